/** Invoices: states, follow-ups, types, receivers, line types, documents and the lists' sort columns. Zod-free: safe for the start-up bundle. */
/** Invoice states (docs/domain.md "Month invoicing"): a draft until approved, then created onward. */
export const INVOICE_STATES = [
  'draft',
  'created',
  'sent',
  'paid',
  'overdue',
  'partiallyPaid',
  'reminder1',
  'reminder2',
  'notice1',
  'notice2',
] as const;

export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The follow-ups of an unpaid invoice, in order: each moves it to the state of the same name. */
export const FOLLOW_UP_TYPES = ['reminder1', 'reminder2', 'notice1', 'notice2'] as const;

export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number];

export const INVOICE_TYPES = ['invoice', 'creditNote'] as const;

export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Who an invoice goes to: the customer itself, or the reseller's accounting (partner prices). */
export const INVOICE_RECEIVERS = ['client', 'accounting'] as const;

export type InvoiceReceiver = (typeof INVOICE_RECEIVERS)[number];

export const INVOICE_LINE_TYPES = ['original', 'isCredited', 'isCrediter'] as const;

export type InvoiceLineType = (typeof INVOICE_LINE_TYPES)[number];

/** Columns the invoice and draft lists sort by (`orderBys`); the invoices by document date, newest first. */
export const INVOICE_SORT_COLUMNS = [
  'documentDate',
  'documentNumber',
  'customer',
  'month',
  'state',
  'totalExcl',
  'totalIncl',
  'dueDate',
] as const;

/** The invoices list's order when none is chosen (the drafts': DRAFT_DEFAULT_SORT); the screen shows it. */
export const INVOICE_DEFAULT_SORT = 'documentDate_desc' satisfies `${(typeof INVOICE_SORT_COLUMNS)[number]}_desc`;

/** The drafts list's order when none is chosen: by customer. */
export const DRAFT_DEFAULT_SORT = 'customer' satisfies (typeof INVOICE_SORT_COLUMNS)[number];

/** The documents of an invoice (`invoices/{id}/download`): its PDF, or the Peppol UBL e-invoice. */
export const INVOICE_DOCUMENT_TYPES = ['pdf', 'ubl'] as const;

export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];

/** The states an invoice has once approved: the invoices list never shows drafts (they have their own list). */
export const INVOICE_LIST_STATES = INVOICE_STATES.filter(
  (s): s is Exclude<InvoiceState, 'draft'> => s !== 'draft',
) as readonly Exclude<InvoiceState, 'draft'>[];
