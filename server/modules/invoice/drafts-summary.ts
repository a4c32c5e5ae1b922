/**
 * The drafts summary (docs/domain.md "Month invoicing"): the filtered drafts in figures, per invoiced
 * company and receiver compared with the month before (src/shared/invoice-comparison.ts).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { INVOICE_CONFIG } from '../../../src/shared/invoice-config';
import { anomaliesOf, compareLines, type ComparedLine } from '../../../src/shared/invoice-comparison';
import { monthBefore } from '../../../src/shared/invoice-period';
import type { CustomerComparison, DraftsSummary, InvoiceSummaryQuery } from '../../../src/shared/schemas/invoice';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { containsPattern, idIn } from '../../http/list';
import { companiesNamed, invoiceLookups, sharedFilters } from './invoice-list';

const cents = (euro: number) => Math.round(euro * 100);
const euro = (c: number) => c / 100;

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
  /** What the comparison reads of an invoice: its company and receiver, its month and its total. */
  const invoiceColumns = {
    id: invoices.id,
    customerId: invoices.customerId,
    receiver: invoices.receiver,
    month: invoices.month,
    totalExcl: invoices.totalExcl,
    customerName: invoiceLookups.customerName,
  };
  const drafts = await db
    .select({ ...invoiceColumns, totalVat: invoices.totalVat, totalIncl: invoices.totalIncl })
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
  /** What the comparison reads of the lines of these invoices (and `where` they are): contract, item, price. */
  const comparedLines = (ids: number[], where?: SQL) =>
    db
      .select({
        invoiceId: invoiceLines.invoiceId,
        contractId: invoiceLines.contractId,
        contractItemId: invoiceLines.contractItemId,
        unitPrice: invoiceLines.unitPrice,
      })
      .from(invoiceLines)
      .where(and(idIn(invoiceLines.invoiceId, ids), where));
  if (drafts.length) {
    const lines = await comparedLines(drafts.map((d) => d.id));
    for (const l of lines) groupOfDraft.get(l.invoiceId)?.lines.push(l);
  }

  // The month before: the real invoices and drafts of the months before the drafts' months, of the
  // companies the filters name.
  const previousMonths = [...new Set(drafts.map((d) => monthBefore(d.month)))];
  const previous = previousMonths.length
    ? await db
        .select(invoiceColumns)
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
    const rows = await comparedLines(
      previous.map((p) => p.id),
      eq(invoiceLines.lineType, 'original'),
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
