import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, testAppForFile, NOMODULE, VIEWER } from '../../testing/test-app';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const BASE = '/api/ipplan/v2/ipplan';

async function contractIn(status: string) {
  const { rows } = await t.database.db.execute<{ id: number }>(
    sql`select id from contracts where status = ${status} order by id limit 1`,
  );
  return rows[0]!.id;
}

const create = (payload: object) => t.post(BASE, payload, admin);

describe('IP plan', () => {
  it('lists the seeded ranges by first address, finds the range holding an address, sorts by size', async () => {
    const page = await t.read(`${BASE}?pageSize=50`, admin);
    expect(page.totalCount).toBeGreaterThan(5);
    const firsts = page.items.map((r: { startAddress: string }) => r.startAddress.split('.').map(Number));
    const asNumbers = firsts.map((p: number[]) => ((p[0]! * 256 + p[1]!) * 256 + p[2]!) * 256 + p[3]!);
    expect(asNumbers).toEqual([...asNumbers].sort((a, b) => a - b));
    expect(page.items[0]).toMatchObject({
      startAddress: '185.12.0.0',
      endAddress: '185.12.0.255',
      size: 256,
      cidr: '185.12.0.0/24',
    });

    const holding = await t.read(`${BASE}?searchText=185.12.0.77`, admin);
    expect(holding.items.map((r: { startAddress: string }) => r.startAddress)).toEqual(['185.12.0.0']);
    const bySize = await t.read(`${BASE}?orderBys=size&pageSize=5`, admin);
    expect(bySize.items.map((r: { size: number }) => r.size)).toEqual([1, 1, 1, 16, 16]);
  });

  it('creates a range on an active contract and refuses one that shares an address, naming it', async () => {
    const contractId = await contractIn('ACTIVE');
    const ok = await create({ startAddress: '10.0.0.0', endAddress: '10.0.0.255', contractId, description: 'Office' });
    expect(ok.statusCode, ok.body).toBe(201);
    const touching = await create({ startAddress: '10.0.1.0', endAddress: '10.0.1.0', contractId });
    expect(touching.statusCode).toBe(201);
    const overlapping = await create({ startAddress: '9.255.255.0', endAddress: '10.0.0.0', contractId });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().fieldErrors).toEqual({ startAddress: 'validation.ipOverlap|10.0.0.0 – 10.0.0.255' });
  });

  it('lets the database refuse an overlap written past the check (two instances at once)', async () => {
    const contractId = await contractIn('ACTIVE');
    await create({ startAddress: '10.1.0.0', endAddress: '10.1.0.15', contractId });
    await expect(
      t.database.db.execute(
        sql`insert into ip_ranges (first_address, last_address, contract_id) values (167837704, 167837704, ${contractId})`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('answers every rule with fieldErrors: the IPv4 rule, order, an inactive contract', async () => {
    const bad = await create({ startAddress: '10.0.0.256', endAddress: '10.0.0.', contractId: null });
    expect(bad.json().fieldErrors).toEqual({
      startAddress: 'validation.ipAddress',
      endAddress: 'validation.ipAddress',
      contractId: 'validation.required',
    });
    const reversed = await create({
      startAddress: '10.0.0.9',
      endAddress: '10.0.0.1',
      contractId: await contractIn('ACTIVE'),
    });
    expect(reversed.json().fieldErrors).toEqual({ endAddress: 'validation.ipOrder' });
    const quote = await create({
      startAddress: '10.9.0.1',
      endAddress: '10.9.0.1',
      contractId: await contractIn('QUOTE'),
    });
    expect(quote.json().fieldErrors).toEqual({ contractId: 'validation.contractNotActive' });
  });

  it('updates with the version; a stale version is a 409 with the current range', async () => {
    const [first] = (await t.read(`${BASE}?pageSize=5`, admin)).items;
    const body = { ...first, description: 'Moved rack', endAddress: '185.12.0.127' };
    const ok = await t.put(BASE, body, admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().response).toMatchObject({
      version: 2,
      size: 128,
      cidr: '185.12.0.0/25',
      description: 'Moved rack',
    });
    const stale = await t.put(BASE, { ...body, description: 'Late' }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ version: 2, description: 'Moved rack' });
  });

  it('offers active contracts to assign; readers read, others are refused', async () => {
    const options = await t.read(`${BASE}/activecontracts?searchText=C`, admin);
    expect(options.length).toBeGreaterThan(0);
    const { rows } = await t.database.db.execute<{ status: string }>(
      sql`select status from contracts where id = any(${`{${options.map((o: { contractId: number }) => o.contractId).join(',')}}`}::int[])`,
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['ACTIVE']));
    const viewer = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: BASE, cookie: viewer })).statusCode).toBe(200);
    expect(
      (await t.post(BASE, { startAddress: '1.1.1.1', endAddress: '1.1.1.1', contractId: 1 }, viewer)).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: BASE, cookie: await t.login(NOMODULE) })).statusCode).toBe(403);
  });
});
