/**
 * Two reads about contracts that change nothing: each item's invoicing period for an invoicing month
 * (`period`, the rule in src/shared/invoice-period.ts, docs/domain.md "Invoicing period") and a
 * party's contracts in figures (`partysummary`: per status, items, the monthly amount of the ACTIVE
 * contracts, main contracts), in one statement, the amount in numeric (exact cents).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toWireDay } from '../../../src/shared/calendar-day';
import { contractPeriods } from '../../../src/shared/invoice-period';
import type { ContractPeriod, PartySummary, PartySummaryQuery } from '../../../src/shared/schemas/contract';
import type { Db } from '../../db/client';
import { companies, contractItemMetadata, contractItems, contracts, metadataDefinitions } from '../../db/schema';
import { CONTRACT_METADATA_CODE, CONTRACT_STATUSES, type ContractStatus } from '../../../src/shared/constants/contract';

const wireDay = (day: string | null) => (day === null ? null : toWireDay(day));

/** The item's LASTPERIODINVOICEDADMIN value (a day as YYYY-MM-DD when set), by key. */
const lastPeriodInvoiced = sql<string | null>`(select v.value from ${contractItemMetadata} v
  join ${metadataDefinitions} d on d.id = v.metadata_id
  where v.contract_item_id = "contract_items"."id" and d.entity = 'contractItem'
    and lower(d.code) = lower(${CONTRACT_METADATA_CODE.lastPeriodInvoiced}))`;

/** Each item's invoicing period for the month (`YYYY-MM`); null for an unknown contract. */
export async function contractPeriod(db: Db, contractId: number, month: string): Promise<ContractPeriod | null> {
  const [contract] = await db
    .select({ status: contracts.status, calculationType: contracts.calculationType })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) return null;
  const items = await db
    .select({
      contractItemId: contractItems.id,
      status: contractItems.status,
      dateStart: contractItems.dateStart,
      dateEnd: contractItems.dateEnd,
      invoicedUntil: contractItems.invoicedUntil,
      alreadyInvoiced: contractItems.alreadyInvoiced,
      lastPeriodInvoiced,
    })
    .from(contractItems)
    .where(eq(contractItems.contractId, contractId))
    .orderBy(asc(contractItems.id));
  return {
    contractId,
    month,
    status: contract.status,
    calculationType: contract.calculationType,
    items: contractPeriods(contract, items, month).map((p) => ({
      ...p,
      periodFrom: wireDay(p.periodFrom),
      periodTo: wireDay(p.periodTo),
    })),
  };
}

/**
 * A party's contracts in figures: as the customer (`customerId`), through the reseller
 * (`resellerId`), or both at once. Null when a party named does not exist.
 */
export async function partySummary(db: Db, q: PartySummaryQuery): Promise<PartySummary | null> {
  const ids = [q.customerId, q.resellerId].filter((id): id is number => id !== undefined);
  const known = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
  if (known.length !== new Set(ids).size) return null;
  const party =
    and(
      q.customerId !== undefined ? eq(contracts.customerId, q.customerId) : undefined,
      q.resellerId !== undefined ? eq(contracts.resellerId, q.resellerId) : undefined,
    ) ?? sql`false`;
  // The ACTIVE items' quantity x factor x unit price, each rounded to the cent (as itemMonthlyAmount).
  const [row] = (
    await db.execute<{
      statuses: { status: ContractStatus; n: number }[] | null;
      items: number;
      monthly: string;
      mains: number;
    }>(sql`with party as (select ${contracts.id} as id, ${contracts.status} as status,
        ${contracts.mainContractId} as main_contract_id from ${contracts} where ${party})
      select
        (select jsonb_agg(jsonb_build_object('status', s.status, 'n', s.n))
          from (select status, count(*)::int as n from party group by status) s) as statuses,
        (select count(*)::int from ${contractItems} i where i.contract_id in (select id from party)) as items,
        (select coalesce(sum(round(i.quantity * i.factor * i.unit_price, 2)), 0)::text from ${contractItems} i
          where i.contract_id in (select id from party where status = 'ACTIVE') and i.status = 'ACTIVE') as monthly,
        (select count(distinct main_contract_id)::int from party) as mains`)
  ).rows;
  const statusCounts = Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, 0])) as Record<ContractStatus, number>;
  for (const { status, n } of row?.statuses ?? []) statusCounts[status] = n;
  return {
    customerId: q.customerId ?? null,
    resellerId: q.resellerId ?? null,
    statusCounts,
    contractCount: Object.values(statusCounts).reduce((sum, n) => sum + n, 0),
    itemCount: row?.items ?? 0,
    monthlyAmount: Number(row?.monthly ?? 0),
    mainContractCount: row?.mains ?? 0,
  };
}
