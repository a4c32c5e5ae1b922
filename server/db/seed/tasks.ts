/**
 * The demo work queue (docs/domain.md "Tasks"), made by the real producers where they run in the seed
 * and by hand where they do not, then worked a little, as a team would have:
 *  - the month runs of the invoice history made their findings' tasks as they ran (invoice-run.ts):
 *    those of the last month stay open, the older ones were resolved by hand;
 *  - each failed demo mail gets its task (the mail seed writes mails as they ended, not through the sender);
 *  - the subscription check over the embedded provider finds the deliberately different subscriptions;
 *  - one subscription's seats raised on the contract, to be set at the provider;
 *  - a few taken by Ada Admin, one on hold, one failed at the provider, one cancelled.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mails, taskHistory, tasks, users } from '../schema';
import { embeddedProvider } from '../../modules/subscription/provider';
import { nceItemsAfter } from '../../modules/subscription/subscription-repository';
import { checkSubscriptions } from '../../modules/task/subscription-check';
import { outcome } from '../../modules/task/task-handlers';
import { produceMailFailedTask, produceTask } from '../../modules/task/task-producers';

type Status = (typeof tasks.$inferSelect)['status'];

/** A person's step on a seeded task: the task moves and the history says who. */
async function step(
  db: Db,
  taskId: number,
  userId: number,
  change: { status?: Status; assigneeId?: number; lastError?: string },
) {
  const [before] = await db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId));
  const status = change.status ?? before!.status;
  await db
    .update(tasks)
    .set({ ...change, status, version: sql`${tasks.version} + 1` })
    .where(eq(tasks.id, taskId));
  await db.insert(taskHistory).values({
    taskId,
    userId: change.lastError ? null : userId,
    action: change.assigneeId !== undefined ? 'assigned' : change.lastError ? 'executionFailed' : 'statusChanged',
    fromStatus: change.lastError ? 'executing' : before!.status,
    toStatus: status,
    assigneeId: change.assigneeId ?? null,
    detail: change.lastError ?? null,
  });
}

export async function seedTasks(db: Db) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@backoffice.test'));
  const adminId = admin!.id;

  // The history's findings: the last run's stay open, the older were dealt with.
  const older = await db.execute<{ id: number }>(sql`update ${tasks} set status = 'resolved', version = version + 1
    where category like 'monthRun%'
      and payload->>'month' < (select max(payload->>'month') from ${tasks} where category like 'monthRun%')
    returning id`);
  const resolved = older.rows.map((r) => Number(r.id));
  for (let i = 0; i < resolved.length; i += 500)
    await db.insert(taskHistory).values(
      resolved.slice(i, i + 500).map((taskId) => ({
        taskId,
        userId: adminId,
        action: 'statusChanged' as const,
        fromStatus: 'open' as const,
        toStatus: 'resolved' as const,
      })),
    );

  const failed = await db.select().from(mails).where(eq(mails.status, 'failed')).orderBy(asc(mails.id));
  for (const mail of failed) await produceMailFailedTask(db, mail);

  const provider = embeddedProvider(db);
  await checkSubscriptions(db, provider);

  // Seats raised on a contract (the last item the provider holds fewer of): to be set there.
  const items = await nceItemsAfter(db, 0, 1_000);
  const held = await provider.subscriptions(items.map((i) => i.subscriptionId));
  const raised = items.filter((i) => (held.get(i.subscriptionId)?.quantity ?? i.quantity) < i.quantity).at(-1);
  const fewer = items.filter((i) => (held.get(i.subscriptionId)?.quantity ?? i.quantity) > i.quantity).at(-1);
  for (const item of [raised ?? fewer].filter((i) => i !== undefined))
    await produceTask(db, {
      category: 'subscriptionChange',
      subjectId: item.contractItemId,
      subjectLabel: `${item.contractNumber} · ${item.productCode}`,
      contractId: item.contractId,
      companyId: item.customerId,
      payload: { subscriptionId: item.subscriptionId, quantity: item.quantity },
      userId: adminId,
    });

  // Worked a little: some taken, one parked, one failed at the provider, one cancelled.
  const open = await db
    .select({ id: tasks.id, category: tasks.category })
    .from(tasks)
    .where(and(eq(tasks.status, 'open'), ne(tasks.category, 'subscriptionChange')))
    .orderBy(asc(tasks.dueDate), desc(tasks.id));
  const byCategory = (category: string) => open.filter((t) => t.category === category);
  const [mailTask, secondMail, thirdMail] = byCategory('mailFailed');
  const [difference, otherDifference] = byCategory('subscriptionDifferent');
  const [finding] = [...byCategory('monthRunNoPrice'), ...byCategory('monthRunStoredPrice')];
  for (const task of [mailTask, difference, finding].filter((t) => t !== undefined))
    await step(db, task.id, adminId, { assigneeId: adminId });
  if (secondMail) await step(db, secondMail.id, adminId, { status: 'onHold' });
  if (otherDifference) {
    await step(db, otherDifference.id, adminId, { assigneeId: adminId });
    await db.insert(taskHistory).values({
      taskId: otherDifference.id,
      userId: adminId,
      action: 'executionQueued',
      fromStatus: 'open',
      toStatus: 'executing',
    });
    await step(db, otherDifference.id, adminId, { status: 'failed', lastError: outcome('providerUnavailable') });
  }
  // A mail the customer no longer wants sent (a cancelled difference would come back at the next check).
  if (thirdMail) await step(db, thirdMail.id, adminId, { status: 'cancelled' });
  // Due dates spread over the coming days, so the list's order and filters show something.
  await db
    .update(tasks)
    .set({ dueDate: sql`${tasks.dueDate} + (${tasks.id} % 7 - 2)` })
    .where(inArray(tasks.status, ['open', 'onHold', 'failed']));
}
