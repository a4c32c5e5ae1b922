/**
 * The dashboard's tiles (docs/domain.md "Dashboard"): each one aggregate query over its module's
 * tables, figures only. Money is summed as numeric by the database (exact cents) and sent as a number
 * with at most two decimals. Days are Brussels days, passed in (`today`), never the database's clock.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AGEING_BUCKET_STARTS, AGEING_BUCKETS, MONTH_RUN_FLAGGED_SHOWN } from '../../../src/shared/constants/dashboard';
import { CONTRACT_STATUSES, type ContractStatus } from '../../../src/shared/constants/contract';
import { TASK_ACTIVE_STATUSES } from '../../../src/shared/constants/task';
import { brusselsDay } from '../../../src/shared/brussels-day';
import { monthBefore } from '../../../src/shared/invoice-period';
import { OPEN_STATES } from '../../../src/shared/invoice-states';
import type {
  ContractsTile,
  DataQualityTile,
  InvoicesTile,
  LastRunTile,
  MailsTile,
  ManualInvoicesTile,
  MonthRunTile,
  ProductsTile,
  ServiceFeesTile,
  TasksTile,
} from '../../../src/shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { readCached } from '../../http/list';
import { listFindings } from '../data-quality/data-quality-repository';
import { draftsSummary } from '../invoice/drafts-summary';

/** The states the overdue figure counts: past the due date (the hourly job moved them) or followed up. */
export const OVERDUE_STATES = ['overdue', 'reminder1', 'reminder2', 'notice1', 'notice2'] as const;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const dialect = new PgDialect();

/**
 * A tile's rows through the list cache (server/http/list.ts): kept by the SQL and its parameters
 * (today among them, never the database's clock) until a table it reads is written, so a busy
 * dashboard costs no statement between writes. The SQL names its tables quoted, as the cache reads them.
 */
const rowsOf = async <R>(db: Db, query: SQL): Promise<R[]> =>
  readCached(db, dialect.sqlToQuery(query), async () => (await db.execute<Record<string, unknown>>(query)).rows as R[]);

/** A numeric sum as the database writes it ('1234.50'), read as a number of euro with cents. */
const euro = (text: string | null) => Number(text ?? 0);

/**
 * The open invoices (approved, not paid, not credit notes, not simulations; manual ones included):
 * their count and open amount (incl. VAT less paid), those overdue, and by days past their due date.
 */
export async function invoicesTile(db: Db, today = brusselsDay()): Promise<InvoicesTile> {
  const s = AGEING_BUCKET_STARTS;
  const rows = await rowsOf<{ bucket: string; overdue: boolean; n: number; amount: string }>(
    db,
    sql`
    select case
        when due_date is null or due_date >= ${today}::date then 'notDue'
        when ${today}::date - due_date < ${s.days60} then 'days30'
        when ${today}::date - due_date < ${s.days90} then 'days60'
        when ${today}::date - due_date < ${s.older} then 'days90'
        else 'older' end as bucket,
      state in (${inList(OVERDUE_STATES)}) as overdue,
      count(*)::int as n, sum(total_incl - amount_paid)::text as amount
    from "invoices"
    where not simulation and type = 'invoice' and state in (${inList(OPEN_STATES)})
    group by 1, 2`,
  );
  const cents = (amount: string) => Math.round(euro(amount) * 100);
  const total = (keep: (r: (typeof rows)[number]) => boolean) => {
    const kept = rows.filter(keep);
    return {
      count: kept.reduce((n, r) => n + r.n, 0),
      amount: kept.reduce((c, r) => c + cents(r.amount), 0) / 100,
    };
  };
  return {
    today,
    open: total(() => true),
    overdue: total((r) => r.overdue),
    ageing: AGEING_BUCKETS.map((bucket) => ({ bucket, ...total((r) => r.bucket === bucket) })),
  };
}

/**
 * The month run: every real month draft waiting, and the latest month with drafts against the month
 * before (the drafts summary's comparison), with the customers it flags.
 */
export async function monthRunTile(db: Db): Promise<MonthRunTile> {
  const rows = await rowsOf<{ waiting: number; month: string | null }>(
    db,
    sql`
    select count(*)::int as waiting, max(month) as month from "invoices"
    where state = 'draft' and not simulation and not manual`,
  );
  const { waiting, month } = rows[0] ?? { waiting: 0, month: null };
  if (!month)
    return {
      draftsWaiting: waiting,
      month: null,
      drafts: 0,
      totalExcl: 0,
      previousMonth: null,
      previousTotalExcl: 0,
      flaggedCount: 0,
      flagged: [],
    };
  // The drafts summary, kept as a list read is: under the tables it reads (named as the cache reads them).
  const summary = await readCached(db, { sql: MONTH_RUN_READS, params: [month] }, () =>
    draftsSummary(db, { states: ['draft'], monthFrom: month, monthUntil: month }),
  );
  const flagged = summary.customers
    .filter((c) => c.anomalies.length > 0)
    .sort((a, b) => b.totalExcl - a.totalExcl || a.customerName.localeCompare(b.customerName));
  const cents = (n: number | null) => Math.round((n ?? 0) * 100);
  return {
    draftsWaiting: waiting,
    month,
    drafts: summary.count,
    totalExcl: summary.totalExcl,
    previousMonth: monthBefore(month),
    previousTotalExcl: summary.customers.reduce((c, x) => c + cents(x.previousTotalExcl), 0) / 100,
    flaggedCount: flagged.length,
    flagged: flagged.slice(0, MONTH_RUN_FLAGGED_SHOWN).map((c) => ({
      customerId: c.customerId,
      customerName: c.customerName,
      totalExcl: c.totalExcl,
      previousTotalExcl: c.previousTotalExcl,
      anomalies: c.anomalies,
    })),
  };
}

/** What the drafts summary reads, as the list cache keys and drops it (its tables quoted). */
const MONTH_RUN_READS = 'dashboard month run: from "invoices" join "invoice_lines" join "companies"';

/** The latest month run (not a simulation) with its outcome: drafts made, errors and warnings noted. */
export async function lastRunTile(db: Db): Promise<LastRunTile> {
  const rows = await rowsOf<{
    id: number;
    month: string;
    status: 'pending' | 'finished';
    drafts: number;
    created_at: Date | string;
    finished_at: Date | string | null;
    errors: number;
    warnings: number;
  }>(
    db,
    sql`
    select r.id, r.month, r.status, r.drafts, r.created_at, r.finished_at,
      (select count(*)::int from "invoice_request_details" d where d.request_id = r.id and d.type = 'error') as errors,
      (select count(*)::int from "invoice_request_details" d where d.request_id = r.id and d.type = 'warning') as warnings
    from "invoice_requests" r where not r.simulation order by r.created_at desc, r.id desc limit 1`,
  );
  const r = rows[0];
  const iso = (d: Date | string) => new Date(d).toISOString();
  return r
    ? {
        requestId: r.id,
        month: r.month,
        status: r.status,
        drafts: r.drafts,
        errors: r.errors,
        warnings: r.warnings,
        createdAt: iso(r.created_at),
        finishedAt: r.finished_at === null ? null : iso(r.finished_at),
      }
    : null;
}

/** Manual invoices: the drafts not yet approved, and the approved ones still open (count, open amount). */
export async function manualInvoicesTile(db: Db): Promise<ManualInvoicesTile> {
  const rows = await rowsOf<{ drafts: number; open: number; amount: string | null }>(
    db,
    sql`
    select count(*) filter (where state = 'draft')::int as drafts,
      count(*) filter (where state in (${inList(OPEN_STATES)}))::int as open,
      sum(total_incl - amount_paid) filter (where state in (${inList(OPEN_STATES)}))::text as amount
    from "invoices" where manual`,
  );
  const r = rows[0];
  return { drafts: r?.drafts ?? 0, open: { count: r?.open ?? 0, amount: euro(r?.amount ?? null) } };
}

/** The outbox: mails given up (failed) and mails still to send (pending or retrying). */
export async function mailsTile(db: Db): Promise<MailsTile> {
  const rows = await rowsOf<{ failed: number; pending: number }>(
    db,
    sql`
    select count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status in ('pending', 'retrying'))::int as pending
    from "mails" where status <> 'sent'`,
  );
  return { failed: rows[0]?.failed ?? 0, pending: rows[0]?.pending ?? 0 };
}

/** The active tasks (open, on hold, executing, failed) assigned to the caller, and those assigned to nobody. */
export async function tasksTile(db: Db, userId: number): Promise<TasksTile> {
  const rows = await rowsOf<{ mine: number; unassigned: number }>(
    db,
    sql`
    select count(*) filter (where assignee_id = ${userId})::int as mine,
      count(*) filter (where assignee_id is null)::int as unassigned
    from "tasks" where status in (${inList(TASK_ACTIVE_STATUSES)})`,
  );
  return { mine: rows[0]?.mine ?? 0, unassigned: rows[0]?.unassigned ?? 0 };
}

/** The open findings of every rule, by severity (the data quality screen's counts). */
export async function dataQualityTile(db: Db, today = brusselsDay()): Promise<DataQualityTile> {
  const page = await listFindings(db, { pageIndex: 1, pageSize: 5, view: 'open' }, today);
  const of = (severity: string) => page.rules.filter((r) => r.severity === severity).reduce((n, r) => n + r.count, 0);
  return { errors: of('error'), warnings: of('warning') };
}

/** Service fee documents not claimed yet: how many, and their fees. */
export async function serviceFeesTile(db: Db): Promise<ServiceFeesTile> {
  const rows = await rowsOf<{ n: number; amount: string | null }>(
    db,
    sql`
    select count(*)::int as n, sum(fee_amount)::text as amount from "service_fees" where status = 'unclaimed'`,
  );
  return { unclaimed: { count: rows[0]?.n ?? 0, amount: euro(rows[0]?.amount ?? null) } };
}

/** Contracts by status (every status, 0 included), and the items of live contracts ending this month. */
export async function contractsTile(db: Db, today = brusselsDay()): Promise<ContractsTile> {
  const month = today.slice(0, 7);
  const [byStatus, ending] = await Promise.all([
    rowsOf<{ status: ContractStatus; n: number }>(
      db,
      sql`select status, count(*)::int as n from "contracts" group by status`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from "contract_items" i join "contracts" c on c.id = i.contract_id
      where c.status <> 'INACTIVE' and i.status <> 'INACTIVE'
        and i.date_end >= ${`${month}-01`}::date and i.date_end < (${`${month}-01`}::date + interval '1 month')`,
    ),
  ]);
  const counts = new Map(byStatus.map((r) => [r.status, r.n]));
  return {
    byStatus: CONTRACT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    itemsEndingThisMonth: ending[0]?.n ?? 0,
  };
}

/** Products by status (every status of the reference table, 0 included), in the table's order. */
export async function productsTile(db: Db): Promise<ProductsTile> {
  const rows = await rowsOf<{ id: number; n: number }>(
    db,
    sql`
    select s.id, (select count(*)::int from "products" p where p.product_status_id = s.id) as n
    from "product_statuses" s order by s.id`,
  );
  return { byStatus: rows.map((r) => ({ statusId: r.id, count: r.n })) };
}
