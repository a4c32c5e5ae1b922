/**
 * Where tasks come from (docs/domain.md "Tasks", producers). Each producer writes in the transaction
 * of the change that calls for the task, so the task exists if and only if that change committed,
 * and never makes a second active task (open, on hold, executing, failed) of the same category for
 * the same subject: the partial unique index `tasks_active_subject_idx` refuses it, whichever
 * instance tries. Some producers refresh the payload of the active task already there instead
 * (the seat count to set is the latest one), unless it is executing.
 *
 * This file only writes: the modules that produce (mail, month run, contracts, the subscription
 * check) import it without importing anything of the task routes or handlers.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '../../../src/shared/calendar-day';
import { CONTRACT_TYPE_CODE } from '../../../src/shared/constants/contract';
import {
  TASK_ACTIVE_STATUSES,
  TASK_CATEGORY_INFO,
  type TaskCategory,
  type TaskStatus,
} from '../../../src/shared/constants/task';
import type { Contract } from '../../../src/shared/schemas/contract';
import { ncePlanOf, SUBSCRIPTION_METADATA_CODE } from '../../../src/shared/subscription';
import type { Db } from '../../db/client';
import { taskHistory, tasks } from '../../db/schema';
import { brusselsToday } from '../../http/csv';

export type TaskToProduce = {
  category: TaskCategory;
  subjectId: number;
  /** How the subject reads (kept with the task: shown, searched and sorted by). */
  subjectLabel: string;
  /** The part of the subject, when it has a task of the category per part (an import's row: `line:<n>`). */
  subjectPart?: string;
  contractId?: number | null;
  companyId?: number | null;
  payload: Record<string, unknown>;
  /** Why, for the history's first entry (a mail server's answer, a run's finding). */
  detail?: string | null;
  /** Who caused it; null: the system. */
  userId?: number | null;
  /** The active task already there takes this payload (unless it is executing). */
  refresh?: boolean;
  /** Brussels today (YYYY-MM-DD): the due date counts from it. */
  today?: string;
};

const ACTIVE = sql.raw(`status in (${TASK_ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`);
/** The active statuses a producer may still refresh the payload in (not while its handler runs). */
const REFRESHABLE: TaskStatus[] = ['open', 'onHold', 'failed'];

/**
 * Makes the task unless an active one of its category is there for the subject (then refreshes its
 * payload when asked). Answers the new task's id, or null when there was one already.
 */
export async function produceTask(tx: Db, task: TaskToProduce): Promise<number | null> {
  const info = TASK_CATEGORY_INFO[task.category];
  const subject = {
    category: task.category,
    subjectKind: info.subjectKind,
    subjectId: task.subjectId,
    subjectPart: task.subjectPart ?? '',
  };
  const [made] = await tx
    .insert(tasks)
    .values({
      ...subject,
      subjectLabel: task.subjectLabel,
      contractId: task.contractId ?? null,
      companyId: task.companyId ?? null,
      dueDate: addDays(task.today ?? brusselsToday(), info.dueDays),
      payload: task.payload,
      createdBy: task.userId ?? null,
    })
    .onConflictDoNothing({
      target: [tasks.category, tasks.subjectKind, tasks.subjectId, tasks.subjectPart],
      where: ACTIVE,
    })
    .returning({ id: tasks.id });
  if (made) {
    await tx.insert(taskHistory).values({
      taskId: made.id,
      userId: task.userId ?? null,
      action: 'created',
      toStatus: 'open',
      detail: task.detail ?? null,
    });
    return made.id;
  }
  if (task.refresh) {
    const refreshed = await tx
      .update(tasks)
      .set({ payload: task.payload, version: sql`${tasks.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(tasks.category, subject.category),
          eq(tasks.subjectKind, subject.subjectKind),
          eq(tasks.subjectId, subject.subjectId),
          eq(tasks.subjectPart, subject.subjectPart),
          inArray(tasks.status, REFRESHABLE),
          sql`${tasks.payload} <> ${JSON.stringify(task.payload)}::jsonb`,
        ),
      )
      .returning({ id: tasks.id, status: tasks.status });
    for (const { id, status } of refreshed)
      await tx.insert(taskHistory).values({
        taskId: id,
        userId: task.userId ?? null,
        action: 'payloadChanged',
        fromStatus: status,
        toStatus: status,
        detail: task.detail ?? null,
      });
  }
  return null;
}

/**
 * A mail given up (failed after its last retry, or refused for good): a task to send it again to
 * the addresses in its payload (the failed ones, to fix). Not for an account mail (a password reset
 * link goes to its user only; they ask for a new one).
 */
export function produceMailFailedTask(
  tx: Db,
  mail: {
    id: number;
    kind: string;
    subject: string;
    recipients: readonly string[];
    companyId: number | null;
    lastError: string | null;
  },
) {
  if (mail.kind === 'account') return Promise.resolve(null);
  return produceTask(tx, {
    category: 'mailFailed',
    subjectId: mail.id,
    subjectLabel: mail.subject,
    companyId: mail.companyId,
    payload: { recipients: [...mail.recipients] },
    detail: mail.lastError,
  });
}

/** A month run's finding on one contract item: left out without a price, or invoiced at its stored price. */
export type MonthRunFinding = {
  code: 'noPrice' | 'storedPrice';
  requestId: number;
  month: string;
  contractItemId: number;
  contractId: number;
  contractNumber: string;
  companyId: number;
  productCode: string;
  storedPrice: number | null;
};

/** The month run's findings as tasks (a real run's, not a simulation's), in the batch's transaction. */
export async function produceMonthRunTasks(tx: Db, findings: readonly MonthRunFinding[]) {
  for (const f of findings)
    await produceTask(tx, {
      category: f.code === 'noPrice' ? 'monthRunNoPrice' : 'monthRunStoredPrice',
      subjectId: f.contractItemId,
      subjectLabel: `${f.contractNumber} · ${f.productCode}`,
      contractId: f.contractId,
      companyId: f.companyId,
      payload: {
        requestId: f.requestId,
        month: f.month,
        productCode: f.productCode,
        ...(f.code === 'storedPrice' ? { storedPrice: f.storedPrice ?? 0 } : {}),
      },
      detail:
        f.code === 'noPrice'
          ? `task:outcomes.noPrice|${f.productCode}`
          : `task:outcomes.storedPrice|${f.productCode}|${f.storedPrice ?? 0}`,
    });
}

type ContractItem = Contract['items'][number];

const subscriptionIdOf = (item: ContractItem) =>
  item.metadatas.find((m) => m.code.toUpperCase() === SUBSCRIPTION_METADATA_CODE.subscriptionId)?.value || null;

/** The contract's changes that reach the provider: items added, changed or moved by a person. */
export const NCE_PRODUCING_ACTIONS = ['itemAdded', 'itemUpdated', 'itemsUpdated', 'statusChanged'] as const;

/**
 * An NCE contract's items after a change by a person (`changeContract`, the contract's
 * transaction): an ACTIVE item with an NCE product and no subscription yet (added, or activated from
 * a quote) is to be ordered at the provider; one with a subscription whose seat count changed is to
 * be changed there. The subscription's own writes (seat count set, sync) come from the provider and
 * make none.
 */
export async function produceNceItemTasks(tx: Db, before: Contract, after: Contract, userId: number | null) {
  if (after.contractTypeCode !== CONTRACT_TYPE_CODE.nce) return;
  const previous = new Map(before.items.map((i) => [i.contractItemId, i]));
  for (const item of after.items) {
    if (item.status !== 'ACTIVE' || !ncePlanOf(item.productCode)) continue;
    const was = previous.get(item.contractItemId);
    const subscriptionId = subscriptionIdOf(item);
    const common = {
      subjectId: item.contractItemId,
      subjectLabel: `${after.number} · ${item.productCode}`,
      contractId: after.contractId,
      companyId: after.customerId,
      userId,
      refresh: true,
    };
    if (!subscriptionId) {
      const changed =
        !was || was.status !== 'ACTIVE' || was.quantity !== item.quantity || was.productId !== item.productId;
      if (changed)
        await produceTask(tx, {
          ...common,
          category: 'subscriptionOrder',
          payload: { productCode: item.productCode, quantity: item.quantity },
        });
    } else if (was && was.quantity !== item.quantity)
      await produceTask(tx, {
        ...common,
        category: 'subscriptionChange',
        payload: { subscriptionId, quantity: item.quantity },
      });
  }
}
