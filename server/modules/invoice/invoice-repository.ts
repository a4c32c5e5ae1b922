/**
 * Month invoicing, the read side and the deletes (docs/domain.md "Month invoicing"): the drafts,
 * simulations and invoices lists (http/list.ts), an invoice's detail with its lines and VAT, the
 * drafts summary with the comparison against the month before (src/shared/invoice-comparison.ts),
 * the invoices' summary and per invoiced company, the runs' request logs, the status history, and the deletes of drafts, simulations and draft
 * lines. The month run and approval write in invoice-run.ts and invoice-approval.ts.
 */
import { and, asc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { toWireDay } from '../../../src/shared/calendar-day';
import type { INVOICE_SORT_COLUMNS } from '../../../src/shared/endpoints/invoice';
import { INVOICE_CONFIG } from '../../../src/shared/invoice-config';
import { anomaliesOf, compareLines, type ComparedLine } from '../../../src/shared/invoice-comparison';
import { isCreditable, type CreditableLine } from '../../../src/shared/invoice-credit';
import { invoiceTotals, vatOf } from '../../../src/shared/invoice-lines';
import { monthBefore } from '../../../src/shared/invoice-period';
import { invoiceActions as lifeActions, nextFollowUp, type LifeInvoice } from '../../../src/shared/invoice-states';
import type {
  ApproveBulk,
  CustomerComparison,
  CustomerSummaryItem,
  CustomerSummaryQuery,
  DraftsSummary,
  InvoiceAction,
  InvoiceDetail,
  InvoiceLine,
  InvoiceListQuery,
  InvoicesSummary,
  InvoiceSummaryQuery,
  RequestDetail,
  RequestDetailQuery,
  RequestListItem,
  RequestListQuery,
} from '../../../src/shared/schemas/invoice';
import type { Db } from '../../db/client';
import {
  companies,
  contracts,
  contractTypes,
  invoiceLines,
  invoiceRequestDetails,
  invoiceRequests,
  invoices,
  invoiceStatusHistory,
  users,
  vatRegimes,
} from '../../db/schema';
import { brusselsToday } from '../../http/csv';
import { badRequest, notFound } from '../../http/errors';
import type { Caller } from '../../plugins/security';
import { writeTotals } from './invoice-run';
import {
  containsPattern,
  idIn,
  idsInListOrder,
  pagedList,
  readCached,
  type ListSource,
  type SortKey,
} from '../../http/list';

type SortColumn = (typeof INVOICE_SORT_COLUMNS)[number];

/** Which rows a list or a detail answers: real drafts, simulations' drafts, invoices. */
export type InvoiceListKind = 'drafts' | 'simulations' | 'invoices';

const customer = alias(companies, 'customer');
const wireDay = (day: string | null) => (day === null ? null : toWireDay(day));
const cents = (euro: number) => Math.round(euro * 100);
const euro = (c: number) => c / 100;

// ---------------------------------------------------------------------------------------------
// The lists

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

const companiesNamed = (pattern: string) =>
  sql`(select ${companies.id} from ${companies} where ${companies.name} ilike ${pattern})`;

/** The filters every invoice list and the summary share: company, type, receiver, months, run, search. */
function sharedFilters(q: Omit<InvoiceSummaryQuery, 'states'>): (SQL | undefined)[] {
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  return [
    q.customerIds?.length ? inArray(invoices.customerId, q.customerIds) : undefined,
    q.types?.length ? inArray(invoices.type, q.types) : undefined,
    q.receivers?.length ? inArray(invoices.receiver, q.receivers) : undefined,
    q.monthFrom ? gte(invoices.month, q.monthFrom) : undefined,
    q.monthUntil ? lte(invoices.month, q.monthUntil) : undefined,
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
        defaultOrder: [{ key: invoices.documentDate, descending: true }],
      }
    : {
        from: invoices,
        id: invoices.id,
        where: listWhere(kind, q),
        sorts: invoiceSorts,
        defaultOrder: [invoiceSorts.customer],
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
// The detail

async function linesOf(db: Db, invoiceId: number): Promise<InvoiceLine[]> {
  const rows = await db
    .select({
      line: invoiceLines,
      contractNumber: sql<
        string | null
      >`(select c.number from ${contracts} c where c.id = "invoice_lines"."contract_id")`,
      creditedQuantity: sql<string>`(select coalesce(sum(c.quantity), 0)::text from ${invoiceLines} c
        where c.credited_line_id = "invoice_lines"."id" and c.line_type = 'isCrediter')`,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.id));
  return rows.map(({ line: l, contractNumber, creditedQuantity }) => ({
    invoiceLineId: l.id,
    contractId: l.contractId,
    contractNumber,
    contractItemId: l.contractItemId,
    productId: l.productId,
    productCode: l.productCode,
    description: l.description,
    quantity: l.quantity,
    factor: l.factor,
    unitPrice: l.unitPrice,
    amount: l.amount,
    vatRate: l.vatRate,
    periodFrom: wireDay(l.periodFrom),
    periodTo: wireDay(l.periodTo),
    lineType: l.lineType,
    creditedQuantity: Number(creditedQuantity),
    manualProductId: l.manualProductId,
    unit: l.unit,
  }));
}

/**
 * What the caller may do with an invoice now: a draft's actions (approve: invoices edit right; delete
 * it or its lines: drafts edit right, for a manual draft the manual invoices edit right, which also
 * edits its header and lines), an approved invoice's (src/shared/invoice-states.ts, invoices edit
 * right), none without the right.
 */
export function invoiceActions(
  invoice: LifeInvoice & { simulation: boolean; manual: boolean; lines: readonly CreditableLine[] },
  viewer: Caller,
  today = brusselsToday(),
): InvoiceAction[] {
  if (invoice.state !== 'draft')
    return viewer.can('invoices', 'edit')
      ? [...lifeActions(invoice, today), ...(isCreditable(invoice) ? (['credit'] as const) : [])]
      : [];
  const actions: InvoiceAction[] = [];
  // A manual draft below 0 is refused on approval (validation.negativeTotal): not offered.
  const approvable = invoice.lines.length > 0 && !(invoice.manual && invoice.totalIncl < 0);
  if (viewer.can('invoices', 'edit') && !invoice.simulation && approvable) actions.push('approve');
  if (viewer.can(invoice.manual ? 'manualInvoices' : 'drafts', 'edit')) {
    if (invoice.manual) actions.push('edit');
    actions.push('delete');
    if (invoice.lines.length > 0) actions.push('deleteLines');
  }
  return actions;
}

/**
 * An invoice or draft (`invoice`: not a simulation), a simulation's draft (`simulation`), or either
 * (`any`), with its lines, the VAT per rate from the lines and why no VAT is charged (the customer's
 * VAT regime); null when there is none of that kind.
 */
/** A credit note's corrected invoice, joined to it. */
const creditedInvoice = alias(invoices, 'credited_invoice');
/** The invoice a corrected draft replaces, joined to it. */
const replacedInvoice = alias(invoices, 'replaced_invoice');

export async function invoiceDetail(
  db: Db,
  id: number,
  viewer: Caller,
  kind: 'invoice' | 'simulation' | 'manual' | 'any',
): Promise<InvoiceDetail | null> {
  const [row] = await db
    .select({
      i: invoices,
      customerName: companies.name,
      customerVatNumber: companies.vatNumber,
      customerLanguage: companies.language,
      vatRegimeCode: vatRegimes.code,
      creditedInvoiceNumber: creditedInvoice.documentNumber,
      replacesInvoiceNumber: replacedInvoice.documentNumber,
      contractTypeCode: contractTypes.code,
      contractTypeDescription: contractTypes.description,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.customerId))
    .leftJoin(vatRegimes, eq(vatRegimes.id, companies.vatRegimeId))
    .leftJoin(creditedInvoice, eq(creditedInvoice.id, invoices.creditedInvoiceId))
    .leftJoin(replacedInvoice, eq(replacedInvoice.id, invoices.replacesInvoiceId))
    .leftJoin(contractTypes, eq(contractTypes.id, invoices.contractTypeId))
    .where(
      and(
        eq(invoices.id, id),
        kind === 'any' ? undefined : eq(invoices.simulation, kind === 'simulation'),
        kind === 'manual' ? eq(invoices.manual, true) : undefined,
      ),
    );
  if (!row) return null;
  const { i } = row;
  const lines = await linesOf(db, id);
  return {
    invoiceId: i.id,
    requestId: i.requestId,
    simulation: i.simulation,
    documentNumber: i.documentNumber,
    customerId: i.customerId,
    customerName: row.customerName,
    receiver: i.receiver,
    type: i.type,
    state: i.state,
    month: i.month,
    documentDate: wireDay(i.documentDate),
    dueDate: wireDay(i.dueDate),
    totalExcl: i.totalExcl,
    totalVat: i.totalVat,
    totalIncl: i.totalIncl,
    amountPaid: i.amountPaid,
    lineCount: lines.length,
    paymentReference: i.paymentReference,
    version: i.version,
    customerVatNumber: row.customerVatNumber,
    customerLanguage: row.customerLanguage,
    lines,
    vat: invoiceTotals(lines).vat,
    vatExemption: vatOf(row.vatRegimeCode).exemption,
    reference: i.reference,
    message: i.message,
    createdAt: i.createdAt.toISOString(),
    approvedAt: i.approvedAt?.toISOString() ?? null,
    allowedActions: invoiceActions({ ...i, lines }, viewer),
    nextFollowUp: i.simulation ? null : nextFollowUp(i),
    creditedInvoiceId: i.creditedInvoiceId,
    creditedInvoiceNumber: row.creditedInvoiceNumber,
    creditNotes: i.type === 'invoice' && i.state !== 'draft' ? await creditNotesOf(db, id) : [],
    manual: i.manual,
    contractTypeId: i.contractTypeId,
    contractTypeCode: row.contractTypeCode,
    contractTypeDescription: row.contractTypeDescription,
    periodFrom: wireDay(i.periodFrom),
    periodTo: wireDay(i.periodTo),
    replacesInvoiceId: i.replacesInvoiceId,
    replacesInvoiceNumber: row.replacesInvoiceNumber,
  };
}

/** The credit notes that correct an invoice, oldest first. */
async function creditNotesOf(db: Db, invoiceId: number) {
  const rows = await db
    .select({
      invoiceId: invoices.id,
      documentNumber: invoices.documentNumber,
      documentDate: invoices.documentDate,
      totalIncl: invoices.totalIncl,
    })
    .from(invoices)
    .where(eq(invoices.creditedInvoiceId, invoiceId))
    .orderBy(asc(invoices.id));
  return rows.map((r) => ({
    ...r,
    documentNumber: r.documentNumber ?? '',
    documentDate: wireDay(r.documentDate) ?? '',
  }));
}

/** The states an invoice went through, oldest first; null for an unknown invoice (or a simulation's draft). */
export async function statusHistoryOf(db: Db, id: number) {
  const [known] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.simulation, false)));
  if (!known) return null;
  const rows = await db
    .select({
      fromState: invoiceStatusHistory.fromState,
      toState: invoiceStatusHistory.toState,
      userName: users.name,
      note: invoiceStatusHistory.note,
      createdAt: invoiceStatusHistory.createdAt,
    })
    .from(invoiceStatusHistory)
    .leftJoin(users, eq(users.id, invoiceStatusHistory.userId))
    .where(eq(invoiceStatusHistory.invoiceId, id))
    .orderBy(asc(invoiceStatusHistory.createdAt), asc(invoiceStatusHistory.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// ---------------------------------------------------------------------------------------------
// The drafts summary

/** The summary's drafts: a run's (a simulation's too) with `requestId`, else the real ones; draft unless states say. */
const summaryWhere = (q: InvoiceSummaryQuery) =>
  and(
    q.requestId ? undefined : eq(invoices.simulation, false),
    eq(invoices.manual, false),
    inArray(invoices.state, q.states?.length ? q.states : ['draft']),
    ...sharedFilters(q),
  );

type Group = {
  customerId: number;
  customerName: string;
  receiver: CustomerComparison['receiver'];
  drafts: number;
  excl: number;
  incl: number;
  months: Set<string>;
  lines: ComparedLine[];
};

const groupKey = (r: { customerId: number; receiver: string }) => `${r.customerId}|${r.receiver}`;

/**
 * The filtered drafts in figures, and per invoiced company and receiver a comparison with the month
 * before each draft's month: its real invoices and drafts of that month (credit notes left out, and
 * their original lines only), new, removed and repriced contract items, and the anomalies
 * (src/shared/invoice-comparison.ts). A company and receiver invoiced the month before with no draft
 * now among the filtered ones is listed too, with a total of 0.
 */
export async function draftsSummary(db: Db, q: InvoiceSummaryQuery): Promise<DraftsSummary> {
  const drafts = await db
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      receiver: invoices.receiver,
      month: invoices.month,
      totalExcl: invoices.totalExcl,
      totalVat: invoices.totalVat,
      totalIncl: invoices.totalIncl,
      customerName: invoiceLookups.customerName,
    })
    .from(invoices)
    .where(summaryWhere(q));
  const groups = new Map<string, Group>();
  const groupOfDraft = new Map<number, Group>();
  let [excl, vat, incl] = [0, 0, 0];
  for (const d of drafts) {
    excl += cents(d.totalExcl);
    vat += cents(d.totalVat);
    incl += cents(d.totalIncl);
    const key = groupKey(d);
    const group = groups.get(key) ?? {
      customerId: d.customerId,
      customerName: d.customerName,
      receiver: d.receiver,
      drafts: 0,
      excl: 0,
      incl: 0,
      months: new Set<string>(),
      lines: [],
    };
    group.drafts++;
    group.excl += cents(d.totalExcl);
    group.incl += cents(d.totalIncl);
    group.months.add(d.month);
    groups.set(key, group);
    groupOfDraft.set(d.id, group);
  }
  if (drafts.length) {
    const lines = await db
      .select({
        invoiceId: invoiceLines.invoiceId,
        contractId: invoiceLines.contractId,
        contractItemId: invoiceLines.contractItemId,
        unitPrice: invoiceLines.unitPrice,
      })
      .from(invoiceLines)
      .where(
        idIn(
          invoiceLines.invoiceId,
          drafts.map((d) => d.id),
        ),
      );
    for (const l of lines) groupOfDraft.get(l.invoiceId)?.lines.push(l);
  }

  // The month before: the real invoices and drafts of the months before the drafts' months, of the
  // companies the filters name.
  const previousMonths = [...new Set(drafts.map((d) => monthBefore(d.month)))];
  const previous = previousMonths.length
    ? await db
        .select({
          id: invoices.id,
          customerId: invoices.customerId,
          receiver: invoices.receiver,
          month: invoices.month,
          totalExcl: invoices.totalExcl,
          customerName: invoiceLookups.customerName,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.simulation, false),
            // The month runs' invoices only: a manual invoice is no part of the comparison.
            eq(invoices.manual, false),
            eq(invoices.type, 'invoice'),
            inArray(invoices.month, previousMonths),
            q.customerIds?.length ? inArray(invoices.customerId, q.customerIds) : undefined,
            q.receivers?.length ? inArray(invoices.receiver, q.receivers) : undefined,
            q.searchText
              ? inArray(invoices.customerId, companiesNamed(containsPattern(q.searchText.trim())))
              : undefined,
          ),
        )
    : [];
  const previousLines = new Map<number, ComparedLine[]>();
  if (previous.length) {
    const rows = await db
      .select({
        invoiceId: invoiceLines.invoiceId,
        contractId: invoiceLines.contractId,
        contractItemId: invoiceLines.contractItemId,
        unitPrice: invoiceLines.unitPrice,
      })
      .from(invoiceLines)
      .where(
        and(
          idIn(
            invoiceLines.invoiceId,
            previous.map((p) => p.id),
          ),
          eq(invoiceLines.lineType, 'original'),
        ),
      );
    for (const r of rows) previousLines.set(r.invoiceId, [...(previousLines.get(r.invoiceId) ?? []), r]);
  }
  /** Per company and receiver, its invoices and drafts by month. */
  const before = new Map<string, Map<string, typeof previous>>();
  for (const p of previous) {
    const byMonth = before.get(groupKey(p)) ?? new Map<string, typeof previous>();
    byMonth.set(p.month, [...(byMonth.get(p.month) ?? []), p]);
    before.set(groupKey(p), byMonth);
  }

  const share = INVOICE_CONFIG.anomalyShare;
  const customers: CustomerComparison[] = [];
  const compared = (
    group: Pick<Group, 'customerId' | 'customerName' | 'receiver' | 'drafts' | 'excl' | 'incl' | 'lines'>,
    earlier: typeof previous,
  ) => {
    const previousTotal = earlier.length ? euro(earlier.reduce((s, p) => s + cents(p.totalExcl), 0)) : null;
    const totalExcl = euro(group.excl);
    const lines = compareLines(
      group.lines,
      earlier.flatMap((p) => previousLines.get(p.id) ?? []),
    );
    customers.push({
      customerId: group.customerId,
      customerName: group.customerName,
      receiver: group.receiver,
      drafts: group.drafts,
      totalExcl,
      totalIncl: euro(group.incl),
      previousTotalExcl: previousTotal,
      ...lines,
      anomalies: anomaliesOf(
        {
          totalExcl,
          previousTotalExcl: previousTotal,
          hasDrafts: group.drafts > 0,
          unitPrices: group.lines.map((l) => l.unitPrice),
          silentContracts: lines.silentContracts,
        },
        share,
      ),
    });
  };
  for (const [key, group] of groups)
    compared(
      group,
      [...group.months].flatMap((m) => before.get(key)?.get(monthBefore(m)) ?? []),
    );
  for (const [key, byMonth] of before) {
    if (groups.has(key)) continue;
    const earlier = [...byMonth.values()].flat();
    const first = earlier[0]!;
    compared({ ...first, drafts: 0, excl: 0, incl: 0, lines: [] }, earlier);
  }
  customers.sort(
    (a, b) =>
      a.customerName.localeCompare(b.customerName, 'nl-BE') ||
      a.customerId - b.customerId ||
      a.receiver.localeCompare(b.receiver),
  );
  return { count: drafts.length, totalExcl: euro(excl), totalVat: euro(vat), totalIncl: euro(incl), customers };
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

// ---------------------------------------------------------------------------------------------
// The runs' request logs

const requestLookups = {
  errors: sql<number>`(select count(*)::int from ${invoiceRequestDetails} d
    where d.request_id = "invoice_requests"."id" and d.type = 'error')`,
  warnings: sql<number>`(select count(*)::int from ${invoiceRequestDetails} d
    where d.request_id = "invoice_requests"."id" and d.type = 'warning')`,
  userName: sql<string | null>`(select u.name from ${users} u where u.id = "invoice_requests"."user_id")`,
};

const requestColumns = {
  requestId: invoiceRequests.id,
  simulation: invoiceRequests.simulation,
  month: invoiceRequests.month,
  status: invoiceRequests.status,
  totalContracts: invoiceRequests.totalContracts,
  doneContracts: invoiceRequests.doneContracts,
  drafts: invoiceRequests.drafts,
  lines: invoiceRequests.lines,
  createdAt: invoiceRequests.createdAt,
  finishedAt: invoiceRequests.finishedAt,
  ...requestLookups,
};

type RequestRow = Omit<RequestListItem, 'createdAt' | 'finishedAt'> & { createdAt: Date; finishedAt: Date | null };

const toRequestItem = (r: RequestRow): RequestListItem => ({
  ...r,
  errors: Number(r.errors),
  warnings: Number(r.warnings),
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** The runs, newest first; search in the month and the name of who started it. */
export function listRequests(db: Db, q: RequestListQuery) {
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  const list: ListSource<never> = {
    from: invoiceRequests,
    id: invoiceRequests.id,
    idDescending: true,
    where: and(
      q.statuses?.length ? inArray(invoiceRequests.status, q.statuses) : undefined,
      q.simulation ? eq(invoiceRequests.simulation, q.simulation === 'true') : undefined,
      pattern
        ? or(
            ilike(invoiceRequests.month, pattern),
            inArray(
              invoiceRequests.userId,
              sql`(select ${users.id} from ${users} where ${users.name} ilike ${pattern})`,
            ),
          )
        : undefined,
    ),
    sorts: {},
    defaultOrder: [{ key: invoiceRequests.createdAt, descending: true }],
  };
  return pagedList(db, {
    list,
    query: q,
    rows: (byIds) => db.select(requestColumns).from(invoiceRequests).where(byIds),
    toItem: toRequestItem,
    idOf: (item) => item.requestId,
  });
}

/**
 * A run with its log lines, oldest first, a page of them (filter `types`; search in the code, the
 * contract's number and its customer's name); null for an unknown run.
 */
export async function requestDetail(db: Db, id: number, q: RequestDetailQuery): Promise<RequestDetail | null> {
  const [request] = await db.select(requestColumns).from(invoiceRequests).where(eq(invoiceRequests.id, id));
  if (!request) return null;
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  const list: ListSource<never> = {
    from: invoiceRequestDetails,
    id: invoiceRequestDetails.id,
    where: and(
      eq(invoiceRequestDetails.requestId, id),
      q.types?.length ? inArray(invoiceRequestDetails.type, q.types) : undefined,
      pattern
        ? or(
            ilike(invoiceRequestDetails.code, pattern),
            inArray(
              invoiceRequestDetails.contractId,
              sql`(select ${contracts.id} from ${contracts} where ${contracts.number} ilike ${pattern}
                or ${contracts.customerId} in ${companiesNamed(pattern)})`,
            ),
          )
        : undefined,
    ),
    sorts: {},
  };
  const details = await pagedList(db, {
    list,
    query: q,
    rows: (byIds) =>
      db
        .select({
          detailId: invoiceRequestDetails.id,
          type: invoiceRequestDetails.type,
          contractId: invoiceRequestDetails.contractId,
          contractNumber: sql<string | null>`(select c.number from ${contracts} c
            where c.id = "invoice_request_details"."contract_id")`,
          customerName: sql<string | null>`(select co.name from ${contracts} c join ${companies} co
            on co.id = c.customer_id where c.id = "invoice_request_details"."contract_id")`,
          code: invoiceRequestDetails.code,
          values: invoiceRequestDetails.values,
          createdAt: invoiceRequestDetails.createdAt,
        })
        .from(invoiceRequestDetails)
        .where(byIds),
    toItem: (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
    idOf: (item) => item.detailId,
  });
  return { request: toRequestItem(request), details };
}

// ---------------------------------------------------------------------------------------------
// Deletes

/**
 * The month draft locked for the change; 404 when there is none of that kind (a manual draft is
 * changed through manualinvoices only), 400 when it is no draft any more.
 */
async function lockedDraft(tx: Db, id: number, simulation: boolean | 'any') {
  const [row] = await tx
    .select({ id: invoices.id, state: invoices.state, simulation: invoices.simulation, manual: invoices.manual })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('update');
  if (!row || row.manual || (simulation !== 'any' && row.simulation !== simulation)) throw notFound();
  if (row.state !== 'draft') throw badRequest('validation.notDraft');
  return row;
}

/**
 * Deletes a draft (`simulation`: a simulation's) with its lines: their contract items can be invoiced
 * again by a later run. 404 unknown (or of the other kind), 400 `validation.notDraft` once approved.
 */
export async function deleteDraft(db: Db, id: number, simulation: boolean): Promise<null> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockedDraft(tx, id, simulation);
    await tx.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.state, 'draft')));
  });
  return null;
}

/**
 * Deletes lines of a draft (a simulation's too) and writes its totals again from the lines left (a
 * draft left empty stays); raises its version. Lines of another invoice are a 400 on `lineIds`.
 */
export async function deleteDraftLines(db: Db, id: number, lineIds: readonly number[]): Promise<void> {
  const ids = [...new Set(lineIds)];
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockedDraft(tx, id, 'any');
    const mine = and(eq(invoiceLines.invoiceId, id), inArray(invoiceLines.id, ids));
    const found = await tx.select({ id: invoiceLines.id }).from(invoiceLines).where(mine);
    if (found.length !== ids.length) throw badRequest('validation.failed', { lineIds: 'validation.notDraftLine' });
    await tx.delete(invoiceLines).where(mine);
    await writeTotals(tx, id);
  });
}
