import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { invoiceLines, prices, providerSubscriptions, tasks } from '../../db/schema';
import { ADMIN, testAppForFile } from '../../testing/test-app';
import type { Contract } from '../../../src/shared/schemas/contract';
import type { TaskHistoryEntry } from '../../../src/shared/schemas/task';
import { runToEnd, startRun } from '../invoice/run/invoice-run';
import { embeddedProvider } from '../subscription/provider';
import { checkSubscriptions } from './subscription-check';
import { executeTask } from './task-execution';
import { startExecution } from './task-writes';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const db = () => t.database.db as Db;
const rows = async <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<R>(query)).rows;
const wire = (day: string) => `${day}T00:00:00.000Z`;
const CONTRACTS = '/api/contract/v2/contracts';
const caller = async () => {
  const [row] = await rows<{ id: number }>(sql`select id from users where email = ${ADMIN}`);
  return { userId: row!.id, language: 'en' as const, can: () => true };
};
/** The active task of a category about a subject. */
const activeTask = async (category: string, subjectId: number) =>
  (
    await db()
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.category, category as 'mailFailed'),
          eq(tasks.subjectId, subjectId),
          sql`${tasks.status} in ('open', 'onHold', 'executing', 'failed')`,
        ),
      )
  )[0];
/** Executes the task now, here (the worker's job, without waiting for it). */
async function execute(taskId: number) {
  const [row] = await db().select({ version: tasks.version }).from(tasks).where(eq(tasks.id, taskId));
  await startExecution(db(), taskId, row!.version, await caller());
  return executeTask({ db: db(), provider: embeddedProvider(db()) }, taskId, (await caller()).userId);
}
const historyOf = async (taskId: number): Promise<TaskHistoryEntry[]> =>
  (await t.read(`/api/task/v2/tasks/${taskId}`, admin)).history;
/** A contract's item as the contract's answer has it. */
const itemOf = async (contractId: number, itemId: number) =>
  ((await t.read(`${CONTRACTS}/${contractId}`, admin)) as Contract).items.find((i) => i.contractItemId === itemId)!;

describe('a month run', () => {
  it('makes a task per item left out without a price; executed once the price is back, the item is invoiced', async () => {
    const [item] = await rows<{ id: number; productId: number; contractId: number }>(sql`select i.id,
      i.product_id as "productId", c.id as "contractId" from contract_items i join contracts c on c.id = i.contract_id
      where c.status = 'ACTIVE' and i.status = 'ACTIVE' and c.calculation_type = 'invoicedUpFront'
        and i.unit_price > 0 and i.date_end is null order by i.id limit 1`);
    const saved = await db().select().from(prices).where(eq(prices.productId, item!.productId));
    await db().delete(prices).where(eq(prices.productId, item!.productId));
    await db().execute(sql`update contract_items set unit_price = null where id = ${item!.id}`);

    const requestId = await startRun(db(), { month: '2026-12', simulation: false, userId: null });
    await runToEnd(db(), requestId);
    const task = await activeTask('monthRunNoPrice', item!.id);
    expect(task).toMatchObject({
      status: 'open',
      subjectKind: 'contractItem',
      contractId: item!.contractId,
      payload: { requestId, month: '2026-12' },
    });
    // A simulation of the month finds the same, and makes nothing.
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from tasks`);
    await runToEnd(db(), await startRun(db(), { month: '2026-12', simulation: true, userId: null }));
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from tasks`)).toEqual(before);

    // Executed while the product still has no price: failed, with why.
    expect(await execute(task!.id)).toBe('failed');
    expect((await db().select().from(tasks).where(eq(tasks.id, task!.id)))[0]!.lastError).toBe(
      'task:outcomes.stillNoPrice',
    );
    await db().insert(prices).values(saved);
    expect(await execute(task!.id)).toBe('resolved');
    const lines = await db()
      .select({ id: invoiceLines.id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.contractItemId, item!.id), eq(invoiceLines.periodFrom, '2026-12-01')));
    expect(lines).toHaveLength(1);
    expect((await historyOf(task!.id))[0]).toMatchObject({
      action: 'executionDone',
      detail: expect.stringMatching(/^task:outcomes\.invoiced\|[1-9]/),
    });
  });

  it('makes a task per item invoiced at its stored price; executed once a rule is back, the draft is priced again', async () => {
    const [item] = await rows<{ id: number; productId: number }>(sql`select i.id, i.product_id as "productId"
      from contract_items i join contracts c on c.id = i.contract_id
      where c.status = 'ACTIVE' and i.status = 'ACTIVE' and c.calculation_type = 'invoicedUpFront'
        and i.unit_price > 0 and i.date_end is null order by i.id desc limit 1`);
    const saved = await db().select().from(prices).where(eq(prices.productId, item!.productId));
    await db().delete(prices).where(eq(prices.productId, item!.productId));
    await runToEnd(db(), await startRun(db(), { month: '2026-12', simulation: false, userId: null }));
    const task = await activeTask('monthRunStoredPrice', item!.id);
    expect(task!.payload).toMatchObject({ month: '2026-12', storedPrice: expect.any(Number) });
    expect((await historyOf(task!.id))[0]!.detail).toMatch(/^task:outcomes\.storedPrice\|/);
    expect(await execute(task!.id)).toBe('failed');
    await db().insert(prices).values(saved);
    expect(await execute(task!.id)).toBe('resolved');
    expect((await historyOf(task!.id))[0]).toMatchObject({ detail: 'task:outcomes.recalculated' });
  });
});

/** An ACTIVE o365NCE contract and an NCE product the catalogue sells. */
async function nceFixture() {
  const [contract] = await rows<{ id: number; version: number }>(sql`select c.id, c.version from contracts c
    join contract_types t on t.id = c.contract_type_id and t.code = 'o365NCE'
    where c.status = 'ACTIVE' order by c.customer_id desc, c.id limit 1`);
  const [product] = await rows<{ id: number; code: string }>(sql`select id, code from products
    where code ~ '-P1[MY]-[MA]$' and product_status_id = 1 order by id limit 1`);
  return { contract: contract!, product: product! };
}

describe('an NCE item added or changed on a contract', () => {
  it('makes an order task; its execution orders the subscription at the provider and puts it on the item', async () => {
    const { contract, product } = await nceFixture();
    const added = await t.post(
      `${CONTRACTS}/contractitem`,
      { contractId: contract.id, productId: product.id, status: 'ACTIVE', dateStart: wire('2026-11-01'), quantity: 7 },
      admin,
    );
    expect(added.statusCode, added.body).toBe(201);
    const itemId = added.json().response.contractItemId as number;
    const task = await activeTask('subscriptionOrder', itemId);
    expect(task).toMatchObject({ payload: { productCode: product.code, quantity: 7 }, contractId: contract.id });
    expect((await historyOf(task!.id))[0]).toMatchObject({ action: 'created', userName: 'Ada Admin' });

    // Seats changed before it was ordered: the same task, with the new seat count.
    const current = await itemOf(contract.id, itemId);
    const changed = await t.put(`${CONTRACTS}/contractitem`, { ...current, quantity: 9, metadatas: undefined }, admin);
    expect(changed.statusCode, changed.body).toBe(200);
    const same = await activeTask('subscriptionOrder', itemId);
    expect(same).toMatchObject({ id: task!.id, payload: { quantity: 9 } });

    expect(await execute(task!.id)).toBe('resolved');
    const subscriptionId = (await itemOf(contract.id, itemId)).metadatas.find(
      (m) => m.code === 'SUBSCRIPTIONID',
    )!.value!;
    expect(subscriptionId).toMatch(/^[0-9a-f-]{36}$/);
    const [ordered] = await db()
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.subscriptionId, subscriptionId));
    expect(ordered).toMatchObject({ quantity: 9, offerId: product.code.replace(/-P1[MY]-[MA]$/, '') });
    expect((await historyOf(task!.id))[0]).toMatchObject({
      detail: `task:outcomes.subscriptionOrdered|${subscriptionId}`,
    });
    const versions = await t.read(`${CONTRACTS}/${contract.id}/contractversion`, admin);
    expect(versions[0]).toMatchObject({ action: 'subscriptionUpdated' });

    // Ordered: a seat change now is a change at the provider, and sets it there when executed.
    const now = await itemOf(contract.id, itemId);
    await t.put(`${CONTRACTS}/contractitem`, { ...now, quantity: 11, metadatas: undefined }, admin);
    const change = await activeTask('subscriptionChange', itemId);
    expect(change!.payload).toEqual({ subscriptionId, quantity: 11 });
    expect(await execute(change!.id)).toBe('resolved');
    const [after] = await db()
      .select({ quantity: providerSubscriptions.quantity })
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.subscriptionId, subscriptionId));
    expect(after!.quantity).toBe(11);
  });

  it('makes nothing for a quote item or an item of another contract type', async () => {
    const { contract, product } = await nceFixture();
    const quote = await t.post(
      `${CONTRACTS}/contractitem`,
      { contractId: contract.id, productId: product.id, status: 'QUOTE', dateStart: wire('2026-11-01') },
      admin,
    );
    expect(quote.statusCode, quote.body).toBe(201);
    expect(await activeTask('subscriptionOrder', quote.json().response.contractItemId)).toBeUndefined();
  });
});

describe('the scheduled subscription check', () => {
  it('makes a task per item that differs from the provider, once; its execution syncs the item', async () => {
    // The seed ran it: nothing new a second time.
    expect(await checkSubscriptions(db(), embeddedProvider(db()))).toEqual([]);
    const [inSync] = await rows<{ itemId: number; subscriptionId: string }>(sql`select v.contract_item_id as "itemId",
      v.value as "subscriptionId" from contract_item_metadata v join metadata_definitions d on d.id = v.metadata_id
      join provider_subscriptions p on p.subscription_id = v.value
      join contract_items i on i.id = v.contract_item_id and i.status = 'ACTIVE' and i.quantity = p.quantity
      where d.code = 'SUBSCRIPTIONID' and not exists (select 1 from tasks k where k.subject_id = i.id
        and k.category = 'subscriptionDifferent') order by v.contract_item_id limit 1`);
    await db()
      .update(providerSubscriptions)
      .set({ quantity: sql`${providerSubscriptions.quantity} + 2` })
      .where(eq(providerSubscriptions.subscriptionId, inSync!.subscriptionId));
    const made = await checkSubscriptions(db(), embeddedProvider(db()), 7);
    expect(made).toHaveLength(1);
    const task = await activeTask('subscriptionDifferent', inSync!.itemId);
    expect(task!.payload).toMatchObject({
      subscriptionId: inSync!.subscriptionId,
      differences: [{ field: 'quantity', contract: expect.any(Number), provider: expect.any(Number) }],
    });
    expect(await checkSubscriptions(db(), embeddedProvider(db()), 7)).toEqual([]);
    expect(await execute(task!.id)).toBe('resolved');
    expect((await historyOf(task!.id))[0]).toMatchObject({ detail: 'task:outcomes.subscriptionSynced' });
    expect(await checkSubscriptions(db(), embeddedProvider(db()))).toEqual([]);
  });
});
