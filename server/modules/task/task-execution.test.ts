import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { mails, providerSubscriptions, tasks, users } from '../../db/schema';
import type { Caller } from '../../plugins/security';
import { ADMIN, testAppForFile } from '../../testing/test-app';
import type { TaskDetail } from '../../../src/shared/schemas/task';
import { enqueueMail } from '../mail/outbox';
import { deliverDue } from '../mail/mail-sender';
import { embeddedProvider, type SubscriptionProvider } from '../subscription/provider';
import { nceItemsAfter } from '../subscription/subscription-repository';
import { executeTask } from './task-execution';
import { produceTask } from './task-producers';
import { startExecution } from './task-writes';

// The task worker on, as in production: these tests watch the queue do the work.
const t = testAppForFile({ taskWorker: true });
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/task/v2/tasks';
const db = () => t.database.db as Db;
const adminCaller = async (): Promise<Caller> => {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  return { userId: row!.id, language: 'en', can: () => true };
};
const taskRow = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0]!;
const detail = (id: number): Promise<TaskDetail> => t.read(`${BASE}/${id}`, admin);

/** A mail to `to`, queued now, that the SMTP server then refuses for good: its task. */
async function failedMail(to: string) {
  const mailId = await enqueueMail(db(), {
    kind: 'invoice',
    companyId: 1,
    from: 'billing@backoffice.local',
    recipients: [to],
    subject: 'Invoice 2026/000042',
    html: '<p>Your invoice</p>',
    text: 'Your invoice',
  });
  // Only this mail is due: the seed's pending ones wait.
  await db().execute(sql`update mails set next_attempt_at = now() + interval '1 day' where id <> ${mailId}
    and status in ('pending', 'retrying')`);
  const refused = Object.assign(new Error('550 5.1.1 Mailbox unavailable'), { responseCode: 550 });
  await deliverDue({ db: db(), send: () => Promise.reject(refused) });
  const [task] = await db()
    .select()
    .from(tasks)
    .where(and(eq(tasks.category, 'mailFailed'), eq(tasks.subjectId, mailId)));
  return { mailId, task: task! };
}

/** An executing subscriptionChange task on one of the seed's NCE items (set `quantity` seats); its id. */
async function seatsTask(quantity: number, subscriptionId?: string) {
  const [item] = await nceItemsAfter(db(), 0, 1);
  const id = await produceTask(db(), {
    category: 'subscriptionChange',
    subjectId: item!.contractItemId,
    subjectLabel: `${item!.contractNumber} · ${item!.productCode}`,
    contractId: item!.contractId,
    payload: { subscriptionId: subscriptionId ?? item!.subscriptionId, quantity },
  });
  await startExecution(db(), id!, 1, await adminCaller());
  return { id: id!, subscriptionId: item!.subscriptionId };
}

/** The embedded provider, whose seat count change waits until `release()` and counts its calls. */
function gatedProvider() {
  const real = embeddedProvider(db());
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const provider = {
    ...real,
    calls: 0,
    async setQuantity(...args: Parameters<SubscriptionProvider['setQuantity']>) {
      provider.calls++;
      await gate;
      return real.setQuantity(...args);
    },
  };
  return { provider, release: () => release() };
}

describe('a failed mail, from its task to sent', () => {
  it('becomes a task when given up; fixed and executed as a job, it is sent again and the task resolved', async () => {
    const { mailId, task } = await failedMail('ann@wrong.example');
    expect(task).toMatchObject({ status: 'open', subjectKind: 'mail', payload: { recipients: ['ann@wrong.example'] } });
    const created = await detail(task.id);
    expect(created.history).toMatchObject([
      { action: 'created', userId: null, detail: '550 5.1.1 Mailbox unavailable' },
    ]);

    const fixed = await t.post(
      `${BASE}/${task.id}/payload`,
      { version: created.version, payload: { recipients: ['ann@right.example'] } },
      admin,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    const started = await t.post(`${BASE}/${task.id}/execute`, { version: fixed.json().response.version }, admin);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().response).toMatchObject({ status: 'executing', allowedActions: ['view'] });

    // The job runs on the queue's worker, as on any instance.
    await vi.waitFor(async () => expect((await taskRow(task.id)).status).toBe('resolved'), { timeout: 20_000 });
    const after = await detail(task.id);
    const [resent] = await db().select().from(mails).where(eq(mails.resentFromId, mailId));
    expect(resent).toMatchObject({ status: 'pending', recipients: ['ann@right.example'] });
    expect(after.history.map((h) => [h.action, h.userName, h.detail])).toEqual([
      ['executionDone', null, `task:outcomes.mailResent|${resent!.id}`],
      ['executionQueued', 'Ada Admin', null],
      ['payloadChanged', 'Ada Admin', null],
      ['created', null, '550 5.1.1 Mailbox unavailable'],
    ]);
    expect(after.allowedActions).toEqual(['view', 'reOpen']);
    const delivered = await deliverDue({ db: db(), send: async () => ({ rejected: [] }) });
    expect(delivered).toContainEqual({ mailId: resent!.id, status: 'sent' });
  }, 30_000);

  it('never makes a second task for the same mail, nor one for an account mail', async () => {
    const { task } = await failedMail('bob@wrong.example');
    const { produceMailFailedTask } = await import('./task-producers');
    const mail = (await db().select().from(mails).where(eq(mails.id, task.subjectId)))[0]!;
    expect(await produceMailFailedTask(db(), mail)).toBeNull();
    expect(await produceMailFailedTask(db(), { ...mail, id: mail.id + 100_000, kind: 'account' })).toBeNull();
    const [{ n }] = (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from tasks where category = 'mailFailed' and subject_id = ${mail.id}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('never executed twice at once', () => {
  it('answers a second click with 409 taskExecuting', async () => {
    const { task } = await failedMail('carl@example.com');
    const click = () => t.post(`${BASE}/${task.id}/execute`, { version: task.version }, admin);
    const answers = await Promise.all([click(), click()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const second = answers.find((a) => a.statusCode === 409)!.json();
    expect(second).toMatchObject({ errorMessage: 'taskExecuting', response: { taskId: task.id, status: 'executing' } });
    await vi.waitFor(async () => expect((await taskRow(task.id)).status).toBe('resolved'), { timeout: 20_000 });
    expect(await db().select().from(mails).where(eq(mails.resentFromId, task.subjectId))).toHaveLength(1);
  }, 30_000);

  it('lets one of two instances run it; the other finds it held, then finds it done', async () => {
    const { id, subscriptionId } = await seatsTask(41);
    const { provider, release } = gatedProvider();
    const first = executeTask({ db: db(), provider }, id, null);
    await vi.waitFor(() => expect(provider.calls).toBe(1));
    expect(await executeTask({ db: db(), provider }, id, null)).toBe('held');
    release();
    expect(await first).toBe('resolved');
    expect(await executeTask({ db: db(), provider }, id, null)).toBe('idle');
    expect(provider.calls).toBe(1);
    const [held] = await db()
      .select({ quantity: providerSubscriptions.quantity })
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.subscriptionId, subscriptionId));
    expect(held!.quantity).toBe(41);
    expect((await detail(id)).history[0]).toMatchObject({
      action: 'executionDone',
      detail: 'task:outcomes.seatsSet|41',
    });
  });

  it('takes over a task whose instance died once its lease ran out', async () => {
    const { id } = await seatsTask(12);
    const now = new Date();
    await db()
      .update(tasks)
      .set({ leaseUntil: new Date(now.getTime() + 60_000) })
      .where(eq(tasks.id, id));
    const provider = embeddedProvider(db());
    expect(await executeTask({ db: db(), provider }, id, null, now)).toBe('held');
    expect(await executeTask({ db: db(), provider }, id, null, new Date(now.getTime() + 61_000))).toBe('resolved');
  });
});

describe('after a restart', () => {
  it('runs a task its instance left executing, and the screens hear the outcome', async () => {
    // An instance died after moving the task to executing and before its job was kept: no job.
    const { id } = await seatsTask(8);
    await db().execute(sql`delete from pgboss.job where name = 'task-execute'`);
    const restarted = await buildApp(t.config, t.database);
    const heard: number[] = [];
    const stop = restarted.events.subscribe((event) => {
      if (event.type === 'changed' && event.domain === 'tasks') heard.push(...event.ids);
    });
    try {
      await restarted.ready();
      await vi.waitFor(async () => expect((await taskRow(id)).status).toBe('resolved'), { timeout: 20_000 });
      await vi.waitFor(() => expect(heard).toContain(id), { timeout: 10_000 });
      expect((await detail(id)).history.filter((h) => h.action === 'executionDone')).toHaveLength(1);
    } finally {
      stop();
      await restarted.close();
    }
  }, 40_000);
});

describe('a failed execution', () => {
  it('keeps the reason, offers restart, and runs again once fixed', async () => {
    const { id, subscriptionId } = await seatsTask(5, 'unknown-subscription');
    const provider = embeddedProvider(db());
    expect(await executeTask({ db: db(), provider }, id, null)).toBe('failed');
    const failed = await detail(id);
    expect(failed).toMatchObject({ status: 'failed', lastError: 'validation.subscriptionUnknown' });
    expect(failed.allowedActions).toEqual(expect.arrayContaining(['restart', 'editPayload', 'resolve']));
    expect(failed.allowedActions).not.toContain('execute');
    expect(failed.history[0]).toMatchObject({
      action: 'executionFailed',
      fromStatus: 'executing',
      toStatus: 'failed',
      detail: 'validation.subscriptionUnknown',
    });

    const fixed = await t.post(
      `${BASE}/${id}/payload`,
      { version: failed.version, payload: { subscriptionId, quantity: 5 } },
      admin,
    );
    const restarted = await t.post(`${BASE}/${id}/execute`, { version: fixed.json().response.version }, admin);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json().response).toMatchObject({ status: 'executing', lastError: null });
    await vi.waitFor(async () => expect((await taskRow(id)).status).toBe('resolved'), { timeout: 20_000 });
  }, 30_000);

  it('fails with the payload named when it no longer fits its category', async () => {
    const { id } = await seatsTask(3);
    await db()
      .update(tasks)
      .set({ payload: { quantity: 'many' } })
      .where(eq(tasks.id, id));
    expect(await executeTask({ db: db(), provider: embeddedProvider(db()) }, id, null)).toBe('failed');
    expect((await taskRow(id)).lastError).toBe('task:outcomes.payloadInvalid');
  });

  it('fails, queuing nothing, when what it is about is gone', async () => {
    const { task } = await failedMail('dora@example.com');
    await startExecution(db(), task.id, task.version, await adminCaller());
    // The mail it is about gone: nothing to send again.
    await db().execute(sql`update tasks set subject_id = 999999 where id = ${task.id}`);
    expect(await executeTask({ db: db(), provider: embeddedProvider(db()) }, task.id, null)).toBe('failed');
    expect((await taskRow(task.id)).lastError).toBe('task:outcomes.subjectGone');
    const resent = await db().select().from(mails).where(eq(mails.resentFromId, 999999)).orderBy(asc(mails.id));
    expect(resent).toEqual([]);
  });
});
