/**
 * Making and expiring service fee documents (docs/domain.md "Service fees"; the job: service-fee-job.ts).
 *
 * A month is ready once its invoices are approved: a real (not simulated) invoice of the month is
 * approved, no month draft of it is left (manual drafts aside) and no real run of it is pending. For
 * a ready month M each reseller (RESELLER, NEWPARTNER) gets one document for M of the invoices not
 * yet counted in any document, of month M or before, that its end users (companies under it) were
 * sent themselves (receiver client; credit notes subtract): each invoice line's amount times the
 * reseller's own `rebate` percentage (company metadata) when it has one, else the line's product's
 * rebate group percentage (none: 0), rounded to the cent per invoice. A reseller whose fee comes to 0
 * or less gets none for M (its invoices wait for the next month).
 *
 * Never twice: one document per reseller and month (a unique index; inserted with on conflict do
 * nothing, so a second instance making the same month finds it made and adds nothing), and an
 * invoice in one document only (a unique index on the lines). One short transaction per reseller.
 */
import { sql } from 'drizzle-orm';
import { claimUntilOf } from '../../../src/shared/service-fee-states';
import { toCents } from '../../../src/shared/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { serviceFeeLines, serviceFees, timelineEvents } from '../../db/schema';
import { recordEvent } from '../company/timeline';
import { serviceFeeLabel } from './service-fee-writes';

/** The months whose invoices are all approved and not yet past the latest month with documents, oldest first. */
export async function readyMonths(db: Db): Promise<string[]> {
  const result = await db.execute<{ month: string }>(sql`
    select distinct i.month from invoices i
    where not i.simulation and i.state <> 'draft'
      and i.month >= coalesce((select max(period) from service_fees), '0000-00')
      and not exists (select 1 from invoices d where d.month = i.month and d.state = 'draft' and not d.simulation and not d.manual)
      and not exists (select 1 from invoice_requests r where r.month = i.month and not r.simulation and r.status = 'pending')
    order by i.month`);
  return result.rows.map((r) => r.month);
}

type Candidate = { resellerId: number; invoiceId: number; base: string; fee: string; percentage: string | null };

/** Each reseller's invoices not yet counted, of `period` or before, with their base and fee. */
async function candidates(db: Db, period: string): Promise<Map<number, Candidate[]>> {
  const result = await db.execute<Candidate>(sql`
    with own as (
      select cm.company_id, replace(cm.value, ',', '.')::numeric as pct
      from company_metadata cm join metadata_definitions d on d.id = cm.metadata_id
      where d.entity = 'company' and lower(d.code) = 'rebate' and replace(cm.value, ',', '.') ~ '^[0-9]+([.][0-9]+)?$'
    )
    select c.parent_company_id as "resellerId", i.id as "invoiceId", i.total_excl::text as base, own.pct::text as percentage,
      round(coalesce(sum(l.amount * coalesce(own.pct, rg.rebate_percentage, 0) / 100), 0), 2)::text as fee
    from invoices i
    join companies c on c.id = i.customer_id
    join companies r on r.id = c.parent_company_id and r.party_type in ('RESELLER', 'NEWPARTNER')
    left join own on own.company_id = r.id
    left join invoice_lines l on l.invoice_id = i.id
    left join products p on p.id = l.product_id
    left join rebate_groups rg on rg.id = p.rebate_group_id
    where not i.simulation and i.state <> 'draft' and i.receiver = 'client' and i.month <= ${period}
      and not exists (select 1 from service_fee_lines sl where sl.invoice_id = i.id)
    group by c.parent_company_id, i.id, i.total_excl, own.pct
    order by c.parent_company_id, i.id`);
  const byReseller = new Map<number, Candidate[]>();
  for (const row of result.rows) {
    const id = Number(row.resellerId);
    byReseller.set(id, [...(byReseller.get(id) ?? []), row]);
  }
  return byReseller;
}

/** Makes `period`'s document of one reseller; answers its id, or null when none was made. */
async function makeOne(db: Db, resellerId: number, period: string, lines: Candidate[]): Promise<number | null> {
  const fee = lines.reduce((sum, l) => sum + toCents(Number(l.fee)), 0);
  if (fee <= 0) return null;
  const base = lines.reduce((sum, l) => sum + toCents(Number(l.base)), 0);
  const percentage = lines[0]!.percentage === null ? null : Number(lines[0]!.percentage);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [made] = await tx
        .insert(serviceFees)
        .values({
          resellerId,
          period,
          baseAmount: base / 100,
          feeAmount: fee / 100,
          percentage,
          claimUntil: claimUntilOf(period),
        })
        .onConflictDoNothing({ target: [serviceFees.resellerId, serviceFees.period] })
        .returning({ id: serviceFees.id });
      // Another instance made it first.
      if (!made) return null;
      await tx.insert(serviceFeeLines).values(
        lines.map((l) => ({
          serviceFeeId: made.id,
          invoiceId: Number(l.invoiceId),
          baseAmount: Number(l.base),
          feeAmount: Number(l.fee),
        })),
      );
      await recordEvent(tx, {
        companyId: resellerId,
        userId: null,
        kind: 'serviceFee',
        action: 'created',
        recordId: made.id,
        label: serviceFeeLabel({ period }),
        changes: [{ field: 'feeAmount', before: null, after: fee / 100 }],
      });
      return made.id;
    });
  } catch (error) {
    // An invoice taken by a document another instance made meanwhile: nothing made, the next run tries again.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Makes the documents of `period` for every reseller that has none for it yet; answers their ids. */
export async function makeServiceFees(db: Db, period: string): Promise<number[]> {
  const made: number[] = [];
  for (const [resellerId, lines] of await candidates(db, period)) {
    const id = await makeOne(db, resellerId, period, lines);
    if (id !== null) made.push(id);
  }
  return made;
}

/** Makes the documents of every ready month; answers their ids. */
export async function makeReadyServiceFees(db: Db): Promise<number[]> {
  const made: number[] = [];
  for (const month of await readyMonths(db)) made.push(...(await makeServiceFees(db, month)));
  return made;
}

/**
 * Every unclaimed document whose claim period ended before `today` (YYYY-MM-DD, Brussels) becomes
 * expired, in one transaction that locks them first (two instances never expire one twice), each
 * with its event on the reseller's timeline (by the system). Answers their ids.
 */
export async function expireServiceFees(db: Db, today: string): Promise<number[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const due = await tx.execute<{ id: number; reseller_id: number; period: string }>(sql`
      select id, reseller_id, period from service_fees
      where status = 'unclaimed' and claim_until < ${today} order by id for update`);
    if (!due.rows.length) return [];
    const ids = due.rows.map((r) => Number(r.id));
    await tx.execute(sql`update service_fees set status = 'expired', expired_at = now(), version = version + 1, updated_at = now()
      where id = any(${`{${ids.join(',')}}`}::int[])`);
    await tx.insert(timelineEvents).values(
      due.rows.map((r) => ({
        companyId: Number(r.reseller_id),
        userId: null,
        kind: 'serviceFee' as const,
        action: 'statusChanged' as const,
        recordId: Number(r.id),
        label: serviceFeeLabel(r),
        changes: [{ field: 'status', before: 'unclaimed', after: 'expired' }],
      })),
    );
    return ids;
  });
}
