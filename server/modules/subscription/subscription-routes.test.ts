import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/shared/calendar-day';
import { buildApp } from '../../app';
import { brusselsToday } from '../../http/csv';
import { ADMIN, testAppForFile, VIEWER } from '../../testing/test-app';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/contract/v2/subscriptions';
type Row = Record<string, unknown>;
type Item = {
  contractItemId: number;
  contractId: number;
  contractVersion: number;
  productCode: string;
  subscriptionId: string;
  state: string;
  contract: { quantity: number; term: string; billingPlan: string; renewalDate: string };
  provider: { quantity: number; term: string; billingPlan: string; renewalDate: string } | null;
  differences: { field: string; contract: unknown; provider: unknown }[];
  canSync: boolean;
  syncProductCode: string | null;
};
const rows = async <R extends Row>(query: ReturnType<typeof sql>) => (await t.database.db.execute<R>(query)).rows;

/** The first demo customer's ACTIVE o365NCE contract (the seed makes its items differ on purpose). */
async function firstNceContract() {
  const [row] = await rows<{ id: number }>(sql`select c.id from contracts c
    join contract_types t on t.id = c.contract_type_id and t.code = 'o365NCE'
    where c.status = 'ACTIVE' order by c.customer_id, c.id limit 1`);
  return row!.id;
}
const itemsOf = (contractId: number, extra = ''): Promise<Item[]> =>
  t.read(`${BASE}/contractitems?contractId=${contractId}${extra}`, admin);
const sync = (id: number, cookie = admin) => t.call({ method: 'GET', url: `${BASE}/contractitem/${id}/sync`, cookie });
const versions = (contractId: number) => t.read(`/api/contract/v2/contracts/${contractId}/contractversion`, admin);
const limited = (payload: Row) => t.put(`${BASE}/limited`, payload, admin);

describe('subscriptions', () => {
  it('shows each NCE item beside the provider, with the differences named field by field', async () => {
    const contractId = await firstNceContract();
    const items = await itemsOf(contractId);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = items as [Item, Item, Item];
    expect(first.state).toBe('different');
    expect(first.differences).toEqual([
      { field: 'quantity', contract: first.contract.quantity, provider: first.contract.quantity + 3 },
    ]);
    expect(second.differences).toEqual([
      {
        field: 'renewalDate',
        contract: second.contract.renewalDate,
        provider: addMonths(second.contract.renewalDate, 1),
      },
    ]);
    expect(third.state).toBe('inSync');
    expect(third.differences).toEqual([]);
    expect(first.contract.term).toMatch(/^P(1M|1Y|3Y)$/);

    const different = await itemsOf(contractId, '&onlyDifferent=true');
    expect(different.map((i) => i.contractItemId)).toEqual([first.contractItemId, second.contractItemId]);
    const [customer] = await rows<{ customerId: number }>(
      sql`select customer_id as "customerId" from contracts where id = ${contractId}`,
    );
    const ofCustomer: Item[] = await t.read(`${BASE}/contractitems?customerId=${customer!.customerId}`, admin);
    expect(ofCustomer.map((i) => i.contractItemId)).toEqual(expect.arrayContaining(items.map((i) => i.contractItemId)));

    const unbounded = await t.call({ method: 'GET', url: `${BASE}/contractitems`, cookie: admin });
    expect(unbounded.statusCode).toBe(400);
    expect(unbounded.json().fieldErrors).toEqual({ contractId: 'validation.required' });
  });

  it('syncs a differing item as a new version, and a second sync changes nothing', async () => {
    const contractId = await firstNceContract();
    const [first] = await itemsOf(contractId);
    const before = await versions(contractId);

    const res = await sync(first!.contractItemId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().response;
    expect(answer.applied).toEqual(first!.differences);
    expect(answer.item.state).toBe('inSync');
    const synced = answer.contract.items.find((i: Row) => i.contractItemId === first!.contractItemId);
    expect(synced.quantity).toBe(first!.provider!.quantity);
    expect(synced.monthlyAmount).toBeCloseTo(synced.quantity * synced.factor * (synced.unitPrice ?? 0), 2);

    const after = await versions(contractId);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ action: 'subscriptionSynced', userName: expect.any(String) });
    expect(after[0].summary).toContain('quantity');
    const [event] = await rows<{ action: string }>(
      sql`select action from timeline_events where kind = 'contract' and record_id = ${contractId} order by id desc limit 1`,
    );
    expect(event?.action).toBe('updated');

    const again = await sync(first!.contractItemId);
    expect(again.json().response.applied).toEqual([]);
    expect(await versions(contractId)).toHaveLength(after.length);
  });

  it('syncs the renewal date and moves the item to the product of the provider’s term and plan', async () => {
    const contractId = await firstNceContract();
    const [, second, third] = await itemsOf(contractId);
    await sync(second!.contractItemId);
    expect((await itemsOf(contractId))[1]!.contract.renewalDate).toBe(second!.provider!.renewalDate);

    // The provider moved the third item to another term and plan of the same offer, one the catalogue has.
    const offer = third!.productCode.replace(/-P(1M|1Y|3Y)-[MA]$/, '');
    const [other] = await rows<{ code: string }>(sql`select code from products
      where code like ${`${offer}-P%`} and code <> ${third!.productCode} and code ~ '-P(1M|1Y|3Y)-[MA]$' order by code limit 1`);
    const [, term, plan] = /-(P1M|P1Y|P3Y)-([MA])$/.exec(other!.code)!;
    await t.database.db.execute(
      sql`update provider_subscriptions set term = ${term}, billing_plan = ${
        plan === 'A' ? 'annual' : 'monthly'
      } where subscription_id = ${third!.subscriptionId}`,
    );
    const moved = (await itemsOf(contractId))[2]!;
    expect(moved.state).toBe('different');
    expect(moved.syncProductCode).toBe(other!.code);
    const res = await sync(third!.contractItemId);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().response.contract.items.find((i: Row) => i.contractItemId === third!.contractItemId);
    expect(item.productCode).toBe(other!.code);

    // A term the catalogue does not sell for this offer cannot be synced.
    await t.database.db.execute(
      sql`update provider_subscriptions set term = 'P3Y', billing_plan = 'monthly' where subscription_id = ${third!.subscriptionId}`,
    );
    const stuck = (await itemsOf(contractId))[2]!;
    expect(stuck).toMatchObject({ state: 'different', canSync: false, syncProductCode: null });
    const refused = await sync(third!.contractItemId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe('validation.subscriptionNoProduct');
  });

  it('shows a subscription the provider does not know, and refuses to sync it', async () => {
    const contractId = await firstNceContract();
    const [, , third] = await itemsOf(contractId);
    await t.database.db.execute(
      sql`delete from provider_subscriptions where subscription_id = ${third!.subscriptionId}`,
    );
    const unknown = (await itemsOf(contractId, '&onlyDifferent=true')).find(
      (i) => i.contractItemId === third!.contractItemId,
    );
    expect(unknown).toMatchObject({ state: 'unknown', provider: null, canSync: false });
    const res = await sync(third!.contractItemId);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('validation.subscriptionUnknown');
  });

  it('changes the seat count at the provider and on the contract; fewer only in the cancellation window', async () => {
    const contractId = await firstNceContract();
    const [, , third] = await itemsOf(contractId);
    const more = await limited({
      contractItemId: third!.contractItemId,
      version: third!.contractVersion,
      quantity: third!.contract.quantity + 5,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().response).toMatchObject({
      state: 'inSync',
      contract: { quantity: third!.contract.quantity + 5 },
      provider: { quantity: third!.contract.quantity + 5 },
    });
    expect((await versions(contractId))[0].action).toBe('subscriptionUpdated');

    const now = (await itemsOf(contractId))[2]!;
    const fewer = { contractItemId: now.contractItemId, version: now.contractVersion, quantity: 1 };
    // The seeded renewal lies more than 7 days after the term started (demo data of November 2026)...
    await t.database.db.execute(sql`update contract_item_metadata set value = ${addMonths(brusselsToday(), 6)}
      where contract_item_id = ${now.contractItemId} and metadata_id = (select id from metadata_definitions where code = 'RENEWALDATE')`);
    await t.database.db.execute(sql`update provider_subscriptions set renewal_date = ${addMonths(brusselsToday(), 6)}
      where subscription_id = ${now.subscriptionId}`);
    const refused = await limited(fewer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ quantity: 'validation.subscriptionDecreaseWindow' });
    const [provider] = await rows<{ quantity: number }>(
      sql`select quantity from provider_subscriptions where subscription_id = ${now.subscriptionId}`,
    );
    expect(provider!.quantity).toBe(now.contract.quantity);

    // ... a term that started today may still lose seats.
    const renewal = addMonths(brusselsToday(), now.contract.term === 'P1M' ? 1 : now.contract.term === 'P1Y' ? 12 : 36);
    await t.database.db.execute(sql`update contract_item_metadata set value = ${renewal}
      where contract_item_id = ${now.contractItemId} and metadata_id = (select id from metadata_definitions where code = 'RENEWALDATE')`);
    await t.database.db.execute(
      sql`update provider_subscriptions set renewal_date = ${renewal} where subscription_id = ${now.subscriptionId}`,
    );
    const allowed = await limited(fewer);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().response.provider.quantity).toBe(1);

    const stale = await limited({ ...fewer, quantity: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response.version).toBeGreaterThan(fewer.version);
  });

  it('lets the read-only account look but not sync or change seats', async () => {
    const viewer = await t.login(VIEWER);
    const contractId = await firstNceContract();
    const items: Item[] = await t.read(`${BASE}/contractitems?contractId=${contractId}`, viewer);
    expect(items.length).toBeGreaterThan(0);
    expect((await sync(items[0]!.contractItemId, viewer)).statusCode).toBe(403);
    const res = await t.put(
      `${BASE}/limited`,
      { contractItemId: items[0]!.contractItemId, version: items[0]!.contractVersion, quantity: 99 },
      viewer,
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers 502 and changes nothing when the provider does not answer', async () => {
    const down = {
      name: 'down',
      subscriptions: () => Promise.reject(new Error('connect ETIMEDOUT')),
      setQuantity: () => Promise.reject(new Error('connect ETIMEDOUT')),
      order: () => Promise.reject(new Error('connect ETIMEDOUT')),
    };
    const app = await buildApp(t.config, t.database, { subscriptionProvider: down });
    try {
      const contractId = await firstNceContract();
      const [first] = await itemsOf(contractId);
      const before = await versions(contractId);
      const res = await app.inject({
        method: 'GET',
        url: `${BASE}/contractitem/${first!.contractItemId}/sync`,
        headers: { cookie: admin, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().errorMessage).toBe('upstreamUnavailable');
      expect(await versions(contractId)).toHaveLength(before.length);
    } finally {
      await app.close();
    }
  });
});
