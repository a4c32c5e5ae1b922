/**
 * The invoicing customer calls (spec 02 section 7): the invoiced companies of some party types (the
 * customer filter of the invoice and draft lists), a company's invoicing profile, and its invoices.
 * A company is invoiced when it has at least one invoice or draft (simulations do not count).
 */
import * as z from 'zod';
import { codeRow, listOf, listQueryBase, queryId, repeated } from './common';
import { invoiceListItem } from './invoice';
import { CUSTOMER_LANGUAGES, PARTY_TYPES } from '../constants/company';
import { INVOICE_STATES } from '../constants/invoice';

export { idParam } from './common';

/** GET customers/partytype: the invoiced companies of those party types (all when none), 50 at most, by name. */
export const invoiceCustomerQuery = z.object({
  partyTypes: repeated(z.enum(PARTY_TYPES, { message: 'validation.invalid' })).optional(),
  /** In the name or the VAT number. */
  searchText: z.string().trim().max(100, 'validation.maxLength|100').optional(),
  /** The chosen ones, named by id (the other filters then left aside but the party types). */
  ids: repeated(queryId).optional(),
});
export type InvoiceCustomerQuery = z.infer<typeof invoiceCustomerQuery>;
export const invoiceCustomerOptions = z.array(
  z.object({ companyId: z.number().int(), name: z.string(), partyType: z.enum(PARTY_TYPES) }),
);
export type InvoiceCustomerOption = z.infer<typeof invoiceCustomerOptions>[number];

/** GET /api/v2/customers/{id}: what invoicing knows of a company. */
export const customerProfile = z.object({
  customerId: z.number().int(),
  customerGuid: z.string(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  /** The ten digits of a Belgian VAT number (0123456789), null otherwise. */
  enterpriseNumber: z.string().nullable(),
  language: z.enum(CUSTOMER_LANGUAGES),
  vatRegime: codeRow('vatRegimeId').nullable(),
  peppolReceiver: z.boolean(),
  paymentTermDays: z.number().int(),
  /** Its invoices (approved: not drafts, not simulations). */
  invoiceCount: z.number().int(),
  /** What is still to be paid of them: the sum of totalIncl - amountPaid, to the cent. */
  openAmount: z.number(),
  /** The newest document date (midnight UTC), null without invoices. */
  lastInvoiceDate: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const customerGuidParam = z.object({ customerguid: z.guid({ message: 'validation.guid' }) });

/** GET invoices/customers/{customerguid}: its invoices, newest document date first. */
export const customerInvoicesQuery = z.object({
  pageIndex: listQueryBase.shape.pageIndex,
  pageSize: listQueryBase.shape.pageSize,
  /** Every state but draft when none (a draft is no invoice yet: asking for it is a 400). */
  states: repeated(z.enum(INVOICE_STATES, { message: 'validation.invalid' }).exclude(['draft'])).optional(),
});
export type CustomerInvoicesQuery = z.infer<typeof customerInvoicesQuery>;
export const customerInvoicePage = listOf(invoiceListItem);
