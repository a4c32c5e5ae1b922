/**
 * Demo contracts (docs/domain.md "Contracts"): the statuses and types, the contract and contract
 * item metadata definitions, and about 150 contracts of the demo end users (companies 1 to 300) in
 * every status and type: quotes, suspended and ended ones, main contracts grouping a few, some with
 * three versions. Deterministic (a fixed random seed per contract, days as YYYY-MM-DD). Each demo
 * contract is priced by the product price rules (repriceContract on 2026-11-01) and gets its first
 * version (recordVersion), as the API writes them.
 *
 * The end-to-end tests rely on this: the first demo customer with contracts (the lowest company id
 * with contracts, company 1) has a QUOTE contract, a SUSPENDED contract with at least three items of
 * which at least two are SUSPENDED, and an ACTIVE o365NCE contract.
 *
 * The large size adds 50,000 contracts with 200,000 items over the other end users (ids above 300),
 * generated in the database with INSERT ... SELECT generate_series and priced in the same statement
 * (no version rows for those).
 */
import { sql } from 'drizzle-orm';
import type { SeedSize } from '../../config';
import { repriceContract } from '../../modules/contract/contract-prices';
import { recordVersion } from '../../modules/contract/contract-detail';
import type { Db } from '../client';
import {
  contractItemMetadata,
  contractItems,
  contractMetadata,
  contracts,
  contractStatuses,
  contractTypes,
  mainContracts,
  metadataDefinitions,
} from '../schema';
import {
  addDays,
  DEFINITIONS,
  DEMO_COMPANIES,
  DESCRIPTIONS,
  FIRST_START,
  LAST_MONTH_END,
  LAST_START,
  minDay,
  planContracts,
  PRICE_DAY,
  STATUS_ROWS,
  TYPES,
  type ContractPlan,
} from './contract-plan';
import { CONTRACT_STATUS } from '../../../src/shared/constants/contract';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The statuses, types and metadata definitions, the demo contracts, then `afterDemo` (the invoice
 * history of the demo contracts), then the large size's contracts.
 */
export async function seedContracts(tx: Tx, size: SeedSize = 'demo', afterDemo?: () => Promise<void>) {
  await tx.insert(contractStatuses).values(STATUS_ROWS.map((s) => ({ id: CONTRACT_STATUS[s.code], ...s })));
  const typeRows = await tx
    .insert(contractTypes)
    .values(TYPES.map(({ code, description, calculationType }) => ({ code, description, calculationType })))
    .returning({ id: contractTypes.id, code: contractTypes.code });
  const typeIds = new Map(typeRows.map((t) => [t.code, t.id]));
  const [{ next } = { next: 0 }] = (
    await tx.execute<{ next: number }>(
      sql`select coalesce(max(sort_order) + 1, 0)::int as next from ${metadataDefinitions}`,
    )
  ).rows;
  const definitionRows = await tx
    .insert(metadataDefinitions)
    .values(DEFINITIONS.map((d, i) => ({ ...d, sortOrder: next + i })))
    .returning({ id: metadataDefinitions.id, code: metadataDefinitions.code });
  const definitionIds = new Map(definitionRows.map((d) => [d.code, d.id]));

  await seedDemoContracts(tx, typeIds, definitionIds);
  await afterDemo?.();
  if (size === 'large') await seedLargeContracts(tx);
}

async function seedDemoContracts(tx: Tx, typeIds: Map<string, number>, definitionIds: Map<string, number>) {
  const db = tx as unknown as Db;
  const customers = (
    await tx.execute<{ id: number; name: string; resellerId: number | null; active: boolean }>(sql`
      select id, name, parent_company_id as "resellerId", status = 'active' as active
      from companies
      where party_type in ('ENDUSER', 'NEWENDUSER') and id <= ${DEMO_COMPANIES}
      order by id`)
  ).rows;
  if (!customers.length) return;
  // Active products of the demo catalogue (those with prices), by the contract type they fit.
  const productRows = (
    await tx.execute<{ id: number; code: string; type: string }>(sql`
      select p.id, p.code, t.code as type
      from products p join product_types t on t.id = p.product_type_id
      where p.product_status_id = 1 and exists (select 1 from prices r where r.product_id = p.id)
      order by p.id`)
  ).rows;
  const productsOf = new Map(
    TYPES.map((t) => [t.code, productRows.filter((p) => t.productTypes.includes(p.type))] as const),
  );
  for (const [code, list] of productsOf)
    if (!list.length) throw new Error(`No active products for contract type ${code}`);

  const plans = planContracts(customers, productsOf);

  // Main contracts: the first five customers with two or more contracts group two or three of them.
  const byCustomer = new Map<number, ContractPlan[]>();
  for (const p of plans) byCustomer.set(p.customer.id, [...(byCustomer.get(p.customer.id) ?? []), p]);
  const grouped = [...byCustomer.values()]
    .filter((list) => list.filter((p) => p.status !== 'INACTIVE').length >= 2)
    .slice(0, 5);
  const mainRows = await tx
    .insert(mainContracts)
    .values(
      grouped.map((list) => ({
        customerId: list[0]!.customer.id,
        name: `${list[0]!.customer.name} – Framework agreement`,
      })),
    )
    .returning({ id: mainContracts.id });
  grouped.forEach((list, m) => {
    for (const p of list.filter((c) => c.status !== 'INACTIVE').slice(0, 3)) p.main = mainRows[m]!.id;
  });

  // Numbered in the order they were made: by start day.
  const ordered = plans
    .map((p) => ({ ...p, dateStart: p.items.reduce((min, i) => minDay(min, i.dateStart), p.items[0]!.dateStart) }))
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.key - b.key);
  const contractRows = await tx
    .insert(contracts)
    .values(
      ordered.map((p) => ({
        customerId: p.customer.id,
        resellerId: p.customer.resellerId,
        contractTypeId: typeIds.get(p.type)!,
        status: p.status,
        dateStart: p.dateStart,
        dateEnd:
          p.status === 'INACTIVE'
            ? p.items.reduce((max, i) => (i.dateEnd! > max ? i.dateEnd! : max), p.dateStart)
            : null,
        calculationType: TYPES.find((t) => t.code === p.type)!.calculationType,
        priceType: p.priceType,
        mainContractId: p.main,
        reference: p.reference,
        description: DESCRIPTIONS[p.type],
        createdAt: new Date(`${addDays(p.dateStart, -7)}T09:00:00Z`),
      })),
    )
    .returning({ id: contracts.id, number: contracts.number });

  const itemValues = ordered.flatMap((p, c) =>
    p.items.map(({ metadata: _, productCode: __, ...item }) => ({
      ...item,
      contractId: contractRows[c]!.id,
      createdAt: new Date(`${addDays(item.dateStart, -7)}T09:00:00Z`),
    })),
  );
  const itemRows = await tx
    .insert(contractItems)
    .values(itemValues)
    .returning({ id: contractItems.id, contractId: contractItems.contractId });
  const planItems = ordered.flatMap((p) => p.items);
  const itemMetadata = planItems.flatMap((item, i) =>
    item.metadata.map(([code, value]) => ({
      contractItemId: itemRows[i]!.id,
      metadataId: definitionIds.get(code)!,
      value,
    })),
  );
  if (itemMetadata.length) await tx.insert(contractItemMetadata).values(itemMetadata);
  const headerMetadata = ordered.flatMap((p, c) =>
    p.metadata.map(([code, value]) => ({
      contractId: contractRows[c]!.id,
      metadataId: definitionIds.get(code)!,
      value,
    })),
  );
  if (headerMetadata.length) await tx.insert(contractMetadata).values(headerMetadata);

  for (const [c, p] of ordered.entries()) {
    const { id, number } = contractRows[c]!;
    await repriceContract(db, id, PRICE_DAY);
    await recordVersion(db, id, 'created', `${number}: ${p.items.length} item(s)`, null);
  }

  // About 20 contracts were changed since: a reference set, then a quantity (or a description) changed.
  let itemIndex = 0;
  for (const [c, p] of ordered.entries()) {
    const first = itemIndex;
    itemIndex += p.items.length;
    if (p.key % 7 !== 3 || p.status === 'INACTIVE') continue;
    const { id } = contractRows[c]!;
    const reference = `PO-2026-${String(500 + p.key).padStart(4, '0')}`;
    await tx.execute(sql`update ${contracts} set reference = ${reference}, version = version + 1, updated_at = now()
      where id = ${id}`);
    await recordVersion(db, id, 'updated', `reference: ${p.reference ?? '–'} → ${reference}`, null);
    const item = p.items[0]!;
    const itemId = itemRows[first]!.id;
    if (p.type === 'domain') {
      const description = `Renewal confirmed for ${item.domain}`;
      await tx.execute(sql`update ${contractItems} set description = ${description}, version = version + 1,
        updated_at = now() where id = ${itemId}`);
      await tx.execute(sql`update ${contracts} set version = version + 1, updated_at = now() where id = ${id}`);
      await recordVersion(
        db,
        id,
        'itemUpdated',
        `${item.productCode} description: ${item.description ?? '–'} → ${description}`,
        null,
      );
    } else {
      const quantity = item.quantity + 3;
      await tx.execute(sql`update ${contractItems} set quantity = ${quantity}, version = version + 1,
        updated_at = now() where id = ${itemId}`);
      await tx.execute(sql`update ${contracts} set version = version + 1, updated_at = now() where id = ${id}`);
      await repriceContract(db, id, PRICE_DAY, [itemId]);
      await recordVersion(db, id, 'itemUpdated', `${item.productCode} quantity: ${item.quantity} → ${quantity}`, null);
    }
  }
}

/** A deterministic number 0..2^31-1 from a row number and a salt (a hash, spread over all bits). */
const hashText = (i: string, salt: number) => `(hashint8(${i}::bigint * 64 + ${salt})::bigint & 2147483647)`;
const hash = (i: string, salt: number) => sql.raw(hashText(i, salt));

/**
 * 50,000 contracts with 200,000 items (1, 2, 6 or 7 per contract, four on average) over the end
 * users above the demo ones: about 70% ACTIVE, every type, unit prices from the general sales price
 * on PRICE_DAY (less the rebate group for Rebate contracts) or a stable amount when the product has
 * none. Contract ids and numbers follow the demo ones; the sequences are moved past them.
 */
async function seedLargeContracts(tx: Tx, count = 50_000) {
  const [state] = (
    await tx.execute<{ id: number; number: number }>(sql`
      select coalesce((select max(id) from contracts), 0)::int as id,
        coalesce((select max(substr(number, 2)::int) from contracts), 0)::int as number`)
  ).rows;
  const idBase = state?.id ?? 0;
  const numberBase = state?.number ?? 0;
  const typeCase = sql.raw(
    `case ${TYPES.map((t, i) => {
      const upTo = TYPES.slice(0, i + 1).reduce((sum, x) => sum + x.share, 0);
      return `when ${hashText('g.i', 2)} % 100 < ${upTo} then '${t.code}'`;
    }).join(' ')} end`,
  );
  await tx.execute(sql`
    with customers as (
      select array_agg(id order by id) as ids from companies
      where party_type in ('ENDUSER', 'NEWENDUSER') and id > ${DEMO_COMPANIES}),
    x as (
      select g.i, ${typeCase} as type_code,
        case when ${hash('g.i', 1)} % 100 < 70 then 'ACTIVE' when ${hash('g.i', 1)} % 100 < 80 then 'QUOTE'
          when ${hash('g.i', 1)} % 100 < 88 then 'SUSPENDED' when ${hash('g.i', 1)} % 100 < 95 then 'INACTIVE'
          else 'ACTIVE_NOINVOICE' end as status,
        ${hash('g.i', 3)} % 100 as price_pick,
        customers.ids[1 + ${hash('g.i', 4)} % cardinality(customers.ids)] as customer_id,
        ${hash('g.i', 5)} as h
      from generate_series(1, ${count}::int) as g(i) cross join customers),
    -- An inactive customer keeps only ended contracts.
    z as (
      select x.i, x.type_code, x.price_pick, x.h, c.id as customer_id, c.parent_company_id,
        case when c.status = 'inactive' then 'INACTIVE' else x.status end as status
      from x join companies c on c.id = x.customer_id),
    y as (
      select z.*,
        ${FIRST_START}::date + (z.h % (case when z.status = 'INACTIVE' then 730 else 1369 end))::int as date_start
      from z)
    insert into contracts (id, number, customer_id, reseller_id, contract_type_id, status, date_start, date_end,
      calculation_type, price_type, reference, description, version, created_at, updated_at)
    select ${idBase}::int + y.i, 'C' || lpad((${numberBase}::int + y.i)::text, 7, '0'), y.customer_id,
      y.parent_company_id, t.id, y.status, y.date_start,
      case when y.status = 'INACTIVE' then (date_trunc('month', least(y.date_start + 300 + ((y.h / 1000) % 300)::int,
        date '2026-10-15')) + interval '1 month - 1 day')::date end,
      t.calculation_type,
      case when y.price_pick < 80 then 'RRP' when y.price_pick < 88 then 'Rebate'
        when y.price_pick < 95 and y.parent_company_id is not null then 'PartnerPrice'
        when y.price_pick < 95 then 'RRP' else 'EnduserPrice' end,
      case when y.h % 5 = 0 then 'PO-' || extract(year from y.date_start) || '-' || lpad((y.i % 10000)::text, 4, '0') end,
      null, 1, y.date_start - 7 + time '09:00', now()
    from y join contract_types t on t.code = y.type_code
    order by y.i`);

  const pairs = TYPES.flatMap((t) => t.productTypes.map((p) => `('${t.code}', '${p}')`)).join(', ');
  await tx.execute(sql`
    with candidates as (
      select f.contract_type, array_agg(p.id order by p.id) as ids
      from products p
      join product_types pt on pt.id = p.product_type_id
      join (values ${sql.raw(pairs)}) as f(contract_type, product_type) on f.product_type = pt.code
      where p.product_status_id = 1
      group by f.contract_type),
    k as (
      select c.id as contract_id, c.status as contract_status, c.date_start as contract_start, c.date_end,
        c.price_type, t.code as type_code, t.calculation_type, s.k, ${hash('(c.id * 8 + s.k)', 6)} as h,
        ${hash('(c.id * 8 + s.k)', 7)} as h2
      from contracts c
      join contract_types t on t.id = c.contract_type_id
      cross join lateral generate_series(1,
        (array[2, 6, 1, 7])[1 + ((c.id - ${idBase}::int) + (c.id - ${idBase}::int) / 4) % 4]) as s(k)
      where c.id > ${idBase}::int),
    items as (
      select k.*, p.id as product_id, p.code as product_code, p.rebate_group_id,
        case when k.contract_status = 'ACTIVE' and k.k > 1 and k.h % 40 = 0 then 'SUSPENDED'
          when k.contract_status = 'ACTIVE' and k.k > 1 and k.h % 40 = 1 then 'QUOTE'
          else k.contract_status end as status,
        case k.type_code when 'o365NCE' then 1 + k.h2 % 50 when 'support' then 1 + k.h2 % 20
          when 'hosting' then 1 + k.h2 % 3 when 'setup' then 1 + k.h2 % 3 else 1 end as quantity,
        case when k.k = 1 then k.contract_start
          else least(k.contract_start + (k.h2 / 100 % 240)::int, ${LAST_START}::date) end as date_start
      from k
      join candidates n on n.contract_type = k.type_code
      join products p on p.id = n.ids[1 + (k.h / 64) % cardinality(n.ids)])
    insert into contract_items (contract_id, product_id, status, description, domain, already_invoiced, quantity,
      factor, unit_price, date_start, date_end, invoiced_until, version, created_at, updated_at)
    select i.contract_id, i.product_id, i.status,
      case when i.h % 9 = 0 then 'Cost centre ' || (100 + i.contract_id % 40) end,
      case when i.type_code = 'domain' then 'site-' || i.contract_id || '-' || i.k || '.'
        || coalesce(lower(substring(i.product_code from '^DOM-([A-Z]+)-(?:REG|TRF|REN)')), 'be') end,
      i.calculation_type = 'oneTime' and i.status in ('ACTIVE', 'SUSPENDED', 'INACTIVE') and i.h % 5 <> 0,
      i.quantity,
      case when i.type_code <> 'domain' and i.h % 10 = 3 then 0.5 else 1 end,
      round(coalesce(
        r.amount * case when i.price_type = 'Rebate' then 1 - coalesce(g.rebate_percentage, 0) / 100 else 1 end,
        5 + (i.h2 % 9500) / 100.0), 2),
      i.date_start, i.date_end,
      case when i.calculation_type <> 'oneTime' and i.status in ('ACTIVE', 'SUSPENDED', 'INACTIVE')
        and i.date_start <= date '2026-09-30'
        then case when i.status = 'INACTIVE' then i.date_end
          when i.h % 10 < 8 then ${LAST_MONTH_END}::date else date '2026-09-30' end end,
      1, i.date_start - 7 + time '09:00', now()
    from items i
    left join rebate_groups g on g.id = i.rebate_group_id
    left join lateral (
      select amount from prices
      where product_id = i.product_id and price_type_id = 2 and entity_id is null
        and date_from <= ${PRICE_DAY}::date and (date_until is null or date_until >= ${PRICE_DAY}::date)
        and (quantity_from is null or quantity_from <= i.quantity)
        and (quantity_until is null or quantity_until >= i.quantity)
      order by date_from desc, quantity_from desc nulls last limit 1) r on true
    order by i.contract_id, i.k`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('contracts', 'id'), (select max(id) from contracts))`);
  await tx.execute(sql`select setval('contract_number_seq', ${numberBase + count}::bigint)`);
}
