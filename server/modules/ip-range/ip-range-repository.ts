/**
 * The IP plan in the database (docs/domain.md "IP plan"): the list (search, sort, paging through
 * http/list.ts), create and update with the version. A range must not share an address with
 * another (the overlapping one is named in the field error; the exclusion constraint decides a race
 * the same way) and is assigned to an ACTIVE contract.
 */
import { and, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { cidrOf, ipToNumber, isIpv4, numberToIp, rangeSize } from '../../../src/shared/ip-range';
import type {
  IpRange,
  IpRangeInputParsed,
  IpRangeListQuery,
  IpRangeUpdate,
} from '../../../src/shared/schemas/ip-range';
import type { Db } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { companies, contracts, ipRanges } from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import { containsPattern, pagedList, type SortKey } from '../../http/list';
import { IP_RANGE_DEFAULT_SORT, type IP_RANGE_SORT_COLUMNS } from '../../../src/shared/constants/ip-range';

const byContract = sql`join ${contracts} on ${contracts.id} = ${ipRanges.contractId}`;
const byCustomer = sql`join ${companies} on ${companies.id} = ${contracts.customerId}`;

const sorts: Record<(typeof IP_RANGE_SORT_COLUMNS)[number], SortKey> = {
  startAddress: { key: ipRanges.firstAddress },
  size: { key: sql`${ipRanges.lastAddress} - ${ipRanges.firstAddress}` },
  contract: { key: contracts.number, joins: [byContract] },
  customer: { key: sql`lower(${companies.name})`, joins: [byContract, byCustomer] },
  updatedAt: { key: ipRanges.updatedAt },
};

/** The search: an address inside the range, or text in the contract number, customer or description. */
function searchOf(text: string): SQL | undefined {
  const trimmed = text.trim();
  const pattern = containsPattern(trimmed);
  const n = isIpv4(trimmed) ? ipToNumber(trimmed) : null;
  return or(
    n === null ? undefined : and(sql`${ipRanges.firstAddress} <= ${n}`, sql`${ipRanges.lastAddress} >= ${n}`),
    ilike(ipRanges.description, pattern),
    inArray(
      ipRanges.contractId,
      sql`(select c.id from ${contracts} c join ${companies} k on k.id = c.customer_id
        where c.number ilike ${pattern} or k.name ilike ${pattern})`,
    ),
  );
}

/** Written out in full: in a one-table SELECT drizzle leaves column names unqualified. */
const lookups = {
  contractNumber: sql<string>`(select c.number from ${contracts} c where c.id = "ip_ranges"."contract_id")`,
  contractStatus: sql<IpRange['contractStatus']>`(select c.status from ${contracts} c
    where c.id = "ip_ranges"."contract_id")`,
  customerId: sql<number>`(select c.customer_id from ${contracts} c where c.id = "ip_ranges"."contract_id")`,
  customerName: sql<string>`(select k.name from ${contracts} c join ${companies} k on k.id = c.customer_id
    where c.id = "ip_ranges"."contract_id")`,
};

const columns = {
  ipRangeId: ipRanges.id,
  firstAddress: ipRanges.firstAddress,
  lastAddress: ipRanges.lastAddress,
  contractId: ipRanges.contractId,
  description: ipRanges.description,
  version: ipRanges.version,
  updatedAt: ipRanges.updatedAt,
  ...lookups,
};

type Row = { firstAddress: number; lastAddress: number; updatedAt: Date } & Omit<
  IpRange,
  'startAddress' | 'endAddress' | 'size' | 'cidr' | 'updatedAt'
>;

const toDto = ({ firstAddress, lastAddress, ...r }: Row): IpRange => {
  const range = { first: Number(firstAddress), last: Number(lastAddress) };
  return {
    ...r,
    startAddress: numberToIp(range.first),
    endAddress: numberToIp(range.last),
    size: rangeSize(range),
    cidr: cidrOf(range),
    updatedAt: r.updatedAt.toISOString(),
  };
};

export function listIpRanges(db: Db, q: IpRangeListQuery) {
  return pagedList(db, {
    list: {
      from: ipRanges,
      id: ipRanges.id,
      where: q.searchText ? searchOf(q.searchText) : undefined,
      sorts,
      defaultSort: IP_RANGE_DEFAULT_SORT,
    },
    query: q,
    rows: (byIds) => db.select(columns).from(ipRanges).where(byIds),
    toItem: toDto,
    idOf: (r) => r.ipRangeId,
  });
}

async function ipRangeById(db: Db, id: number) {
  const [row] = await db.select(columns).from(ipRanges).where(eq(ipRanges.id, id));
  return row ? toDto(row) : null;
}

/**
 * What the schema cannot check: the contract exists and is ACTIVE, and no other range shares an
 * address (the first one found is named). All problems at once, each on its field.
 */
async function checkRange(db: Db, input: IpRangeInputParsed, exceptId?: number) {
  const errors: FieldErrors = {};
  const [contract] = await db
    .select({ status: contracts.status })
    .from(contracts)
    .where(eq(contracts.id, input.contractId!));
  if (!contract) errors.contractId = 'validation.unknown';
  else if (contract.status !== 'ACTIVE') errors.contractId = 'validation.contractNotActive';
  const range = { first: ipToNumber(input.startAddress), last: ipToNumber(input.endAddress) };
  const [clash] = await db
    .select({ first: ipRanges.firstAddress, last: ipRanges.lastAddress })
    .from(ipRanges)
    .where(
      and(
        sql`${ipRanges.firstAddress} <= ${range.last}`,
        sql`${ipRanges.lastAddress} >= ${range.first}`,
        exceptId ? ne(ipRanges.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash)
    errors.startAddress = `validation.ipOverlap|${numberToIp(Number(clash.first))} – ${numberToIp(Number(clash.last))}`;
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  return range;
}

/** A race lost to the exclusion constraint: the same answer as the check gives. */
const OVERLAP = { startAddress: 'validation.ipOverlap|…' };

const values = (input: IpRangeInputParsed, range: { first: number; last: number }) => ({
  firstAddress: range.first,
  lastAddress: range.last,
  contractId: input.contractId!,
  description: input.description,
});

export async function createIpRange(db: Db, input: IpRangeInputParsed): Promise<number> {
  const range = await checkRange(db, input);
  try {
    const [row] = await db.insert(ipRanges).values(values(input, range)).returning({ id: ipRanges.id });
    return row!.id;
  } catch (error) {
    if (isExclusionViolation(error)) throw badRequest('validation.failed', OVERLAP);
    throw error;
  }
}

/** Updates only when the stored version is the one the caller loaded; otherwise 409 with the current range, or 404. */
export async function updateIpRange(db: Db, input: IpRangeUpdate): Promise<IpRange> {
  const current = await ipRangeById(db, input.ipRangeId);
  if (!current) throw notFound();
  if (current.version !== input.version) throw conflict(current);
  const range = await checkRange(db, input, input.ipRangeId);
  let updated;
  try {
    [updated] = await db
      .update(ipRanges)
      .set({ ...values(input, range), version: sql`${ipRanges.version} + 1`, updatedAt: new Date() })
      .where(and(eq(ipRanges.id, input.ipRangeId), eq(ipRanges.version, input.version)))
      .returning({ id: ipRanges.id });
  } catch (error) {
    if (isExclusionViolation(error)) throw badRequest('validation.failed', OVERLAP);
    throw error;
  }
  if (!updated) throw conflict(await ipRangeById(db, input.ipRangeId));
  return (await ipRangeById(db, input.ipRangeId))!;
}

/** ACTIVE contracts by number or customer name (at most 50), or the ones asked for by id. */
export const activeContractOptions = (db: Db, q: { searchText?: string | undefined; ids?: number[] | undefined }) =>
  db
    .select({ contractId: contracts.id, number: contracts.number, customerName: companies.name })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.customerId))
    .where(
      q.ids?.length
        ? inArray(contracts.id, q.ids)
        : and(
            eq(contracts.status, 'ACTIVE'),
            q.searchText
              ? or(
                  ilike(contracts.number, containsPattern(q.searchText)),
                  ilike(companies.name, containsPattern(q.searchText)),
                )
              : undefined,
          ),
    )
    .orderBy(contracts.number)
    .limit(50);
