/**
 * Month invoicing (docs/domain.md "Month invoicing"): the runs with their request logs, the drafts,
 * simulations and invoices with their lines, the status history, the number series and the usage
 * pay-per-use items are invoiced from.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  tableWithId,
  createdAt,
  factor,
  GIN_NO_PENDING_LIST,
  inList,
  money,
  requiredRef,
  price,
  versioned,
} from './columns';
import { companies } from './company';
import { contractItems, contracts, contractTypes } from './contract';
import { manualProducts } from './manual-product';
import { products } from './product';
import { users } from './security';
import {
  INVOICE_LINE_TYPES,
  INVOICE_RECEIVERS,
  INVOICE_STATES,
  INVOICE_TYPES,
} from '../../../src/shared/constants/invoice';
import { MANUAL_PRODUCT_UNITS } from '../../../src/shared/constants/manual-product';
import { REQUEST_DETAIL_TYPES, REQUEST_STATUSES } from '../../../src/shared/constants/request-log';

/**
 * One month run, real or simulated, and its request log: pending while it runs (and after a crash,
 * until a worker resumes it from `cursor`), finished after. At most one pending run per kind and month.
 */
export const invoiceRequests = tableWithId(
  'invoice_requests',
  {
    simulation: boolean('simulation').notNull(),
    /** The invoicing month, YYYY-MM. */
    month: text('month').notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    totalContracts: integer('total_contracts').notNull().default(0),
    doneContracts: integer('done_contracts').notNull().default(0),
    /** The last contract id done: a resumed run goes on after it. */
    cursor: integer('cursor').notNull().default(0),
    drafts: integer('drafts').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('invoice_requests_status_check', inList('status', REQUEST_STATUSES)),
    check('invoice_requests_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    uniqueIndex('invoice_requests_one_pending_idx')
      .on(t.simulation, t.month)
      .where(sql`${t.status} = 'pending'`),
    index('invoice_requests_created_idx').on(t.createdAt),
  ],
);

/** What a run noted per contract: an error, a warning or an info, as a text code with its values. */
export const invoiceRequestDetails = tableWithId(
  'invoice_request_details',
  {
    requestId: requiredRef('request_id', () => invoiceRequests.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REQUEST_DETAIL_TYPES }).notNull(),
    contractId: integer('contract_id').references(() => contracts.id),
    /** A `requestLog.*` text code. */
    code: text('code').notNull(),
    values: jsonb('values').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoice_request_details_type_check', inList('type', REQUEST_DETAIL_TYPES)),
    index('invoice_request_details_request_idx').on(t.requestId, t.type),
  ],
);

/** Drafts (state draft), simulations (simulation: never approved as such) and invoices. */
export const invoices = tableWithId(
  'invoices',
  {
    requestId: integer('request_id').references(() => invoiceRequests.id, { onDelete: 'cascade' }),
    simulation: boolean('simulation').notNull().default(false),
    /** The invoiced company: the customer, or the reseller for its accounting. */
    customerId: requiredRef('customer_id', () => companies.id),
    receiver: text('receiver', { enum: INVOICE_RECEIVERS }).notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull().default('invoice'),
    state: text('state', { enum: INVOICE_STATES }).notNull().default('draft'),
    month: text('month').notNull(),
    series: text('series'),
    documentNumber: text('document_number'),
    documentDate: date('document_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    paymentReference: text('payment_reference'),
    totalExcl: money('total_excl').notNull().default(0),
    totalVat: money('total_vat').notNull().default(0),
    totalIncl: money('total_incl').notNull().default(0),
    amountPaid: money('amount_paid').notNull().default(0),
    reference: text('reference'),
    message: text('message'),
    ...versioned(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    /** A credit note's: the invoice it corrects (docs/domain.md "Credit notes"). */
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    /** A credit note's: why it was made. */
    creditReason: text('credit_reason'),
    /** Made by hand (docs/domain.md "Manual invoices"): the month run never touches it. */
    manual: boolean('manual').notNull().default(false),
    /** A manual invoice's contract type and period (both days included). */
    contractTypeId: integer('contract_type_id').references(() => contractTypes.id),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    /** A corrected draft made by "credit and re-invoice": the invoice it replaces. */
    replacesInvoiceId: integer('replaces_invoice_id').references((): AnyPgColumn => invoices.id),
  },
  (t) => [
    check('invoices_state_check', inList('state', INVOICE_STATES)),
    check('invoices_type_check', inList('type', INVOICE_TYPES)),
    check('invoices_receiver_check', inList('receiver', INVOICE_RECEIVERS)),
    check('invoices_number_check', sql`(${t.state} = 'draft') = (${t.documentNumber} is null)`),
    check(
      'invoices_manual_check',
      sql`not ${t.manual} or (not ${t.simulation} and ${t.contractTypeId} is not null and ${t.periodFrom} is not null
        and ${t.periodTo} is not null and ${t.periodFrom} <= ${t.periodTo})`,
    ),
    uniqueIndex('invoices_document_number_idx').on(t.series, t.documentNumber),
    // One open draft per invoiced company, receiver and month (a second run adds to it); a simulation's per run.
    // Manual drafts are not month drafts: a company may have several beside its month draft.
    uniqueIndex('invoices_open_draft_idx')
      .on(t.customerId, t.receiver, t.month)
      .where(sql`${t.state} = 'draft' and not ${t.simulation} and not ${t.manual}`),
    uniqueIndex('invoices_simulation_draft_idx')
      .on(t.requestId, t.customerId, t.receiver)
      .where(sql`${t.simulation}`),
    index('invoices_state_date_idx').on(t.simulation, t.state, t.documentDate),
    index('invoices_customer_idx').on(t.customerId),
    index('invoices_month_idx').on(t.month),
    index('invoices_manual_idx')
      .on(t.state, t.documentDate)
      .where(sql`${t.manual}`),
    // A bank statement's line finds its invoice by the structured reference, and a free message's
    // invoice number (any series): one index lookup each, not a scan of every invoice.
    index('invoices_payment_reference_idx')
      .on(t.paymentReference)
      .where(sql`${t.paymentReference} is not null`),
    // Data quality's invoices long past their due date without a follow-up: the open ones that have
    // none yet (OPEN_WITHOUT_FOLLOW_UP), by due date.
    index('invoices_no_follow_up_due_idx')
      .on(t.dueDate)
      .where(sql`${t.state} in ('created', 'sent', 'overdue', 'partiallyPaid')`),
    // The one search (server/modules/search): the number, and the structured reference's digits,
    // containing what was typed.
    index('invoices_document_number_trgm_idx')
      .using('gin', sql`${t.documentNumber} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    index('invoices_reference_digits_trgm_idx')
      .using('gin', sql`regexp_replace(${t.paymentReference}, '[^0-9]', '', 'g') gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    index('invoices_number_only_idx')
      .on(t.documentNumber)
      .where(sql`${t.documentNumber} is not null`),
  ],
);

export const invoiceLines = tableWithId(
  'invoice_lines',
  {
    invoiceId: requiredRef('invoice_id', () => invoices.id, { onDelete: 'cascade' }),
    /** Copied from the invoice: the no-double-invoicing index leaves simulations out. */
    simulation: boolean('simulation').notNull().default(false),
    contractId: integer('contract_id').references(() => contracts.id),
    contractItemId: integer('contract_item_id').references(() => contractItems.id),
    productId: integer('product_id').references(() => products.id),
    productCode: text('product_code'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    factor: factor('factor').notNull().default(1),
    unitPrice: price('unit_price').notNull(),
    amount: money('amount').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    lineType: text('line_type', { enum: INVOICE_LINE_TYPES }).notNull().default('original'),
    /** A credit note's line (isCrediter): the invoice line it credits. */
    creditedLineId: integer('credited_line_id').references((): AnyPgColumn => invoiceLines.id),
    /** A manual invoice's line: the manual product it was made from (null: free text). */
    manualProductId: integer('manual_product_id').references(() => manualProducts.id),
    /** A manual invoice's line: what its quantity counts (null on month-run lines). */
    unit: text('unit', { enum: MANUAL_PRODUCT_UNITS }),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoice_lines_type_check', inList('line_type', INVOICE_LINE_TYPES)),
    check('invoice_lines_unit_check', sql`${t.unit} is null or ${inList('unit', MANUAL_PRODUCT_UNITS)}`),
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.id),
    // A contract item is invoiced once per period: a run that resumes, or runs again, cannot add it twice.
    uniqueIndex('invoice_lines_once_idx')
      .on(t.contractItemId, t.periodFrom)
      .where(sql`not ${t.simulation} and ${t.lineType} = 'original' and ${t.contractItemId} is not null`),
    index('invoice_lines_item_idx').on(t.contractItemId),
    index('invoice_lines_credited_idx').on(t.creditedLineId),
    index('invoice_lines_manual_product_idx').on(t.manualProductId),
  ],
);

/** Every state an invoice went through: who, when, from what to what; each payment and reversal too. */
export const invoiceStatusHistory = tableWithId(
  'invoice_status_history',
  {
    invoiceId: requiredRef('invoice_id', () => invoices.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: INVOICE_STATES }),
    toState: text('to_state', { enum: INVOICE_STATES }).notNull(),
    userId: integer('user_id').references(() => users.id),
    note: text('note'),
    /** The payment recorded or reversed (note paymentRecorded or paymentReversed; payments.id). */
    paymentId: integer('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_status_history_invoice_idx').on(t.invoiceId, t.id)],
);

/** The last number given per series and year: taken under the row's lock in the approval's transaction. */
export const invoiceNumberSeries = pgTable(
  'invoice_number_series',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** What a pay-per-use item used in a month (the run invoices the month just ended). */
export const usageRecords = tableWithId(
  'usage_records',
  {
    contractItemId: requiredRef('contract_item_id', () => contractItems.id),
    month: text('month').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('usage_records_item_month_idx').on(t.contractItemId, t.month)],
);
