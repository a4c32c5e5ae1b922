/**
 * Month invoicing (spec 02: /invoices, /drafts, /invoicerequests; docs/domain.md "Month invoicing"):
 * the month run (real or simulated) and its request log, the drafts with their summary and the
 * comparison with the month before, the invoices, approval with its outcome per draft.
 */
import * as z from 'zod';
import {
  dbInt,
  listOf,
  listQuery,
  listQueryBase,
  queryId,
  repeated,
  requiredString,
} from './common';
import {
  FOLLOW_UP_TYPES,
  INVOICE_DOCUMENT_TYPES,
  INVOICE_LINE_TYPES,
  INVOICE_RECEIVERS,
  INVOICE_SORT_COLUMNS,
  INVOICE_STATES,
  INVOICE_TYPES,
} from '../constants/invoice';
import { MANUAL_PRODUCT_UNITS } from '../constants/manual-product';
import { isCalendarDay } from '../calendar-day';
import { REQUEST_DETAIL_TYPES, REQUEST_STATUSES } from '../constants/request-log';

export { emptyAnswer, idParam } from './common';

/** An invoice's or a group's totals, euro: excluding VAT, the VAT, including VAT. */
const totals = { totalExcl: z.number(), totalVat: z.number(), totalIncl: z.number() };

export const month = z.string({ error: 'validation.required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.month');

/** `{ month }`: the invoicing month (YYYY-MM) a run makes drafts for. */
export const runMonthInput = z.object({ month });
export type RunMonthInput = z.infer<typeof runMonthInput>;
export const runStarted = z.object({ requestId: z.number().int() });

/** A filter's day, `YYYY-MM-DD`. */
const filterDay = z.string({ error: 'validation.date' }).refine(isCalendarDay, { message: 'validation.date' });

export const invoiceFilters = z.object({
  /** Default for the drafts: draft; for the invoices: every state but draft. */
  states: repeated(z.enum(INVOICE_STATES, { message: 'validation.invalid' })).optional(),
  customerIds: repeated(queryId).optional(),
  types: repeated(z.enum(INVOICE_TYPES, { message: 'validation.invalid' })).optional(),
  receivers: repeated(z.enum(INVOICE_RECEIVERS, { message: 'validation.invalid' })).optional(),
  /** Invoicing months from and until (YYYY-MM, both included). */
  monthFrom: month.optional(),
  monthUntil: month.optional(),
  /** Paid on: an unreversed payment received from and until these days (YYYY-MM-DD, both included). */
  paidFrom: filterDay.optional(),
  paidTo: filterDay.optional(),
  /** The drafts of one run (a simulation's). */
  requestId: queryId.optional(),
});
export const invoiceListQuery = listQuery(invoiceFilters.shape, INVOICE_SORT_COLUMNS);
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;
export const invoiceSummaryQuery = invoiceFilters.extend({ searchText: listQueryBase.shape.searchText });
export type InvoiceSummaryQuery = z.infer<typeof invoiceSummaryQuery>;

export const invoiceListItem = z.object({
  invoiceId: z.number().int(),
  requestId: z.number().int().nullable(),
  simulation: z.boolean(),
  documentNumber: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  receiver: z.enum(INVOICE_RECEIVERS),
  type: z.enum(INVOICE_TYPES),
  state: z.enum(INVOICE_STATES),
  month: z.string(),
  documentDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  ...totals,
  amountPaid: z.number(),
  lineCount: z.number().int(),
  paymentReference: z.string().nullable(),
  version: z.number().int(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export const invoicePage = listOf(invoiceListItem);

export const invoiceLine = z.object({
  invoiceLineId: z.number().int(),
  contractId: z.number().int().nullable(),
  contractNumber: z.string().nullable(),
  contractItemId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productCode: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  factor: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  vatRate: z.number(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  lineType: z.enum(INVOICE_LINE_TYPES),
  /** How much of its quantity credit notes credited (0 for a credit note's own lines). */
  creditedQuantity: z.number(),
  /** A manual invoice's line: the manual product it was made from (null: free text, or a month-run line). */
  manualProductId: z.number().int().nullable(),
  /** A manual invoice's line: what its quantity counts (null on month-run lines). */
  unit: z.enum(MANUAL_PRODUCT_UNITS).nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/**
 * A draft's: approve, delete, deleteLines; a manual draft's also edit (its header and lines). An
 * approved invoice's (src/shared/invoice-states.ts): markSent, setAmountPaid, followUp (the type in
 * `nextFollowUp`), editReference, editMessage; credit (src/shared/invoice-credit.ts: an invoice with
 * something left to credit).
 */
export const INVOICE_ACTIONS = [
  'approve',
  'edit',
  'delete',
  'deleteLines',
  'markSent',
  'setAmountPaid',
  'followUp',
  'editReference',
  'editMessage',
  'credit',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export const invoiceDetail = invoiceListItem.extend({
  customerVatNumber: z.string().nullable(),
  customerLanguage: z.string(),
  lines: z.array(invoiceLine),
  vat: z.array(z.object({ rate: z.number(), base: z.number(), amount: z.number() })),
  /** Why no VAT is charged (the invoice's mention), null when it is. */
  vatExemption: z.string().nullable(),
  reference: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** What the caller may do with it now (none without the edit right). */
  allowedActions: z.array(z.enum(INVOICE_ACTIONS)),
  /** The follow-up it may get next (null: none). */
  nextFollowUp: z.enum(FOLLOW_UP_TYPES).nullable(),
  /** A credit note's: the invoice it corrects, and its number (docs/domain.md "Credit notes"). */
  creditedInvoiceId: z.number().int().nullable().optional(),
  creditedInvoiceNumber: z.string().nullable().optional(),
  /** An invoice's credit notes, oldest first (none for a draft or a credit note). */
  creditNotes: z
    .array(
      z.object({
        invoiceId: z.number().int(),
        documentNumber: z.string(),
        documentDate: z.string(),
        totalIncl: z.number(),
      }),
    )
    .optional(),
  /** Made by hand (docs/domain.md "Manual invoices"), not by a month run. */
  manual: z.boolean(),
  /** A manual invoice's contract type and period (midnight UTC); null on month-run invoices. */
  contractTypeId: z.number().int().nullable(),
  contractTypeCode: z.string().nullable(),
  contractTypeDescription: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  /** A corrected draft made by "credit and re-invoice": the invoice it replaces, and its number. */
  replacesInvoiceId: z.number().int().nullable(),
  replacesInvoiceNumber: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const ANOMALIES = ['totalMoved', 'zeroPrice', 'newCustomer', 'missingCustomer', 'silentContract'] as const;
export type Anomaly = (typeof ANOMALIES)[number];

/** Per invoiced company: this month against the month before, with what is worth a look. */
export const customerComparison = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  receiver: z.enum(INVOICE_RECEIVERS),
  drafts: z.number().int(),
  totalExcl: z.number(),
  totalIncl: z.number(),
  previousTotalExcl: z.number().nullable(),
  newLines: z.number().int(),
  removedLines: z.number().int(),
  priceChanges: z.number().int(),
  /** Its contracts invoiced the month before that produced nothing now. */
  silentContracts: z.number().int(),
  anomalies: z.array(z.enum(ANOMALIES)),
});
export type CustomerComparison = z.infer<typeof customerComparison>;

export const draftsSummary = z.object({
  count: z.number().int(),
  ...totals,
  customers: z.array(customerComparison),
});
export type DraftsSummary = z.infer<typeof draftsSummary>;

/** The approved invoices matching the invoices list's filters, in figures (`open`: incl. less paid). */
export const invoicesSummary = z.object({
  count: z.number().int(),
  ...totals,
  amountPaid: z.number(),
  open: z.number(),
});
export type InvoicesSummary = z.infer<typeof invoicesSummary>;

/** The invoices list's filters, a page of invoiced companies (by open amount, largest first, then name). */
export const customerSummaryQuery = listQueryBase.extend(invoiceFilters.shape);
export type CustomerSummaryQuery = z.infer<typeof customerSummaryQuery>;
/** One invoiced company's approved invoices matching the filters, in figures. */
export const customerSummaryItem = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  count: z.number().int(),
  totalExcl: z.number(),
  totalIncl: z.number(),
  amountPaid: z.number(),
  open: z.number(),
});
export type CustomerSummaryItem = z.infer<typeof customerSummaryItem>;
export const customerSummaryPage = listOf(customerSummaryItem);

export const approveOne = z.object({ version: dbInt });
export const approveSelected = z.object({
  invoiceIds: z.array(dbInt).min(1, 'validation.required').max(500, 'validation.maxItems|500'),
});
export type ApproveSelected = z.infer<typeof approveSelected>;
/** One outcome per draft: one that fails never stops the others. */
export const approveOutcomes = z.object({
  /** The number an approved invoice got (null: a simulation's draft made a real draft). */
  approved: z.array(z.object({ invoiceId: z.number().int(), documentNumber: z.string().nullable() })),
  failed: z.array(z.object({ invoiceId: z.number().int(), code: z.string() })),
});
export type ApproveOutcomes = z.infer<typeof approveOutcomes>;

/**
 * Every draft matching the filters (the drafts list's), approved one by one in the list's order. With
 * `limit` only the first that many of them (a slice: the screen approves a month slice by slice and
 * shows its progress), leaving out `exceptIds` (the drafts that failed in earlier slices).
 */
export const approveBulk = invoiceFilters.omit({ states: true }).extend({
  searchText: listQueryBase.shape.searchText,
  limit: z.coerce.number().int().min(1, 'validation.min|1').max(500, 'validation.max|500').optional(),
  exceptIds: z.array(dbInt).max(10_000, 'validation.maxItems|10000').optional(),
});
export type ApproveBulk = z.infer<typeof approveBulk>;
/** A bulk slice's outcome and how many matching drafts are left after it (failed ones not counted). */
export const bulkOutcomes = approveOutcomes.extend({ remaining: z.number().int() });
export type BulkOutcomes = z.infer<typeof bulkOutcomes>;

export const deleteLinesQuery = z.object({
  lineIds: repeated(queryId).refine((v) => v.length > 0, 'validation.required'),
});

export const requestListQuery = listQueryBase.extend({
  statuses: repeated(z.enum(REQUEST_STATUSES, { message: 'validation.invalid' })).optional(),
  simulation: z.enum(['true', 'false'], { message: 'validation.invalid' }).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;
export const requestListItem = z.object({
  requestId: z.number().int(),
  simulation: z.boolean(),
  month: z.string(),
  status: z.enum(REQUEST_STATUSES),
  totalContracts: z.number().int(),
  doneContracts: z.number().int(),
  drafts: z.number().int(),
  lines: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RequestListItem = z.infer<typeof requestListItem>;
export const requestPage = listOf(requestListItem);

export const requestDetailQuery = listQueryBase.extend({
  types: repeated(z.enum(REQUEST_DETAIL_TYPES, { message: 'validation.invalid' })).optional(),
});
export type RequestDetailQuery = z.infer<typeof requestDetailQuery>;
export const requestDetailItem = z.object({
  detailId: z.number().int(),
  type: z.enum(REQUEST_DETAIL_TYPES),
  contractId: z.number().int().nullable(),
  contractNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});
export const requestDetail = z.object({ request: requestListItem, details: listOf(requestDetailItem) });
export type RequestDetail = z.infer<typeof requestDetail>;

export const statusHistory = z.array(
  z.object({
    fromState: z.enum(INVOICE_STATES).nullable(),
    toState: z.enum(INVOICE_STATES),
    userName: z.string().nullable(),
    note: z.string().nullable(),
    /** The amount of the payment recorded or reversed (notes paymentRecorded, paymentReversed); else null. */
    paymentAmount: z.number().nullable(),
    createdAt: z.string(),
  }),
);

export const invoiceConfigs = z.object({
  /** A customer whose total moved by more than this share against the month before is flagged. */
  anomalyShare: z.number(),
  /** Days from the document date to the due date. */
  paymentTermDays: z.number().int(),
  /** The series invoices are numbered in. */
  series: z.string(),
});
export type InvoiceConfigs = z.infer<typeof invoiceConfigs>;

// ---------------------------------------------------------------------------------------------
// An invoice's life after approval (src/shared/invoice-states.ts)

/** `{ invoiceIds }`: the invoices to mark as sent (an outcome per invoice: `approveOutcomes`). */
export const markSentInput = approveSelected;
/** The invoice's reference (the customer's, such as an order number); empty clears it. */
export const editReferenceInput = z.object({
  invoiceId: dbInt,
  reference: z.string({ error: 'validation.required' }).trim().max(100, 'validation.maxLength|100'),
  version: dbInt,
});
export type EditReferenceInput = z.infer<typeof editReferenceInput>;
/** The message printed on the invoice; empty clears it. */
export const editMessageInput = z.object({
  invoiceId: dbInt,
  message: z.string({ error: 'validation.required' }).trim().max(1000, 'validation.maxLength|1000'),
  version: dbInt,
});
export type EditMessageInput = z.infer<typeof editMessageInput>;
/** The dialog that edits both texts; each is saved through its own call when changed. */
export const invoiceTextsForm = z.object({
  reference: editReferenceInput.shape.reference,
  message: editMessageInput.shape.message,
});
export type InvoiceTextsForm = z.infer<typeof invoiceTextsForm>;
/** The follow-up types in order, each with the state it is allowed from and the state it moves to. */
export const followUpTypes = z.array(
  z.object({
    followUpType: z.enum(FOLLOW_UP_TYPES),
    fromState: z.enum(INVOICE_STATES),
    toState: z.enum(INVOICE_STATES),
  }),
);
/** `{ invoiceIds, followUpType }`: the invoices to follow up (an outcome per invoice: `approveOutcomes`). */
export const followUpInput = approveSelected.extend({
  followUpType: z.enum(FOLLOW_UP_TYPES, { message: 'validation.invalid' }),
});
export type FollowUpInput = z.infer<typeof followUpInput>;

// ---------------------------------------------------------------------------------------------
// An invoice's documents (docs/domain.md "Invoice documents")

/** `?invoiceDocumentType=pdf|ubl`: the PDF, or the Peppol UBL e-invoice (an approved invoice's only). */
export const invoiceDownloadQuery = z.object({
  invoiceDocumentType: z.enum(INVOICE_DOCUMENT_TYPES, { message: 'validation.invalid' }),
});
export type InvoiceDownloadQuery = z.infer<typeof invoiceDownloadQuery>;
/** The file in the answer: its bytes in base64 and the name the browser saves it under. */
export const invoiceDownload = z.object({ byteArray: z.string(), fileName: z.string() });
export type InvoiceDownload = z.infer<typeof invoiceDownload>;

// ---------------------------------------------------------------------------------------------
// Sending invoices by e-mail (docs/domain.md "Sending invoices")

/** A mailing e-mails invoices (a mail per invoice) or statements (a mail per customer with its open invoices). */
export const MAILING_KINDS = ['invoices', 'statements'] as const;
export const MAILING_STATUSES = ['pending', 'finished'] as const;
/** An item waits (pending), got its mail in the outbox (queued) or failed with a code. */
export const MAILING_ITEM_STATUSES = ['pending', 'queued', 'failed'] as const;

/** `{ invoiceIds }`: the invoices to e-mail (at most 500), each to its customer's billing contacts. */
export const emailInvoicesInput = approveSelected;
export type EmailInvoicesInput = z.infer<typeof emailInvoicesInput>;
/** Every invoice the invoices list shows with these filters (and search), e-mailed. */
export const emailAllInput = invoiceSummaryQuery;
export type EmailAllInput = z.infer<typeof emailAllInput>;
/** `{ customerIds }`: one statement mail per customer (at most 500) with its open invoices. */
export const sendStatementInput = z.object({
  customerIds: z.array(dbInt).min(1, 'validation.required').max(500, 'validation.maxItems|500'),
});
export type SendStatementInput = z.infer<typeof sendStatementInput>;
export const mailingStarted = z.object({ mailingId: z.number().int() });
export type MailingStarted = z.infer<typeof mailingStarted>;

/** One invoice's or customer's outcome: queued with its mail (a `code` then notes e.g. PDF only), or failed. */
export const mailingItem = z.object({
  invoiceId: z.number().int().nullable(),
  documentNumber: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  status: z.enum(MAILING_ITEM_STATUSES),
  code: z.string().nullable(),
  mailId: z.number().int().nullable(),
});
export type MailingItem = z.infer<typeof mailingItem>;
/** A mailing's progress (`done` of `total`, `failed` of them) and every item's outcome, in order. */
export const mailing = z.object({
  mailingId: z.number().int(),
  kind: z.enum(MAILING_KINDS),
  status: z.enum(MAILING_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  items: z.array(mailingItem),
});
export type Mailing = z.infer<typeof mailing>;

// ---------------------------------------------------------------------------------------------
// Credit notes (docs/domain.md "Credit notes")

/** The series credit notes are numbered in (their own, gapless, per year as the invoices'). */
export const CREDIT_NOTE_SERIES = 'CN';

/** One line of the invoice to credit and how much of its quantity (at most what is left to credit). */
export const creditLineInput = z.object({
  invoiceLineId: dbInt,
  quantity: z
    .number({ error: 'validation.number' })
    .positive('validation.positive')
    .max(1_000_000_000, 'validation.max|1000000000')
    .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, 'validation.decimals|4'),
});
export type CreditLineInput = z.infer<typeof creditLineInput>;
/** `POST invoices/{id}/credit`: the invoice's version, why, and the lines credited (each once). */
export const creditInvoiceInput = z.object({
  version: dbInt,
  reason: requiredString(500),
  lines: z
    .array(creditLineInput)
    .min(1, 'validation.required')
    .max(1000, 'validation.maxItems|1000')
    .refine((lines) => new Set(lines.map((l) => l.invoiceLineId)).size === lines.length, 'validation.duplicate'),
  /** "Credit and re-invoice": also a corrected draft holding what was credited, to correct and approve. */
  reinvoice: z.boolean({ error: 'validation.bool' }).optional(),
});
export type CreditInvoiceInput = z.infer<typeof creditInvoiceInput>;
/** What a credit made: the credit note, and with `reinvoice` the corrected draft's id (null without). */
export const creditOutcome = z.object({ creditNote: invoiceDetail, correctedDraftId: z.number().int().nullable() });
export type CreditOutcome = z.infer<typeof creditOutcome>;

const creditQuantity = creditLineInput.shape.quantity;
/**
 * The credit dialog: every line still creditable with what is left of it (`left`), ticked or not, and
 * the quantity to credit (null while empty); the same rules as `creditInvoiceInput` on the ticked
 * lines, at most what is left of each, at least one ticked.
 */
export const creditInvoiceForm = z
  .object({
    reason: creditInvoiceInput.shape.reason,
    lines: z.array(
      z.object({ invoiceLineId: dbInt, selected: z.boolean(), quantity: z.number().nullable(), left: z.number() }),
    ),
  })
  .superRefine(({ lines }, ctx) => {
    if (!lines.some((l) => l.selected))
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'validation.selectLine' });
    lines.forEach((l, i) => {
      if (!l.selected) return;
      const path = ['lines', i, 'quantity'];
      if (l.quantity === null) return ctx.addIssue({ code: 'custom', path, message: 'validation.required' });
      const checked = creditQuantity.safeParse(l.quantity);
      if (!checked.success) ctx.addIssue({ code: 'custom', path, message: checked.error.issues[0]!.message });
      else if (Math.round(l.quantity * 10_000) > Math.round(l.left * 10_000))
        ctx.addIssue({ code: 'custom', path, message: 'validation.overCredited' });
    });
  });
export type CreditInvoiceForm = z.infer<typeof creditInvoiceForm>;
