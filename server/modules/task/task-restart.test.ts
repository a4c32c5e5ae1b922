/**
 * A task's execution outlives its instance (docs/jobs.md "Restarts"): an NCE item added to a contract
 * over HTTP makes an order task, executed on a real server (server/main.ts in a child process, on a
 * database of the test's own: restart-database.ts) whose embedded provider takes the order and holds
 * its answer (PROVIDER_ANSWER_DELAY_MS). The server is killed with SIGKILL while the order is at the
 * provider and its outcome not yet recorded, then started again on the same database. The execution
 * is taken over once the dead run's lease ran out (TASK_LEASE_MS, short here) and finishes: the
 * subscription was ordered once at the provider (the order's key is the task), it is on the item,
 * the contract has one new version, and the history has one outcome.
 */
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { TaskDetail, TaskListItem } from '../../../src/shared/schemas/task';
import { DEMO_PASSWORD } from '../../db/seed';
import { RESTART_TESTS, restartDatabaseForFile } from '../../testing/restart-database';
import { signedIn, withChildServers } from '../../testing/server-process';
import { ADMIN } from '../../testing/test-app';
import { orderedSubscriptionId } from '../subscription/provider';

const CONTRACTS = '/api/contract/v2/contracts';
const TASKS = '/api/task/v2/tasks';

const database = restartDatabaseForFile();
/** A dead run's task is taken over this long after its claim (3 minutes by default). */
const env = (more: Record<string, string> = {}) => database.env({ TASK_LEASE_MS: '15000', ...more });

type Item = { contractItemId: number; metadatas: { code: string; value: string | null }[] };

/** An ACTIVE o365NCE contract, an NCE product the catalogue sells, and how many subscriptions the provider holds. */
const fixture = () =>
  database.open(async (db) => {
    const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
      (await db.execute<T>(query)).rows[0]!;
    return {
      contract: await one<{ id: number }>(sql`select c.id from contracts c
        join contract_types t on t.id = c.contract_type_id and t.code = 'o365NCE'
        where c.status = 'ACTIVE' order by c.customer_id desc, c.id limit 1`),
      product: await one<{ id: number; code: string }>(sql`select id, code from products
        where code ~ '-P1[MY]-[MA]$' and product_status_id = 1 order by id limit 1`),
      subscriptions: Number((await one<{ n: number }>(sql`select count(*)::int as n from provider_subscriptions`)).n),
    };
  });

it.runIf(RESTART_TESTS)(
  'a task whose instance is killed while its order is at the provider finishes after the restart, ordered once',
  () =>
    withChildServers(async (start) => {
      const { contract, product, subscriptions } = await fixture();
      // The provider takes the order at once and answers far later than the kill comes.
      let server = await start(env({ PROVIDER_ANSWER_DELAY_MS: '600000' }));
      let { call } = await signedIn(server, ADMIN, DEMO_PASSWORD);
      const { contractItemId } = await call<{ contractItemId: number }>(`${CONTRACTS}/contractitem`, {
        contractId: contract.id,
        productId: product.id,
        status: 'ACTIVE',
        dateStart: '2026-11-01T00:00:00.000Z',
        quantity: 7,
      });
      const found = await call<{ items: TaskListItem[] }>(
        `${TASKS}/list?categories=subscriptionOrder&subjectKind=contractItem&subjectId=${contractItemId}`,
      );
      expect(found.items).toHaveLength(1);
      const task = found.items[0]!;
      const executing = await call<TaskDetail>(`${TASKS}/${task.taskId}/execute`, { version: task.version });
      expect(executing.status).toBe('executing');
      const orderKey = `task-${task.taskId}`;
      // In flight: the provider said it took the order; its answer (and so the outcome) is still to come.
      await vi.waitFor(
        () => expect(server.output()).toMatch(new RegExp(`"orderKey":"${orderKey}".*change made, answer delayed`)),
        { timeout: 120_000, interval: 100 },
      );
      expect((await call<TaskDetail>(`${TASKS}/${task.taskId}`)).status).toBe('executing');
      await server.kill();
      const killedAt = Date.now();

      server = await start(env());
      ({ call } = await signedIn(server, ADMIN, DEMO_PASSWORD));
      const detail = () => call<TaskDetail>(`${TASKS}/${task.taskId}`);
      await vi.waitFor(async () => expect((await detail()).status).toBe('resolved'), {
        timeout: 240_000,
        interval: 250,
      });
      const subscriptionId = orderedSubscriptionId(orderKey);
      const { history } = await detail();
      // One outcome, recorded by the second instance.
      const outcomes = history.filter((h) => h.action === 'executionDone' || h.action === 'executionFailed');
      expect(outcomes).toMatchObject([
        { action: 'executionDone', detail: `task:outcomes.subscriptionOrdered|${subscriptionId}` },
      ]);
      expect(Date.parse(outcomes[0]!.at)).toBeGreaterThan(killedAt);
      expect(history.filter((h) => h.action === 'executionQueued')).toHaveLength(1);
      // On the item, in one new version of the contract.
      const after = await call<{ items: Item[] }>(`${CONTRACTS}/${contract.id}`);
      const item = after.items.find((i) => i.contractItemId === contractItemId)!;
      expect(item.metadatas.find((m) => m.code === 'SUBSCRIPTIONID')?.value).toBe(subscriptionId);
      const versions = await call<{ action: string }[]>(`${CONTRACTS}/${contract.id}/contractversion`);
      expect(versions.filter((v) => v.action === 'subscriptionUpdated')).toHaveLength(1);
      await server.stop();

      // Ordered once at the provider: one subscription more, the order's.
      const held = await database.open(async (db) => {
        const [row] = (
          await db.execute<{ all: number; ours: number; quantity: number | null }>(sql`select
          (select count(*)::int from provider_subscriptions) as "all",
          (select count(*)::int from provider_subscriptions where subscription_id = ${subscriptionId}) as ours,
          (select quantity from provider_subscriptions where subscription_id = ${subscriptionId}) as quantity`)
        ).rows;
        return row;
      });
      expect(held).toEqual({ all: subscriptions + 1, ours: 1, quantity: 7 });
    }),
  600_000,
);
