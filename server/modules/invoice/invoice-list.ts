/**
 * The month invoicing's lists (docs/domain.md "Month invoicing"): drafts, simulations' drafts and
 * invoices (http/list.ts), the ids a bulk action takes in list order, and the invoices in figures:
 * their summary and per invoiced company. The manual invoices' list shares the columns and sorts.
 */
import { and, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { toWireDay } from '../../../src/shared/calendar-day';
import type {
  ApproveBulk,
  CustomerSummaryItem,
  CustomerSummaryQuery,
  InvoiceListQuery,
  InvoicesSummary,
  InvoiceSummaryQuery,
} from '../../../src/shared/schemas/invoice';
import type { Db } from '../../db/client';
import { companies, invoiceLines, invoices, payments } from '../../db/schema';
import { containsPattern, idsInListOrder, pagedList, readCached, type ListSource, type SortKey } from '../../http/list';
import {
  DRAFT_DEFAULT_SORT,
  INVOICE_DEFAULT_SORT,
  type INVOICE_SORT_COLUMNS,
} from '../../../src/shared/constants/invoice';

type SortColumn = (typeof INVOICE_SORT_COLUMNS)[number];

/** Which rows a list or a detail answers: real drafts, simulations' drafts, invoices. */
export type InvoiceListKind = 'drafts' | 'simulations' | 'invoices';

const customer = alias(companies, 'customer');
/** A stored day (or none) as the wire's. */
export const wireDay = (day: string | null) => (day === null ? null : toWireDay(day));

export const invoiceSorts: Record<SortColumn, SortKey> = {
  documentDate: { key: invoices.documentDate, nullable: true },
  documentNumber: { key: invoices.documentNumber, nullable: true },
  customer: {
    key: sql`lower(${customer.name})`,
    joins: [sql`join ${companies} ${sql.identifier('customer')} on ${customer.id} = ${invoices.customerId}`],
  },
  month: { key: invoices.month },
  state: { key: invoices.state },
  totalExcl: { key: invoices.totalExcl },
  totalIncl: { key: invoices.totalIncl },
  dueDate: { key: invoices.dueDate, nullable: true },
};

export const companiesNamed = (pattern: string) =>
  sql`(select ${companies.id} from ${companies} where ${companies.name} ilike ${pattern})`;

/** Invoices with an unreversed payment received in the days (both included; either end open). */
const paidBetween = (from: string | undefined, to: string | undefined) =>
  from || to
    ? sql`exists (select 1 from ${payments} where ${payments.invoiceId} = ${invoices.id}
        and ${payments.reversedAt} is null
        ${from ? sql`and ${payments.receivedOn} >= ${from}` : sql``}
        ${to ? sql`and ${payments.receivedOn} <= ${to}` : sql``})`
    : undefined;

/** The filters every invoice list and the summary share: company, type, receiver, months, paid on, run, search. */
export function sharedFilters(q: Omit<InvoiceSummaryQuery, 'states'>): (SQL | undefined)[] {
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  return [
    q.customerIds?.length ? inArray(invoices.customerId, q.customerIds) : undefined,
    q.types?.length ? inArray(invoices.type, q.types) : undefined,
    q.receivers?.length ? inArray(invoices.receiver, q.receivers) : undefined,
    q.monthFrom ? gte(invoices.month, q.monthFrom) : undefined,
    q.monthUntil ? lte(invoices.month, q.monthUntil) : undefined,
    paidBetween(q.paidFrom, q.paidTo),
    q.requestId ? eq(invoices.requestId, q.requestId) : undefined,
    pattern
      ? or(ilike(invoices.documentNumber, pattern), inArray(invoices.customerId, companiesNamed(pattern)))
      : undefined,
  ];
}

/**
 * Drafts: real ones in the chosen states (draft when none); invoices: real ones in the chosen states
 * (every state but draft when none); simulations: a simulation's drafts.
 */
function listWhere(kind: InvoiceListKind, q: InvoiceSummaryQuery): SQL | undefined {
  const states = q.states?.length ? q.states : null;
  const byState =
    kind === 'drafts'
      ? inArray(invoices.state, states ?? ['draft'])
      : kind === 'invoices'
        ? states
          ? inArray(invoices.state, states)
          : ne(invoices.state, 'draft')
        : states
          ? inArray(invoices.state, states)
          : undefined;
  return and(
    eq(invoices.simulation, kind === 'simulations'),
    // The month drafts leave manual drafts out; the invoices include manual ones.
    kind === 'drafts' ? eq(invoices.manual, false) : undefined,
    byState,
    ...sharedFilters(q),
  );
}

/** Invoices newest first (document date, then id); drafts and simulations by customer name, then id. */
const invoiceList = (kind: InvoiceListKind, q: InvoiceSummaryQuery): ListSource<SortColumn> =>
  kind === 'invoices'
    ? {
        from: invoices,
        id: invoices.id,
        idDescending: true,
        where: listWhere(kind, q),
        sorts: invoiceSorts,
        defaultSort: INVOICE_DEFAULT_SORT,
      }
    : {
        from: invoices,
        id: invoices.id,
        where: listWhere(kind, q),
        sorts: invoiceSorts,
        defaultSort: DRAFT_DEFAULT_SORT,
      };

/** The drafts (not simulations) a bulk approval takes: the drafts list's filters and order. */
export const draftIdsMatching = async (db: Db, q: ApproveBulk) => [
  ...(await idsInListOrder(db, invoiceList('drafts', { ...q, states: ['draft'] }), undefined)),
];

/** The invoices the invoices list shows with these filters, in its order (e-mailing them all). */
export const invoiceIdsMatching = async (db: Db, q: InvoiceSummaryQuery) => [
  ...(await idsInListOrder(db, invoiceList('invoices', q), undefined)),
];

/** Lookups by key for a page's rows, columns written out (drizzle leaves them unqualified). */
export const invoiceLookups = {
  customerName: sql<string>`(select c.name from ${companies} c where c.id = "invoices"."customer_id")`,
  lineCount: sql<number>`(select count(*)::int from ${invoiceLines} l where l.invoice_id = "invoices"."id")`,
};

export const invoiceListColumns = {
  id: invoices.id,
  requestId: invoices.requestId,
  simulation: invoices.simulation,
  documentNumber: invoices.documentNumber,
  customerId: invoices.customerId,
  receiver: invoices.receiver,
  type: invoices.type,
  state: invoices.state,
  month: invoices.month,
  documentDate: invoices.documentDate,
  dueDate: invoices.dueDate,
  totalExcl: invoices.totalExcl,
  totalVat: invoices.totalVat,
  totalIncl: invoices.totalIncl,
  amountPaid: invoices.amountPaid,
  paymentReference: invoices.paymentReference,
  version: invoices.version,
};

export function listInvoices(db: Db, kind: InvoiceListKind, q: InvoiceListQuery) {
  return pagedList(db, {
    list: invoiceList(kind, q),
    query: q,
    rows: (byIds) =>
      db
        .select({ ...invoiceListColumns, ...invoiceLookups })
        .from(invoices)
        .where(byIds),
    toItem: (row) => toInvoiceListItem(row),
    idOf: (item) => item.invoiceId,
  });
}

/** A row of invoiceListColumns and invoiceLookups as the lists answer it (days at midnight UTC). */
export function toInvoiceListItem<R extends { id: number; documentDate: string | null; dueDate: string | null }>({
  id,
  documentDate,
  dueDate,
  ...r
}: R & { lineCount: number }) {
  return {
    invoiceId: id,
    ...r,
    documentDate: wireDay(documentDate),
    dueDate: wireDay(dueDate),
    lineCount: Number(r.lineCount),
  };
}

// ---------------------------------------------------------------------------------------------
// The invoices in figures: their summary and per invoiced company

/** numeric(14,2) summed exactly in SQL and sent as text: no float on the way. */
const sumOf = (value: SQL | PgColumn) => sql<string>`coalesce(sum(${value}), 0)::text`;
/** A summed amount as the wire number of 2 decimals. */
const amountOf = (text: string | null | undefined) => Number(Number(text ?? 0).toFixed(2));
const openOf = sql`${invoices.totalIncl} - ${invoices.amountPaid}`;

/** Count and sums of a set of invoices; `open` is what is left to pay (incl. less paid). */
const figureColumns = {
  count: sql<number>`count(*)::int`,
  totalExcl: sumOf(invoices.totalExcl),
  totalVat: sumOf(invoices.totalVat),
  totalIncl: sumOf(invoices.totalIncl),
  amountPaid: sumOf(invoices.amountPaid),
  open: sumOf(openOf),
};

/**
 * The invoices the invoices list shows for these filters (approved: real ones past the draft state
 * unless states say), in figures, exact to the cent. Read through the list cache: it depends on
 * nothing but the invoices and companies tables.
 */
export async function invoicesSummary(db: Db, q: InvoiceSummaryQuery): Promise<InvoicesSummary> {
  const query = db.select(figureColumns).from(invoices).where(listWhere('invoices', q));
  const [row] = await readCached(db, query.toSQL(), () => query);
  return {
    count: Number(row?.count ?? 0),
    totalExcl: amountOf(row?.totalExcl),
    totalVat: amountOf(row?.totalVat),
    totalIncl: amountOf(row?.totalIncl),
    amountPaid: amountOf(row?.amountPaid),
    open: amountOf(row?.open),
  };
}

/**
 * Per invoiced company, the invoices the invoices list shows for these filters in figures: a page of
 * companies (http/list.ts, so cached), the largest open amount first, then by name.
 */
export function customerSummary(db: Db, q: CustomerSummaryQuery) {
  const where = listWhere('invoices', q);
  const perCompany = sql`(select ${invoices.customerId} as customer_id, sum(${openOf}) as open from ${invoices}
    where ${where} group by ${invoices.customerId}) ${sql.identifier('figures')}`;
  const list: ListSource<never> = {
    from: companies,
    id: companies.id,
    where: sql`${companies.id} in (select ${invoices.customerId} from ${invoices} where ${where})`,
    sorts: {},
    defaultOrder: [
      {
        key: sql`${sql.identifier('figures')}.open`,
        descending: true,
        joins: [sql`join ${perCompany} on ${sql.identifier('figures')}.customer_id = ${companies.id}`],
      },
      { key: sql`lower(${companies.name})` },
    ],
  };
  const { count, totalExcl, totalIncl, amountPaid, open } = figureColumns;
  return pagedList(db, {
    list,
    query: q,
    rows: (byIds) =>
      db
        .select({
          customerId: companies.id,
          customerName: companies.name,
          count,
          totalExcl,
          totalIncl,
          amountPaid,
          open,
        })
        .from(companies)
        .innerJoin(invoices, and(eq(invoices.customerId, companies.id), where))
        .where(byIds)
        .groupBy(companies.id),
    toItem: (r): CustomerSummaryItem => ({
      customerId: r.customerId,
      customerName: r.customerName,
      count: Number(r.count),
      totalExcl: amountOf(r.totalExcl),
      totalIncl: amountOf(r.totalIncl),
      amountPaid: amountOf(r.amountPaid),
      open: amountOf(r.open),
    }),
    idOf: (item) => item.customerId,
  });
}
