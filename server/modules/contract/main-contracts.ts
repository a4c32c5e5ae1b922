/**
 * Main contracts: a customer's contracts grouped under a name; their choices, create and rename, and
 * a contract linked to one (a version of the contract, through changeContract).
 */
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { LinkToMainContract } from '../../../src/shared/schemas/contract';
import type { MainContractInputParsed, MainContractUpdate } from '../../../src/shared/schemas/main-contract';
import type { Db } from '../../db/client';
import { companies, contracts, mainContracts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern } from '../../http/list';
import type { Caller } from '../../plugins/security';
import { contractDetail, SNAPSHOT } from './contract-detail';
import { changeContract, exists } from './contract-writes';

const mainContractColumns = {
  mainContractId: mainContracts.id,
  customerId: mainContracts.customerId,
  customerName: sql<string>`(select c.name from ${companies} c where c.id = "main_contracts"."customer_id")`,
  name: mainContracts.name,
  contractCount: sql<number>`(select count(*)::int from ${contracts} k where k.main_contract_id = "main_contracts"."id")`,
  version: mainContracts.version,
};

/** Main contracts of a customer (or all), by name; at most 100. */
export const mainContractOptions = (
  db: Db,
  q: { customerId?: number | undefined; searchText?: string | undefined },
  exceptId?: number | null,
) =>
  db
    .select(mainContractColumns)
    .from(mainContracts)
    .where(
      and(
        q.customerId ? eq(mainContracts.customerId, q.customerId) : undefined,
        q.searchText ? ilike(mainContracts.name, containsPattern(q.searchText)) : undefined,
        exceptId ? sql`${mainContracts.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(sql`lower(${mainContracts.name})`, asc(mainContracts.id))
    .limit(100);

/** The main contracts of the contract's customer other than the one it is linked to; null for a missing contract. */
export async function otherMainContracts(db: Db, contractId: number) {
  const [c] = await db
    .select({ customerId: contracts.customerId, mainContractId: contracts.mainContractId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!c) return null;
  return mainContractOptions(db, { customerId: c.customerId }, c.mainContractId);
}

async function checkMainContractCustomer(db: Db, customerId: number) {
  if (!(await exists(db, sql`select 1 from ${companies} where ${companies.id} = ${customerId}`)))
    throw badRequest('validation.failed', { customerId: 'validation.unknown' });
}

export async function createMainContract(db: Db, input: MainContractInputParsed) {
  await checkMainContractCustomer(db, input.customerId!);
  const [row] = await db
    .insert(mainContracts)
    .values({ customerId: input.customerId!, name: input.name })
    .returning({ id: mainContracts.id });
  return row!.id;
}

const mainContractById = async (db: Db, id: number) =>
  (await db.select(mainContractColumns).from(mainContracts).where(eq(mainContracts.id, id)))[0] ?? null;

/** Renames on the version read; a main contract with contracts keeps its customer. */
export async function updateMainContract(db: Db, input: MainContractUpdate) {
  const current = await mainContractById(db, input.mainContractId);
  if (!current) throw notFound();
  if (current.version !== input.version) throw conflict(current);
  await checkMainContractCustomer(db, input.customerId!);
  if (current.contractCount > 0 && current.customerId !== input.customerId)
    throw badRequest('validation.failed', { customerId: 'validation.mainContractInUse' });
  const [row] = await db
    .update(mainContracts)
    .set({
      customerId: input.customerId!,
      name: input.name,
      version: sql`${mainContracts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(mainContracts.id, input.mainContractId), eq(mainContracts.version, input.version)))
    .returning({ id: mainContracts.id });
  if (!row) throw conflict(await mainContractById(db, input.mainContractId));
  return (await mainContractById(db, input.mainContractId))!;
}

/** Links the contract to a main contract of its own customer (null: unlinks), as a version. */
export async function linkToMainContract(db: Db, input: LinkToMainContract, actor: Caller) {
  const current = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!current) throw notFound();
  if (input.mainContractId !== null) {
    const main = await mainContractById(db, input.mainContractId);
    if (!main || main.customerId !== current.customerId)
      throw badRequest('validation.failed', {
        mainContractId: main ? 'validation.otherCustomer' : 'validation.unknown',
      });
  }
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'updated', (tx) =>
    tx
      .update(contracts)
      .set({ mainContractId: input.mainContractId })
      .where(eq(contracts.id, input.contractId))
      .then(() => undefined),
  );
  return contract;
}
