/** Manual invoices: the open states (the list's default) and the list's sort columns. Zod-free: safe for the start-up bundle. */
import { INVOICE_STATES, type InvoiceState } from './invoice';
import { MANUAL_PRODUCT_DESCRIPTION_MAX, MANUAL_PRODUCT_MAX_PRICE } from './manual-product';

/**
 * The manual invoices list's states when its filter names none (spec 02: "manual invoices open
 * statuses"): every state but paid, the drafts included.
 */
export const MANUAL_INVOICE_OPEN_STATES: readonly InvoiceState[] = INVOICE_STATES.filter((s) => s !== 'paid');

/** Columns the manual invoices list sorts by (`orderBys`); unsorted: drafts first, then newest document date. */
export const MANUAL_INVOICE_SORT_COLUMNS = [
  'documentDate',
  'documentNumber',
  'customer',
  'state',
  'totalExcl',
  'totalIncl',
  'periodFrom',
] as const;

/** A manual invoice has 1 to this many lines when it is made. */
export const MANUAL_INVOICE_MAX_LINES = 200;
/** Quantities are whole numbers (spec 02), 1 to a million. */
export const MANUAL_INVOICE_MAX_QUANTITY = 1_000_000;
/** A line's description at most, and its unit price between minus and plus this (a negative line is a discount). */
export const MANUAL_INVOICE_DESCRIPTION_MAX = MANUAL_PRODUCT_DESCRIPTION_MAX;
export const MANUAL_INVOICE_MAX_PRICE = MANUAL_PRODUCT_MAX_PRICE;
export const MANUAL_INVOICE_REFERENCE_MAX = 100;
export const MANUAL_INVOICE_MESSAGE_MAX = 1000;
/** A line's amount (quantity x unit price) at most this, either way: 200 such lines still fit an invoice's totals. */
export const MANUAL_INVOICE_MAX_LINE_AMOUNT = 999_999_999.99;
