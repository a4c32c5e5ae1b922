/** A contract transferred to another party: the old one ends, a new one takes over its running items. */
import { and, eq, sql } from 'drizzle-orm';
import { diffAsChanges, diffContracts } from '../../../src/shared/contract-diff';
import { transferPlan, transferRefusal } from '../../../src/shared/contract-transfer';
import { dayOfWire } from '../../../src/shared/calendar-day';
import type { Contract, ContractTransfer } from '../../../src/shared/schemas/contract';
import type { Db } from '../../db/client';
import { contractItems, contracts } from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import { recordEvent } from '../company/timeline';
import { repriceContract } from './contract-prices';
import { brusselsToday } from '../../http/csv';
import type { Caller } from '../../plugins/security';
import { contractDetail, recordVersion, SNAPSHOT } from './contract-detail';
import { bumpItems, checkParties, storedDay } from './contract-writes';

/**
 * Transfers a contract to another party (src/shared/contract-transfer.ts): in one transaction the
 * old contract and its running items end the day before the date (INACTIVE when that is past), a new
 * contract of the same type starts on the date with those items (their metadata too), priced for the
 * new parties; each gets a version and an event on its customer's timeline. A failure leaves nothing.
 */
export async function transferContract(
  db: Db,
  contractId: number,
  input: ContractTransfer,
  actor: Caller,
): Promise<{ from: Contract; to: Contract }> {
  const before = await contractDetail(db, contractId, SNAPSHOT);
  if (!before) throw notFound();
  if (before.version !== input.version) throw conflict(await contractDetail(db, contractId, actor));
  const date = dayOfWire(input.dateStart);
  const refusal = transferRefusal(
    { ...before, dateStart: dayOfWire(before.dateStart), dateEnd: storedDay(before.dateEnd) },
    date,
  );
  if (refusal) throw badRequest('validation.failed', { dateStart: refusal });
  const partyErrors: FieldErrors = {};
  await checkParties(db, input.customerId!, input.resellerId, partyErrors);
  if (Object.keys(partyErrors).length) throw badRequest('validation.failed', partyErrors);
  const today = brusselsToday();
  const plan = transferPlan(
    before.items.map((i) => ({
      id: i.contractItemId,
      dateStart: dayOfWire(i.dateStart),
      dateEnd: storedDay(i.dateEnd),
      status: i.status,
    })),
    date,
    today,
  );
  const newId = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const bumped = await tx
      .update(contracts)
      .set({
        dateEnd: plan.oldEnd,
        ...(plan.endsNow ? { status: 'INACTIVE' as const } : {}),
        version: sql`${contracts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(contracts.id, contractId), eq(contracts.version, input.version)))
      .returning({ id: contracts.id });
    if (!bumped.length) return null;
    const [created] = await tx
      .insert(contracts)
      .values({
        customerId: input.customerId!,
        resellerId: input.resellerId,
        contractTypeId: before.contractTypeId,
        status: before.status === 'QUOTE' ? 'QUOTE' : 'ACTIVE',
        dateStart: date,
        dateEnd: storedDay(before.dateEnd),
        calculationType: before.calculationType,
        priceType: before.priceType,
        reference: input.reference ?? before.reference,
        description: before.description,
      })
      .returning({ id: contracts.id, number: contracts.number });
    const to = created!;
    await tx.execute(sql`insert into contract_metadata (contract_id, metadata_id, value)
      select ${to.id}, metadata_id, value from contract_metadata where contract_id = ${contractId}`);
    for (const item of plan.moving) {
      await tx.execute(sql`with copied as (
          insert into contract_items (contract_id, product_id, status, description, domain, already_invoiced, quantity,
            factor, date_start, date_end, invoiced_until, advanced_options, partner_center_profile, domain_profile)
          select ${to.id}, product_id, case when status = 'INACTIVE' then 'ACTIVE' else status end, description, domain,
            false, quantity, factor, ${item.dateStart}::date, ${item.dateEnd}::date, null, advanced_options,
            partner_center_profile, domain_profile
          from contract_items where id = ${item.id}
          returning id)
        insert into contract_item_metadata (contract_item_id, metadata_id, value)
          select copied.id, m.metadata_id, m.value from copied, contract_item_metadata m where m.contract_item_id = ${item.id}`);
    }
    for (const item of plan.ending)
      await tx
        .update(contractItems)
        .set({ dateEnd: item.dateEnd, ...(plan.endsNow ? { status: 'INACTIVE' as const } : {}), ...bumpItems })
        .where(eq(contractItems.id, item.id));
    // Ended now: every item of the old contract ends with it (those that ended before too).
    if (plan.endsNow)
      await tx
        .update(contractItems)
        .set({ status: 'INACTIVE', ...bumpItems })
        .where(and(eq(contractItems.contractId, contractId), sql`${contractItems.status} <> 'INACTIVE'`));
    await repriceContract(tx, to.id, today);
    const oldAfter = (await contractDetail(tx, contractId, SNAPSHOT))!;
    const newAfter = (await contractDetail(tx, to.id, SNAPSHOT))!;
    await recordVersion(
      tx,
      contractId,
      'transferred',
      `→ ${to.number} (${newAfter.customerName}) ${date}`,
      actor.userId,
    );
    await recordVersion(tx, to.id, 'created', `← ${before.number} (${before.customerName}) ${date}`, actor.userId);
    await recordEvent(tx, {
      companyId: before.customerId,
      userId: actor.userId,
      kind: 'contract',
      action: 'transferred',
      recordId: contractId,
      label: before.number,
      changes: [
        ...diffAsChanges(diffContracts(before, oldAfter)),
        { field: 'transferredTo', before: null, after: `${to.number} (${newAfter.customerName})` },
      ],
    });
    await recordEvent(tx, {
      companyId: newAfter.customerId,
      userId: actor.userId,
      kind: 'contract',
      action: 'transferred',
      recordId: to.id,
      label: to.number,
      changes: [{ field: 'transferredFrom', before: null, after: `${before.number} (${before.customerName})` }],
    });
    return to.id;
  });
  if (newId === null) throw conflict(await contractDetail(db, contractId, actor));
  const [from, to] = await Promise.all([contractDetail(db, contractId, actor), contractDetail(db, newId, actor)]);
  return { from: from!, to: to! };
}
