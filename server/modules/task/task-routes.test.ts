import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TASK_CATEGORIES } from '../../../src/shared/constants/task';
import type { ResponseOf } from '../../../src/shared/endpoints/endpoint';
import type { taskEndpoints } from '../../../src/shared/endpoints/task';
import type { TaskCategoryRecord, TaskDetail, TaskEntity } from '../../../src/shared/schemas/task';
import type { Db } from '../../db/client';
import { tasks, users } from '../../db/schema';
import { ADMIN, PRODUCTS, testAppForFile, VIEWER } from '../../testing/test-app';
import { produceTask, type TaskToProduce } from './task-producers';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/task/v2/tasks';
type TaskPage = ResponseOf<typeof taskEndpoints.list>;
const db = () => t.database.db as Db;
const userIdOf = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** A task of the test's own (an import row: done by hand), on subject `subjectId`; its id. */
async function makeTask(subjectId: number, extra: Partial<TaskToProduce> = {}) {
  const id = await produceTask(db(), {
    category: 'importRow',
    subjectId,
    subjectLabel: `prices-${subjectId}.csv`,
    payload: { importId: subjectId, line: 2, column: 'amount', reason: 'validation.number', row: { amount: 'x' } },
    ...extra,
  });
  return id!;
}
const list = async (query: string, cookie = admin): Promise<TaskPage> => t.read(`${BASE}/list?${query}`, cookie);
const detail = async (id: number, cookie = admin): Promise<TaskDetail> => t.read(`${BASE}/${id}`, cookie);
const post = (path: string, body: object, cookie = admin) => t.post(`${BASE}/${path}`, body, cookie);

describe('the tasks list', () => {
  it('shows the active tasks by default, first due first, and pages', async () => {
    const all = await list('pageSize=100');
    expect(all.totalCount).toBeGreaterThan(5);
    expect(new Set(all.items.map((i) => i.status))).toEqual(new Set(['open', 'onHold', 'failed']));
    const days = all.items.map((i) => i.dueDate).filter(Boolean);
    expect(days).toEqual([...days].sort());
    const second = await list('pageSize=5&pageIndex=2');
    expect(second.items.map((i) => i.taskId)).toEqual(all.items.slice(5, 10).map((i) => i.taskId));
    const resolved = await list('statuses=resolved&statuses=cancelled&pageSize=100');
    expect(resolved.totalCount).toBeGreaterThan(0);
    expect(resolved.items.every((i) => ['resolved', 'cancelled'].includes(i.status))).toBe(true);
  });

  it('filters by category, assignee (mine, nobody, a colleague), subject, company, due days and search', async () => {
    const adminId = await userIdOf(ADMIN);
    const a = await makeTask(9001, { companyId: 1, subjectLabel: 'prices-autumn.csv' });
    const b = await makeTask(9002, { companyId: 2 });
    await db().update(tasks).set({ assigneeId: adminId, dueDate: '2031-03-10' }).where(eq(tasks.id, a));
    await db().update(tasks).set({ dueDate: '2031-03-12' }).where(eq(tasks.id, b));
    const ids = async (query: string) => (await list(`pageSize=100&${query}`)).items.map((i) => i.taskId);

    expect(await ids('categories=importRow')).toEqual([a, b]);
    expect(await ids('categories=importRow&assignees=mine')).toEqual([a]);
    expect(await ids('categories=importRow&assignees=nobody')).toEqual([b]);
    expect(await ids(`categories=importRow&assignees=${adminId}&assignees=nobody`)).toEqual([a, b]);
    // Mine is the caller's: the viewer has none of these.
    expect((await list('categories=importRow&assignees=mine', await t.login(VIEWER))).items).toEqual([]);
    expect(await ids('subjectKind=fileImport&subjectId=9002')).toEqual([b]);
    expect(await ids('categories=importRow&companyId=1')).toEqual([a]);
    expect(await ids('dueFrom=2031-03-11&dueUntil=2031-03-12')).toEqual([b]);
    expect(await ids('dueFrom=2031-03-10&dueUntil=2031-03-10')).toEqual([a]);
    expect(await ids('searchText=AUTUMN')).toEqual([a]);
    expect(await ids('categories=importRow&orderBys=subject')).toEqual([b, a]);
    expect(await ids('categories=importRow&orderBys=assignee')).toEqual([a, b]);
    expect(await ids('categories=importRow&orderBys=dueDate_desc')).toEqual([b, a]);
    const mine = (await list('assignees=mine&pageSize=100')).items;
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((i) => i.assigneeId === adminId && i.assigneeName === 'Ada Admin')).toBe(true);
  });

  it('refuses a wrong filter or sort with field errors', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${BASE}/list?statuses=done&assignees=everybody&orderBys=password&dueFrom=2031-02-30&pageSize=7`,
      cookie: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      'statuses.0': 'validation.invalid',
      'assignees.0': 'validation.invalid',
      'orderBys.0': 'validation.invalidSort',
      dueFrom: 'validation.date',
      pageSize: 'validation.oneOf|5, 10, 20, 50, 100',
    });
    const order = await t.call({
      method: 'GET',
      url: `${BASE}/list?dueFrom=2031-03-02&dueUntil=2031-03-01`,
      cookie: admin,
    });
    expect(order.json().fieldErrors).toEqual({ dueUntil: 'validation.dateOrder' });
  });
});

describe('a task', () => {
  it('shows its subject, payload, history and what the caller may do; 404 when there is none', async () => {
    const id = await makeTask(9003, { detail: 'task:outcomes.payloadInvalid' });
    const task = await detail(id);
    expect(task).toMatchObject({
      taskId: id,
      category: 'importRow',
      status: 'open',
      subject: { kind: 'fileImport', id: 9003, label: 'prices-9003.csv', contractId: null },
      payload: { importId: 9003, line: 2 },
      assigneeId: null,
      createdById: null,
      version: 1,
      allowedActions: ['view', 'assignTaskToMe', 'assignTask', 'editPayload', 'onHold', 'resolve', 'cancel'],
    });
    expect(task.history).toMatchObject([
      { action: 'created', userId: null, toStatus: 'open', detail: 'task:outcomes.payloadInvalid' },
    ]);
    expect((await detail(id, await t.login(VIEWER))).allowedActions).toEqual(['view']);
    expect((await t.call({ method: 'GET', url: `${BASE}/999999`, cookie: admin })).statusCode).toBe(404);
  });

  it('serves its categories with their payload schema, and the staff it can be given to', async () => {
    const categories: TaskCategoryRecord[] = await t.read(`${BASE}/categories`, admin);
    expect(categories.map((c) => c.code)).toEqual([...TASK_CATEGORIES]);
    const mail = categories.find((c) => c.code === 'mailFailed')!;
    expect(mail).toMatchObject({ subjectKind: 'mail', executable: true });
    expect(mail.payloadSchema).toMatchObject({ type: 'object', properties: { recipients: { type: 'array' } } });
    expect(categories.find((c) => c.code === 'importRow')!.executable).toBe(false);

    const staff: TaskEntity[] = await t.read(`${BASE}/entities`, admin);
    // Only who may edit tasks: the administrator, not the auditor or the product manager.
    expect(staff.map((s) => s.email)).toEqual(['admin@backoffice.test']);
    expect(await t.read(`${BASE}/entities?searchText=priya`, admin)).toEqual([]);
  });
});

describe('the state machine, as the server enforces it', () => {
  it('moves a task through its statuses, one history entry a step', async () => {
    const id = await makeTask(9010);
    const step = async (status: string, version: number) => {
      const res = await t.call({
        method: 'POST',
        url: `${BASE}/${id}?status=${status}`,
        payload: { version },
        cookie: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().response as TaskDetail;
    };
    expect((await step('onHold', 1)).allowedActions).toContain('reOpen');
    expect((await step('open', 2)).status).toBe('open');
    const resolved = await step('resolved', 3);
    expect(resolved).toMatchObject({ status: 'resolved', version: 4, allowedActions: ['view', 'reOpen'] });
    expect(resolved.history.map((h) => [h.action, h.fromStatus, h.toStatus, h.userName])).toEqual([
      ['statusChanged', 'open', 'resolved', 'Ada Admin'],
      ['statusChanged', 'onHold', 'open', 'Ada Admin'],
      ['statusChanged', 'open', 'onHold', 'Ada Admin'],
      ['created', null, 'open', null],
    ]);
  });

  it('refuses what the status does not allow with its reason, a stale version with the current task', async () => {
    const id = await makeTask(9011);
    const move = (status: string, version: number) =>
      t.call({ method: 'POST', url: `${BASE}/${id}?status=${status}`, payload: { version }, cookie: admin });
    const stale = await move('onHold', 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorMessage: 'versionConflict', response: { taskId: id, version: 1 } });
    // Reopening an open task, executing one without a handler: 409 with the reason and the task.
    const reopen = await move('open', 1);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ errorMessage: 'taskActionNotAllowed', response: { status: 'open' } });
    const execute = await post(`${id}/execute`, { version: 1 });
    expect(execute.statusCode).toBe(409);
    expect(execute.json().errorMessage).toBe('taskNotExecutable');
    const unknown = await move('executing', 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ status: 'validation.invalid' });
    // Taken once; twice is refused.
    expect((await post(`${id}/assigntome`, { version: 1 })).statusCode).toBe(200);
    const again = await post(`${id}/assigntome`, { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('taskActionNotAllowed');
    // Nothing of it was written.
    expect((await detail(id)).history.map((h) => h.action)).toEqual(['assigned', 'created']);
  });

  it('lets nothing but view touch an executing task', async () => {
    const id = await makeTask(9012);
    await db().update(tasks).set({ status: 'executing', version: 5 }).where(eq(tasks.id, id));
    for (const [path, body] of [
      [`${id}?status=cancelled`, { version: 5 }],
      [`${id}/assign`, { version: 5, assigneeId: null }],
      [`${id}/payload`, { version: 5, payload: {} }],
      [`${id}/execute`, { version: 4 }],
    ] as const) {
      const res = await post(path, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json().errorMessage, path).toBe('taskExecuting');
    }
  });
});

describe('payload and assignment', () => {
  it('checks the payload by its category: a wrong address refused on its field', async () => {
    const [mailTask] = (await list('categories=mailFailed&statuses=open&pageSize=100')).items;
    const bad = await post(`${mailTask!.taskId}/payload`, {
      version: mailTask!.version,
      payload: { recipients: ['ok@example.com', 'a@example.com,\nBcc:evil@example.com'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ 'payload.recipients.1': 'validation.email' });
    const empty = await post(`${mailTask!.taskId}/payload`, {
      version: mailTask!.version,
      payload: { recipients: [] },
    });
    expect(empty.json().fieldErrors).toEqual({ 'payload.recipients': 'validation.required' });
    const good = await post(`${mailTask!.taskId}/payload`, {
      version: mailTask!.version,
      payload: { recipients: [' finance@example.com '], note: 'Address from the customer', extra: 'dropped' },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().response).toMatchObject({
      payload: { recipients: ['finance@example.com'], note: 'Address from the customer' },
      version: mailTask!.version + 1,
    });
    expect(good.json().response.history[0]).toMatchObject({ action: 'payloadChanged', userName: 'Ada Admin' });
    expect(good.json().response.payload).not.toHaveProperty('extra');
  });

  it('gives a task to a colleague with the edit right only, or to nobody', async () => {
    const id = await makeTask(9020);
    const viewerId = await userIdOf(VIEWER);
    const adminId = await userIdOf(ADMIN);
    const refused = await post(`${id}/assign`, { version: 1, assigneeId: viewerId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ assigneeId: 'validation.unknown' });
    const given = await post(`${id}/assign`, { version: 1, assigneeId: adminId });
    expect(given.json().response).toMatchObject({ assigneeId: adminId, assigneeName: 'Ada Admin', version: 2 });
    expect(given.json().response.history[0]).toMatchObject({ action: 'assigned', assigneeName: 'Ada Admin' });
    const none = await post(`${id}/assign`, { version: 2, assigneeId: null });
    expect(none.json().response).toMatchObject({ assigneeId: null, assigneeName: null });
  });

  it('lets a reader read but not write, and someone without the module neither', async () => {
    const id = await makeTask(9030);
    const viewer = await t.login(VIEWER);
    expect((await list('pageSize=5', viewer)).items.every((i) => i.allowedActions.join() === 'view')).toBe(true);
    expect((await post(`${id}/assigntome`, { version: 1 }, viewer)).statusCode).toBe(403);
    expect((await post(`${id}/execute`, { version: 1 }, viewer)).statusCode).toBe(403);
    const products = await t.login(PRODUCTS);
    expect((await t.call({ method: 'GET', url: `${BASE}/list`, cookie: products })).statusCode).toBe(403);
    const [row] = await db().select({ version: tasks.version }).from(tasks).where(eq(tasks.id, id));
    expect(row!.version).toBe(1);
  });
});

describe('producers never make a second active task for the same subject', () => {
  it('makes one, refuses a second while it is active, and makes a new one once it is done', async () => {
    const first = await makeTask(9040);
    expect(
      await produceTask(db(), { category: 'importRow', subjectId: 9040, subjectLabel: 'x', payload: {} }),
    ).toBeNull();
    // Another category on the same subject is another task.
    await db().update(tasks).set({ status: 'failed' }).where(eq(tasks.id, first));
    expect(
      await produceTask(db(), { category: 'importRow', subjectId: 9040, subjectLabel: 'x', payload: {} }),
    ).toBeNull();
    await db().update(tasks).set({ status: 'resolved' }).where(eq(tasks.id, first));
    const next = await makeTask(9040);
    expect(next).toBeGreaterThan(first);
    // Two at once (two instances): the unique index lets one win.
    await db().update(tasks).set({ status: 'cancelled' }).where(eq(tasks.id, next));
    const both = await Promise.all([makeTask(9040).catch(() => null), makeTask(9040).catch(() => null)]);
    expect(both.filter((id) => id !== null)).toHaveLength(1);
    const [{ n }] = (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from tasks where subject_id = 9040 and status in ('open','onHold','executing','failed')`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});
