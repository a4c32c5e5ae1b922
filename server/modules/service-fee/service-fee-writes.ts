/**
 * A service fee document's life (src/shared/service-fee-states.ts; docs/domain.md "Service fees"):
 * claim, the reseller's document number, the day paid. Each is one transaction that locks the
 * document, checks the version the caller saw (409 with the current document after it) and the move,
 * writes the document with its version + 1 and records the event on the reseller's timeline.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { brusselsDay } from '../../../src/shared/brussels-day';
import { dayOfWire } from '../../../src/shared/calendar-day';
import { LINKABLE_STATUSES, moveAllowed } from '../../../src/shared/service-fee-states';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { serviceFees } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordEvent, type TimelineChange } from '../company/timeline';
import type { Caller } from '../../plugins/security';
import { serviceFeeDetail } from './service-fee-read';

type Fee = typeof serviceFees.$inferSelect;
type Change = {
  set: Partial<typeof serviceFees.$inferInsert>;
  changes: TimelineChange[];
  action: 'statusChanged' | 'updated';
};

/** How the timeline names a document. */
export const serviceFeeLabel = (fee: Pick<Fee, 'period'>) => `Service fee ${fee.period}`;

const notAllowed = () => badRequest('validation.transitionNotAllowed');

/** `change` on the locked document at the caller's version; answers the document after it. */
async function onVersion(
  db: Db,
  id: number,
  version: number,
  caller: Caller,
  change: (tx: Db, fee: Fee) => Promise<Change>,
) {
  const stale = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [fee] = await tx.select().from(serviceFees).where(eq(serviceFees.id, id)).for('update');
    if (!fee) throw notFound();
    if (fee.version !== version) return true;
    const { set, changes, action } = await change(tx, fee);
    await tx
      .update(serviceFees)
      .set({ ...set, version: sql`${serviceFees.version} + 1`, updatedAt: new Date() })
      .where(eq(serviceFees.id, id));
    await recordEvent(tx, {
      companyId: fee.resellerId,
      userId: caller.userId,
      kind: 'serviceFee',
      action,
      recordId: fee.id,
      label: serviceFeeLabel(fee),
      changes,
    });
    return false;
  });
  const current = await serviceFeeDetail(db, id, caller);
  if (!current) throw notFound();
  if (stale) throw conflict(current);
  return current;
}

const statusChange = (fee: Fee, to: Fee['status']): TimelineChange => ({
  field: 'status',
  before: fee.status,
  after: to,
});

/** unclaimed -> claimed, today (Brussels), by the caller. */
export const claimServiceFee = (db: Db, id: number, version: number, caller: Caller) =>
  onVersion(db, id, version, caller, async (_tx, fee) => {
    if (!moveAllowed('claim', fee.status)) throw notAllowed();
    return {
      set: { status: 'claimed', claimedOn: brusselsDay(), claimedBy: caller.userId },
      changes: [statusChange(fee, 'claimed')],
      action: 'statusChanged',
    };
  });

/** claimed -> paid on a day (wire) not in the future (the schema) and not before the claim. */
export const setServiceFeePaid = (db: Db, id: number, version: number, datePaid: string, caller: Caller) =>
  onVersion(db, id, version, caller, async (_tx, fee) => {
    if (!moveAllowed('setDatePaid', fee.status)) throw notAllowed();
    const day = dayOfWire(datePaid);
    if (fee.claimedOn && day < fee.claimedOn)
      throw badRequest('validation.failed', { datePaid: 'validation.beforeClaim' });
    return {
      set: { status: 'paid', datePaid: day },
      changes: [statusChange(fee, 'paid'), { field: 'datePaid', before: null, after: day }],
      action: 'statusChanged',
    };
  });

/**
 * The reseller's own document number on a claimed or paid document: unique per reseller (case
 * aside); a number another of its documents has is a field error naming that one's period.
 */
export async function linkServiceFeeNumber(db: Db, id: number, version: number, number: string, caller: Caller) {
  const inUse = (period: string) =>
    badRequest('validation.failed', { companyDocumentNumber: `validation.docNumberInUse|${period}` });
  try {
    return await onVersion(db, id, version, caller, async (tx, fee) => {
      if (!LINKABLE_STATUSES.includes(fee.status)) throw notAllowed();
      const [other] = await tx
        .select({ period: serviceFees.period })
        .from(serviceFees)
        .where(
          and(
            eq(serviceFees.resellerId, fee.resellerId),
            ne(serviceFees.id, fee.id),
            sql`lower(${serviceFees.companyDocumentNumber}) = lower(${number})`,
          ),
        )
        .limit(1);
      if (other) throw inUse(other.period);
      return {
        set: { companyDocumentNumber: number },
        changes: [{ field: 'companyDocumentNumber', before: fee.companyDocumentNumber, after: number }],
        action: 'updated',
      };
    });
  } catch (error) {
    // Two links racing past the check: the unique index decides, with the same field error.
    if (isUniqueViolation(error)) {
      const [other] = await db
        .select({ period: serviceFees.period })
        .from(serviceFees)
        .where(
          sql`lower(${serviceFees.companyDocumentNumber}) = lower(${number}) and ${serviceFees.id} <> ${id}
            and ${serviceFees.resellerId} = (select f.reseller_id from ${serviceFees} f where f.id = ${id})`,
        )
        .limit(1);
      throw inUse(other?.period ?? '');
    }
    throw error;
  }
}
