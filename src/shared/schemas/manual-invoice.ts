/**
 * Manual invoices (docs/domain.md "Manual invoices"): an invoice finance builds by hand for one
 * customer, from manual products or free text, for a period and a contract type. A draft until it is
 * approved (invoices/{id}/approve), then an invoice like any other.
 *
 * The list query and its rows, the bodies (create with its lines; the header and single lines with
 * the invoice's version; the lines to delete), the customer, party type and contract type choices,
 * and the dialogs' form schemas: the same rules, with empty inputs read as missing, whose parsed
 * output is the body the call sends (days as midnight UTC). The answer of every write is the invoice
 * detail of invoice.ts (with its manual fields).
 */
import * as z from 'zod';
import { isCalendarDay, isWireDay, toWireDay } from '../calendar-day';
import {
  codeRow,
  hasAtMostTwoDecimals,
  listOf,
  listQuery,
  optionalString,
  positiveInt,
  queryNumberId,
  repeated,
  requiredOr,
  requiredString,
  requiredWireDay,
} from './common';
import { invoiceListItem } from './invoice';
import { INVOICE_RECEIVERS, INVOICE_STATES } from '../constants/invoice';
import { MANUAL_INVOICE_SORT_COLUMNS } from '../constants/manual-invoice';
import { MANUAL_PRODUCT_UNITS } from '../constants/manual-product';
import { PARTY_TYPES } from '../constants/company';
import { MANUAL_PRODUCT_VAT_RATES } from '../constants/manual-product';
import {
  MANUAL_INVOICE_DESCRIPTION_MAX,
  MANUAL_INVOICE_MAX_LINE_AMOUNT,
  MANUAL_INVOICE_MAX_LINES,
  MANUAL_INVOICE_MAX_PRICE,
  MANUAL_INVOICE_MAX_QUANTITY,
  MANUAL_INVOICE_MESSAGE_MAX,
  MANUAL_INVOICE_REFERENCE_MAX,
} from '../constants/manual-invoice';

export { emptyAnswer, idParam } from './common';
export { invoiceDetail, type InvoiceDetail } from './invoice';
/** A manual invoice as every call answers it: the invoice detail, with its manual fields. */
export type { InvoiceDetail as ManualInvoiceDetail } from './invoice';

const emptyAsMissing = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

// ---------------------------------------------------------------------------------------------
// The list

export const manualInvoiceListQuery = listQuery(
  {
    /** None: the open ones (MANUAL_INVOICE_OPEN_STATES: every state but paid). */
    statuses: repeated(z.enum(INVOICE_STATES, { message: 'validation.invalid' })).optional(),
    customerIds: repeated(queryNumberId).optional(),
    contractTypeIds: repeated(queryNumberId).optional(),
  },
  MANUAL_INVOICE_SORT_COLUMNS,
);
export type ManualInvoiceListQuery = z.infer<typeof manualInvoiceListQuery>;

/** A row: the invoices list's, with the contract type, the period (midnight UTC) and the reference. */
export const manualInvoiceListItem = invoiceListItem.extend({
  contractTypeId: z.number().int(),
  contractTypeCode: z.string(),
  contractTypeDescription: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  reference: z.string().nullable(),
});
export type ManualInvoiceListItem = z.infer<typeof manualInvoiceListItem>;
export const manualInvoicePage = listOf(manualInvoiceListItem);

// ---------------------------------------------------------------------------------------------
// A line

/**
 * A line: from a manual product (`manualProductId`: its code is copied; the description, price, VAT
 * rate and unit are the line's own, the form fills them from the product) or free text (null).
 * Quantities are whole; a negative price is a discount.
 */
const lineShape = {
  manualProductId: positiveInt.nullish().transform((v) => v ?? null),
  description: requiredString(MANUAL_INVOICE_DESCRIPTION_MAX),
  // Whole (a refine, not .int(): that stops the other checks of the form, the period's among them).
  quantity: z
    .number({ error: requiredOr('validation.number') })
    .refine(Number.isInteger, 'validation.integer')
    .min(1, 'validation.min|1')
    .max(MANUAL_INVOICE_MAX_QUANTITY, `validation.max|${MANUAL_INVOICE_MAX_QUANTITY}`),
  unitPrice: z
    .number({ error: requiredOr('validation.number') })
    .min(-MANUAL_INVOICE_MAX_PRICE, `validation.min|-${MANUAL_INVOICE_MAX_PRICE}`)
    .max(MANUAL_INVOICE_MAX_PRICE, `validation.max|${MANUAL_INVOICE_MAX_PRICE}`)
    .refine(hasAtMostTwoDecimals, { message: 'validation.decimals|2' }),
  /** The line's rate; a customer whose VAT regime exempts is invoiced at 0 whatever this says. */
  vatRate: z
    .number({ error: requiredOr('validation.number') })
    .refine((v) => (MANUAL_PRODUCT_VAT_RATES as readonly number[]).includes(v), {
      message: `validation.oneOf|${MANUAL_PRODUCT_VAT_RATES.join(', ')}`,
    }),
  unit: z.enum(MANUAL_PRODUCT_UNITS, { error: requiredOr(`validation.oneOf|${MANUAL_PRODUCT_UNITS.join(', ')}`) }),
};
/** The line's amount within bounds (`validation.amountTooLarge` on `unitPrice`), once quantity and price are valid. */
function amountInBounds(line: { quantity: number; unitPrice: number }, ctx: z.RefinementCtx) {
  if (Math.abs(line.quantity * line.unitPrice) > MANUAL_INVOICE_MAX_LINE_AMOUNT)
    ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: 'validation.amountTooLarge' });
}
export const manualInvoiceLineInput = z.object(lineShape).superRefine(amountInBounds);
export type ManualInvoiceLineInput = z.input<typeof manualInvoiceLineInput>;
export type ManualInvoiceLine = z.infer<typeof manualInvoiceLineInput>;

/** POST manualinvoicelines: a line added to a draft, on the invoice's version. */
export const manualInvoiceLineAdd = z
  .object({ ...lineShape, invoiceId: positiveInt, version: positiveInt })
  .superRefine(amountInBounds);
export type ManualInvoiceLineAdd = z.input<typeof manualInvoiceLineAdd>;
/** PUT manualinvoicelines: a line of the draft changed, on the invoice's version. */
export const manualInvoiceLineUpdate = z
  .object({ ...lineShape, invoiceId: positiveInt, invoiceLineId: positiveInt, version: positiveInt })
  .superRefine(amountInBounds);
export type ManualInvoiceLineUpdate = z.input<typeof manualInvoiceLineUpdate>;
/** DELETE manualinvoicelines?invoiceId=&version=&lineIds=&lineIds=: lines of the draft deleted. */
export const manualInvoiceLinesDelete = z.object({
  invoiceId: queryNumberId,
  version: queryNumberId,
  lineIds: repeated(queryNumberId).refine((v) => v.length > 0, 'validation.required'),
});
export type ManualInvoiceLinesDelete = z.infer<typeof manualInvoiceLinesDelete>;
/** DELETE manualinvoices/{id}?version=: the draft deleted; with the version a stale one is a 409. */
export const manualInvoiceDeleteQuery = z.object({ version: queryNumberId.optional() });
export type ManualInvoiceDeleteQuery = z.infer<typeof manualInvoiceDeleteQuery>;

// ---------------------------------------------------------------------------------------------
// The header

/** The day of a wire day or a calendar day, or null (to compare the period only when both are days). */
const dayOf = (v: unknown) =>
  typeof v === 'string' && isCalendarDay(v.slice(0, 10)) && (v.length === 10 || isWireDay(v)) ? v.slice(0, 10) : null;

/** The period ends on or after its first day: `validation.periodOrder` on `periodTo`. */
function periodInOrder(v: { periodFrom?: unknown; periodTo?: unknown }, ctx: z.RefinementCtx) {
  const [from, to] = [dayOf(v.periodFrom), dayOf(v.periodTo)];
  if (from && to && to < from) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'validation.periodOrder' });
}
/** The period rule runs even when another field is wrong, so a form shows every message at once. */
const alsoWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
/** An object of a period (`periodFrom`, `periodTo`) whose period must be in order. */
const withPeriod = <S extends z.ZodRawShape & { periodFrom: z.ZodType; periodTo: z.ZodType }>(shape: S) =>
  z.object(shape).superRefine(periodInOrder, alsoWithFieldErrors);

/**
 * The header: the customer (an active company), who receives it (the customer itself by default, or
 * its accounting), the contract type it belongs to, its period (both days included), and the
 * reference and message printed on it (trimmed; empty is none).
 */
const headerShape = {
  customerId: positiveInt,
  receiver: z.enum(INVOICE_RECEIVERS, { error: 'validation.invalid' }).default('client'),
  contractTypeId: positiveInt,
  periodFrom: requiredWireDay,
  periodTo: requiredWireDay,
  reference: optionalString(MANUAL_INVOICE_REFERENCE_MAX, { error: 'validation.invalid' }),
  message: optionalString(MANUAL_INVOICE_MESSAGE_MAX, { error: 'validation.invalid' }),
};

/** A new invoice's lines: 1 to 200. */
const linesOf = <L extends z.ZodType>(line: L) =>
  z
    .array(line, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(MANUAL_INVOICE_MAX_LINES, `validation.maxItems|${MANUAL_INVOICE_MAX_LINES}`);

/** POST manualinvoices: the header and 1 to 200 lines (field errors on `lines.<i>.<field>`). */
export const manualInvoiceInput = withPeriod({ ...headerShape, lines: linesOf(manualInvoiceLineInput) });
export type ManualInvoiceInput = z.input<typeof manualInvoiceInput>;
export type ManualInvoiceParsed = z.infer<typeof manualInvoiceInput>;

/** PUT manualinvoices: the draft's header on its version (its lines' periods follow). */
export const manualInvoiceUpdate = withPeriod({ invoiceId: positiveInt, version: positiveInt, ...headerShape });
export type ManualInvoiceUpdate = z.input<typeof manualInvoiceUpdate>;
export type ManualInvoiceUpdateParsed = z.infer<typeof manualInvoiceUpdate>;

// ---------------------------------------------------------------------------------------------
// The choices

/** GET manualinvoices/customers: active companies of the party types (all when none), 50 at most, by name. */
export const manualInvoiceCustomerQuery = z.object({
  partyTypes: repeated(z.enum(PARTY_TYPES, { message: 'validation.invalid' })).optional(),
  /** In the name or the VAT number. */
  searchText: z.string().trim().max(100, 'validation.maxLength|100').optional(),
  /** The chosen ones, named by id (the search then left aside). */
  ids: repeated(queryNumberId).optional(),
});
export type ManualInvoiceCustomerQuery = z.infer<typeof manualInvoiceCustomerQuery>;
export const manualInvoiceCustomer = z.object({
  companyId: z.number().int(),
  name: z.string(),
  partyType: z.enum(PARTY_TYPES),
  vatNumber: z.string().nullable(),
});
export type ManualInvoiceCustomer = z.infer<typeof manualInvoiceCustomer>;
export const manualInvoiceCustomers = z.array(manualInvoiceCustomer);

/** GET manualinvoices/partytypes: the four party types (their labels come from the locale). */
export const manualInvoicePartyTypes = z.array(z.object({ partyType: z.enum(PARTY_TYPES) }));
/** GET manualinvoices/contracttypes. */
export const manualInvoiceContractType = codeRow('contractTypeId');
export type ManualInvoiceContractType = z.infer<typeof manualInvoiceContractType>;
export const manualInvoiceContractTypes = z.array(manualInvoiceContractType);

// ---------------------------------------------------------------------------------------------
// The dialogs' forms: the same rules; what is empty is missing. The parsed output is the body.

/**
 * A period day as the form holds it: the calendar day `YYYY-MM-DD` (DateField `holds="day"`) or a
 * wire day (from the detail); sent as the wire day.
 */
const formDay = z.preprocess(
  emptyAsMissing,
  z
    .string({ error: 'validation.required' })
    .refine((v) => dayOf(v) !== null, 'validation.date')
    .transform((v) => toWireDay(v.slice(0, 10))),
);

const headerFormShape = {
  ...headerShape,
  customerId: z.preprocess(emptyAsMissing, positiveInt),
  contractTypeId: z.preprocess(emptyAsMissing, positiveInt),
  periodFrom: formDay,
  periodTo: formDay,
};

/** The line dialog (and each line of the add dialog): no product is free text. */
export const manualInvoiceLineForm = z
  .object({
    ...lineShape,
    manualProductId: z.preprocess(emptyAsMissing, lineShape.manualProductId),
    quantity: z.preprocess(emptyAsMissing, lineShape.quantity),
    unitPrice: z.preprocess(emptyAsMissing, lineShape.unitPrice),
    vatRate: z.preprocess(emptyAsMissing, lineShape.vatRate),
    unit: z.preprocess(emptyAsMissing, lineShape.unit),
  })
  .superRefine(amountInBounds);
export type ManualInvoiceLineFormValues = z.input<typeof manualInvoiceLineForm>;
export type ManualInvoiceLineForm = z.infer<typeof manualInvoiceLineForm>;

/** The edit dialog: the header only (the lines are changed one by one). */
export const manualInvoiceHeaderForm = withPeriod(headerFormShape);
export type ManualInvoiceHeaderFormValues = z.input<typeof manualInvoiceHeaderForm>;
export type ManualInvoiceHeaderForm = z.infer<typeof manualInvoiceHeaderForm>;

/** The add dialog: the header and its lines. */
export const manualInvoiceForm = withPeriod({ ...headerFormShape, lines: linesOf(manualInvoiceLineForm) });
export type ManualInvoiceFormValues = z.input<typeof manualInvoiceForm>;
export type ManualInvoiceForm = z.infer<typeof manualInvoiceForm>;
