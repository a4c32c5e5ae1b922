/**
 * Bank statements read (docs/domain.md "Bank statements"): the list (newest first, each with its
 * lines counted by outcome), one statement with every line (outcome, reason, the invoice with its
 * number and customer, the ranked proposals, the active task), a line by id, and the money received
 * that is not on an invoice yet, per customer.
 */
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { StatementLineOutcome } from '../../../../src/shared/constants/bank-statement';
import { STATEMENT_LINE_OUTCOMES, type STATEMENT_SORT_COLUMNS } from '../../../../src/shared/constants/bank-statement';
import { formatReference } from '../../../../src/shared/payment-reference';
import type {
  StatementDetail,
  StatementInvoice,
  StatementLineItem,
  StatementListItem,
  StatementListQuery,
  UnmatchedByCustomer,
} from '../../../../src/shared/schemas/bank-statement';
import type { Db } from '../../../db/client';
import { bankStatements, companies, invoices, payments, statementLines, tasks } from '../../../db/schema';
import { containsPattern, pagedList, type ListSource, type SortKey } from '../../../http/list';

type Statement = typeof bankStatements.$inferSelect;

async function countsOf(db: Db, ids: number[]) {
  const counts = new Map<number, Record<StatementLineOutcome, number>>();
  for (const id of ids) counts.set(id, Object.fromEntries(STATEMENT_LINE_OUTCOMES.map((o) => [o, 0])) as never);
  if (!ids.length) return counts;
  const rows = await db
    .select({ id: statementLines.statementId, outcome: statementLines.outcome, n: sql<number>`count(*)::int` })
    .from(statementLines)
    .where(inArray(statementLines.statementId, ids))
    .groupBy(statementLines.statementId, statementLines.outcome);
  for (const r of rows) counts.get(r.id)![r.outcome] = Number(r.n);
  return counts;
}

const toItem = (s: Statement, counts: Record<StatementLineOutcome, number>): StatementListItem => ({
  statementId: s.id,
  fileImportId: s.fileImportId,
  format: s.format,
  accountNumber: s.accountNumber,
  accountIban: s.accountIban,
  currency: s.currency,
  number: s.number,
  createdOn: s.createdOn,
  openingBalance: s.openingBalance,
  openingDate: s.openingDate,
  closingBalance: s.closingBalance,
  closingDate: s.closingDate,
  counts,
});

const sorts: Record<(typeof STATEMENT_SORT_COLUMNS)[number], SortKey> = {
  createdOn: { key: bankStatements.createdOn },
  number: { key: bankStatements.number },
};

/** The statements, newest first; search in the account and the number. */
export async function listStatements(db: Db, q: StatementListQuery) {
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  const list: ListSource<(typeof STATEMENT_SORT_COLUMNS)[number]> = {
    from: bankStatements,
    id: bankStatements.id,
    idDescending: true,
    where: pattern
      ? or(ilike(bankStatements.accountNumber, pattern), ilike(bankStatements.number, pattern))
      : undefined,
    sorts,
    defaultOrder: [{ key: bankStatements.createdOn, descending: true }],
  };
  const page = await pagedList(db, {
    list,
    query: q,
    rows: (byIds) => db.select().from(bankStatements).where(byIds),
    toItem: (s: Statement) => s,
    idOf: (s) => s.id,
  });
  const counts = await countsOf(
    db,
    page.items.map((s) => s.id),
  );
  return { ...page, items: page.items.map((s) => toItem(s, counts.get(s.id)!)) };
}

/** Invoices as lines show them, by id. */
async function invoicesById(db: Db, ids: number[]): Promise<Map<number, StatementInvoice>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      invoiceId: invoices.id,
      documentNumber: invoices.documentNumber,
      customerId: invoices.customerId,
      customerName: companies.name,
      state: invoices.state,
      totalIncl: invoices.totalIncl,
      open: sql<string>`${invoices.totalIncl} - ${invoices.amountPaid}`,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.customerId))
    .where(inArray(invoices.id, ids));
  return new Map(rows.map((r) => [r.invoiceId, { ...r, open: Number(r.open) }]));
}

type LineRow = typeof statementLines.$inferSelect;

async function lineItems(db: Db, lines: LineRow[]): Promise<StatementLineItem[]> {
  const ids = new Set<number>();
  for (const l of lines) {
    if (l.invoiceId !== null) ids.add(l.invoiceId);
    for (const p of l.proposals) ids.add(p.invoiceId);
  }
  const byId = await invoicesById(db, [...ids]);
  const lineIds = lines.map((l) => l.id);
  const open = lineIds.length
    ? await db
        .select({ id: tasks.id, part: tasks.subjectPart })
        .from(tasks)
        .where(
          and(
            inArray(tasks.category, ['paymentProposal', 'paymentUnmatched']),
            inArray(tasks.status, ['open', 'onHold', 'executing', 'failed']),
            inArray(
              tasks.subjectPart,
              lineIds.map((id) => `statementLine:${id}`),
            ),
          ),
        )
    : [];
  const taskOf = new Map(open.map((t) => [t.part, t.id]));
  return lines.map((l) => ({
    lineId: l.id,
    statementId: l.statementId,
    sequence: l.sequence,
    amount: l.amount,
    bookingDate: l.bookingDate,
    valueDate: l.valueDate,
    counterparty: { name: l.counterpartyName, iban: l.counterpartyIban, bic: l.counterpartyBic },
    structuredReference: l.structuredReference ? formatReference(l.structuredReference) : null,
    message: l.message,
    bankReference: l.bankReference,
    transactionCode: l.transactionCode,
    returned: l.returnedType ? { type: l.returnedType, reason: l.returnedReason } : null,
    outcome: l.outcome,
    reason: l.reason,
    invoice: l.invoiceId !== null ? (byId.get(l.invoiceId) ?? null) : null,
    paymentId: l.paymentId,
    unallocated: l.unallocated,
    proposals: l.proposals.flatMap((p) => {
      const invoice = byId.get(p.invoiceId);
      return invoice ? [{ ...invoice, score: p.score, why: p.why }] : [];
    }),
    taskId: taskOf.get(`statementLine:${l.id}`) ?? null,
  }));
}

/** A statement with every line in its order; null for an unknown one. */
export async function statementDetail(db: Db, id: number): Promise<StatementDetail | null> {
  const [statement] = await db.select().from(bankStatements).where(eq(bankStatements.id, id));
  if (!statement) return null;
  const lines = await db
    .select()
    .from(statementLines)
    .where(eq(statementLines.statementId, id))
    .orderBy(statementLines.sequence);
  const counts = await countsOf(db, [id]);
  return { ...toItem(statement, counts.get(id)!), lines: await lineItems(db, lines) };
}

/** One line as the statement's detail shows it; null for an unknown one. */
export async function statementLine(db: Db, lineId: number): Promise<StatementLineItem | null> {
  const lines = await db.select().from(statementLines).where(eq(statementLines.id, lineId));
  return lines.length ? (await lineItems(db, lines))[0]! : null;
}

/**
 * Per customer, the money received that is on no invoice yet: proposed and unmatched lines (their
 * customer: the best proposal's, else the one who paid from that account before; else none), and what
 * was paid beyond an invoice (unallocated); largest first.
 */
export async function unmatchedByCustomer(db: Db): Promise<UnmatchedByCustomer> {
  const rows = await db.execute<{
    customer_id: number | null;
    customer_name: string | null;
    unmatched: string;
    unmatched_lines: number;
    unallocated: string;
  }>(sql`
    with open_lines as (
      select l.amount, coalesce(
        (select i.customer_id from ${invoices} i where i.id = l.invoice_id),
        (select pi.customer_id from ${payments} p join ${invoices} pi on pi.id = p.invoice_id
          where upper(replace(p.payer_iban, ' ', '')) = l.counterparty_iban and p.reversed_at is null
          order by p.id desc limit 1)
      ) as customer_id
      from ${statementLines} l
      where l.outcome in ('proposed', 'unmatched') and l.amount > 0
    ), unallocated as (
      select i.customer_id, l.unallocated from ${statementLines} l join ${invoices} i on i.id = l.invoice_id
      where l.outcome = 'matched' and l.unallocated > 0
    ), together as (
      select customer_id, amount as unmatched, 1 as lines, 0::numeric as unallocated from open_lines
      union all select customer_id, 0, 0, unallocated from unallocated
    )
    select t.customer_id, c.name as customer_name, sum(t.unmatched)::text as unmatched,
      sum(t.lines)::int as unmatched_lines, sum(t.unallocated)::text as unallocated
    from together t left join ${companies} c on c.id = t.customer_id
    group by t.customer_id, c.name
    order by sum(t.unmatched) + sum(t.unallocated) desc, t.customer_id nulls last`);
  return rows.rows.map((r) => ({
    customerId: r.customer_id === null ? null : Number(r.customer_id),
    customerName: r.customer_name,
    unmatched: Number(r.unmatched),
    unmatchedLines: Number(r.unmatched_lines),
    unallocated: Number(r.unallocated),
  }));
}
