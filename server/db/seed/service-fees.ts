/**
 * The demo service fees (docs/domain.md "Service fees"): the documents the monthly job makes for the
 * year of demo invoices (made as the job makes them, each dated the day after its month's approval),
 * then their life as the resellers and finance lived it: the older months mostly claimed and paid
 * (with the reseller's invoice number), some expired, two left unclaimed past their claim period
 * (the expiry job expires them when a server starts); the last months claimed, paid or still
 * unclaimed. Every step is on the reseller's timeline.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '../../../src/shared/calendar-day';
import type { Db } from '../client';
import { serviceFees, timelineEvents } from '../schema';
import { makeReadyServiceFees } from '../../modules/service-fee/service-fee-make';
import { serviceFeeLabel } from '../../modules/service-fee/service-fee-writes';

/** No demo payment after the demo's last day of approvals. */
const LAST_PAYMENT_DAY = '2026-12-01';

type Step = 'unclaimed' | 'claimed' | 'linked' | 'paid' | 'expired';

/** What became of the k-th document of a period: old ones are settled, recent ones under way. */
function planOf(k: number, period: string): Step {
  if (period <= '2026-07')
    return k % 5 === 0 ? 'expired' : k % 11 === 3 ? 'unclaimed' : k % 4 === 1 ? 'claimed' : 'paid';
  if (period <= '2026-10') return (['paid', 'linked', 'claimed', 'unclaimed'] as const)[k % 4]!;
  return k % 3 === 0 ? 'claimed' : k % 5 === 1 ? 'linked' : 'unclaimed';
}

/** The first day of the month after a period. */
const monthAfter = (period: string) => addDays(`${period}-28`, 10).slice(0, 7);

export async function seedServiceFees(db: Db) {
  await makeReadyServiceFees(db);
  const fees = await db
    .select({
      id: serviceFees.id,
      period: serviceFees.period,
      resellerId: serviceFees.resellerId,
      claimUntil: serviceFees.claimUntil,
    })
    .from(serviceFees)
    .orderBy(serviceFees.period, serviceFees.id);
  const events: (typeof timelineEvents.$inferInsert)[] = [];
  let k = 0;
  let last = '';
  for (const fee of fees) {
    k = fee.period === last ? k + 1 : 0;
    last = fee.period;
    const made = new Date(`${fee.period}-02T07:00:00Z`);
    const event = (
      on: Date,
      action: 'created' | 'statusChanged' | 'updated',
      changes: (typeof events)[number]['changes'],
    ) =>
      events.push({
        companyId: fee.resellerId,
        occurredAt: on,
        userId: null,
        kind: 'serviceFee',
        action,
        recordId: fee.id,
        label: serviceFeeLabel(fee),
        changes,
      });
    await db
      .update(serviceFees)
      .set({ createdAt: made, updatedAt: made })
      .where(sql`${serviceFees.id} = ${fee.id}`);
    await db.execute(
      sql`update timeline_events set occurred_at = ${made} where kind = 'serviceFee' and record_id = ${fee.id}`,
    );
    const step = planOf(k, fee.period);
    if (step === 'unclaimed') continue;
    if (step === 'expired') {
      const on = new Date(`${addDays(fee.claimUntil, 1)}T02:00:00Z`);
      await db
        .update(serviceFees)
        .set({ status: 'expired', expiredAt: on, updatedAt: on, version: 2 })
        .where(sql`${serviceFees.id} = ${fee.id}`);
      event(on, 'statusChanged', [{ field: 'status', before: 'unclaimed', after: 'expired' }]);
      continue;
    }
    const next = monthAfter(fee.period);
    // The last month's claims came in the first days of this one (the demo's today is early December 2026).
    const claimedOn = `${next}-${String(fee.period >= '2026-11' ? 1 + (k % 3) : 5 + (k % 20)).padStart(2, '0')}`;
    const number = step === 'claimed' ? null : `${fee.period.replace('-', '')}-${String(100 + fee.id)}`;
    const paidOn = step === 'paid' ? [addDays(claimedOn, 14), LAST_PAYMENT_DAY].sort()[0]! : null;
    // The claim, the reseller's number and the payment, each a version.
    await db
      .update(serviceFees)
      .set({
        status: paidOn ? 'paid' : 'claimed',
        claimedOn,
        companyDocumentNumber: number,
        datePaid: paidOn,
        version: 2 + (number ? 1 : 0) + (paidOn ? 1 : 0),
        updatedAt: new Date(`${paidOn ?? claimedOn}T09:00:00Z`),
      })
      .where(sql`${serviceFees.id} = ${fee.id}`);
    event(new Date(`${claimedOn}T09:00:00Z`), 'statusChanged', [
      { field: 'status', before: 'unclaimed', after: 'claimed' },
    ]);
    if (number)
      event(new Date(`${claimedOn}T09:05:00Z`), 'updated', [
        { field: 'companyDocumentNumber', before: null, after: number },
      ]);
    if (paidOn)
      event(new Date(`${paidOn}T10:00:00Z`), 'statusChanged', [
        { field: 'status', before: 'claimed', after: 'paid' },
        { field: 'datePaid', before: null, after: paidOn },
      ]);
  }
  for (let i = 0; i < events.length; i += 500) await db.insert(timelineEvents).values(events.slice(i, i + 500));
}
