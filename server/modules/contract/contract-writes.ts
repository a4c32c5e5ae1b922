/**
 * Changes to a contract (docs/domain.md "Contracts"): create and update of the header, items (one,
 * several, by date), the prices calculated again, and the status moves of the contract or of
 * selected items.
 *
 * Every write goes through `changeContract`: it takes the contract's version (409 when a colleague
 * changed it meanwhile), refuses an INACTIVE contract, makes the change, then records a version
 * (snapshot, monthly amount, who and what) and a timeline event on the customer, all in one
 * transaction.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { diffAsChanges, diffContracts } from '../../../src/shared/contract-diff';
import { isInvoiced, MOVE_TARGET, moveRefusal } from '../../../src/shared/contract-transitions';
import { dayOfWire } from '../../../src/shared/calendar-day';
import type {
  Contract,
  ContractInputParsed,
  ContractItem,
  ContractItemInputParsed,
  ContractItemsBulkUpdate,
  ContractItemsByDate,
  ContractItemUpdate,
  ContractUpdate,
  CalculatePrices,
  TransitionOutcomes,
} from '../../../src/shared/schemas/contract';
import type { Db } from '../../db/client';
import {
  companies,
  contractItems,
  contracts,
  contractTypes,
  mainContracts,
  productStatuses,
  products,
} from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import { checkRecordMetadata, writeMetadata } from '../company/metadata-repository';
import { recordEvent } from '../company/timeline';
import { repriceContract, unitPricesOf, writeUnitPrices } from './contract-prices';
import type { MetadataRow } from '../../lib/metadata';
import { brusselsToday } from '../../http/csv';
import type { Caller } from '../../plugins/security';
import { contractDetail, recordVersion, SNAPSHOT, summaryOf } from './contract-detail';
import { NCE_PRODUCING_ACTIONS, produceNceItemTasks } from '../task/task-producers';
import {
  CONTRACT_TYPE_CODE,
  type ContractStatus,
  type ContractTransition,
} from '../../../src/shared/constants/contract';
import { RESELLER_PARTY_TYPES } from '../../../src/shared/constants/company';

/** A day from the wire (or none) as stored. */
export const storedDay = (wire: string | null | undefined) => (wire ? dayOfWire(wire) : null);

type VersionAction =
  | 'updated'
  | 'itemAdded'
  | 'itemUpdated'
  | 'itemsUpdated'
  | 'statusChanged'
  | 'pricesCalculated'
  | 'subscriptionUpdated'
  | 'subscriptionSynced';

/**
 * Makes a change to a contract on the version the caller saw (null: any, for adding an item) and
 * records it: the contract's version goes up by one, a version row and a timeline event on the
 * customer, in one transaction. An INACTIVE contract is not changed (400), a stale version is
 * answered with 409 and the current contract.
 */
export async function changeContract<T>(
  db: Db,
  contractId: number,
  version: number | null,
  actor: Caller,
  action: VersionAction,
  change: (tx: Db, before: Contract) => Promise<T>,
): Promise<{ contract: Contract; result: T }> {
  const before = await contractDetail(db, contractId, SNAPSHOT);
  if (!before) throw notFound();
  const stale = async () => conflict(await contractDetail(db, contractId, actor));
  if (version !== null && before.version !== version) throw await stale();
  if (before.status === 'INACTIVE') throw badRequest('validation.contractEnded');
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const bumped = await tx
      .update(contracts)
      .set({ version: sql`${contracts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(contracts.id, contractId), eq(contracts.version, before.version)))
      .returning({ id: contracts.id });
    if (!bumped.length) return null;
    const result = await change(tx, before);
    const after = (await contractDetail(tx, contractId, SNAPSHOT))!;
    // An NCE item added, activated or given other seats by a person: a task to order or change it at the provider.
    if ((NCE_PRODUCING_ACTIONS as readonly string[]).includes(action))
      await produceNceItemTasks(tx, before, after, actor.userId);
    const summary = summaryOf(before, after);
    await recordVersion(tx, contractId, action, summary, actor.userId);
    await recordEvent(tx, {
      companyId: after.customerId,
      userId: actor.userId,
      kind: 'contract',
      action: action === 'statusChanged' ? 'statusChanged' : 'updated',
      recordId: contractId,
      label: after.number,
      changes: diffAsChanges(diffContracts(before, after)),
    });
    return { result };
  });
  if (!outcome) throw await stale();
  return { contract: (await contractDetail(db, contractId, actor))!, result: outcome.result };
}

export const exists = async (db: Db, query: SQL) =>
  ((await db.execute(sql`select exists (${query}) as found`)).rows[0] as { found: boolean }).found;

/** What the schema cannot check: the parties, the type and the main contract exist and fit. */
/** The customer exists and the reseller (if any) is one; problems go into `errors`. */
export async function checkParties(db: Db, customerId: number, resellerId: number | null, errors: FieldErrors) {
  if (!(await exists(db, sql`select 1 from ${companies} where ${companies.id} = ${customerId}`)))
    errors.customerId = 'validation.unknown';
  if (resellerId) {
    const [r] = await db.select({ partyType: companies.partyType }).from(companies).where(eq(companies.id, resellerId));
    if (!r) errors.resellerId = 'validation.unknown';
    else if (!(RESELLER_PARTY_TYPES as readonly string[]).includes(r.partyType))
      errors.resellerId = 'companyErrors.parentNotReseller';
  }
}

async function checkHeader(db: Db, input: ContractInputParsed, contractId?: number): Promise<MetadataRow[]> {
  const errors: FieldErrors = {};
  const metadata = await checkRecordMetadata(db, 'contract', input.metadatas, contractId, errors);
  await checkParties(db, input.customerId!, input.resellerId, errors);
  if (!(await exists(db, sql`select 1 from ${contractTypes} where ${contractTypes.id} = ${input.contractTypeId}`)))
    errors.contractTypeId = 'validation.unknown';
  if (input.mainContractId) {
    const [m] = await db
      .select({ customerId: mainContracts.customerId })
      .from(mainContracts)
      .where(eq(mainContracts.id, input.mainContractId));
    if (!m || m.customerId !== input.customerId) errors.mainContractId = 'validation.unknown';
  }
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  return metadata;
}

const headerValues = (input: ContractInputParsed) => ({
  customerId: input.customerId!,
  resellerId: input.resellerId,
  contractTypeId: input.contractTypeId!,
  dateStart: dayOfWire(input.dateStart),
  dateEnd: storedDay(input.dateEnd),
  calculationType: input.calculationType,
  priceType: input.priceType,
  mainContractId: input.mainContractId,
  reference: input.reference,
  description: input.description,
});

export async function createContract(db: Db, input: ContractInputParsed, userId: number | null): Promise<number> {
  const metadata = await checkHeader(db, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(contracts)
      .values({ ...headerValues(input), status: input.status })
      .returning({ id: contracts.id, number: contracts.number });
    const id = row!.id;
    await writeMetadata(tx, 'contract', id, metadata, true);
    await recordVersion(tx, id, 'created', `${row!.number}`, userId);
    await recordEvent(tx, {
      companyId: input.customerId!,
      userId,
      kind: 'contract',
      action: 'created',
      recordId: id,
      label: row!.number,
    });
    return id;
  });
}

export async function updateContract(db: Db, input: ContractUpdate, actor: Caller) {
  const metadata = await checkHeader(db, input, input.contractId);
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'updated', async (tx) => {
    // The status moves only through the moves; the header keeps its own.
    await tx.update(contracts).set(headerValues(input)).where(eq(contracts.id, input.contractId));
    if (input.metadatas) await writeMetadata(tx, 'contract', input.contractId, metadata, false);
  });
  return contract;
}

/** What an item's fields must satisfy beyond the schema: the product exists and is active (on add), a domain contract's item names its domain. */
async function checkItem(
  db: Db,
  contract: Contract,
  input: ContractItemInputParsed,
  itemId?: number,
): Promise<MetadataRow[]> {
  const errors: FieldErrors = {};
  const metadata = await checkRecordMetadata(db, 'contractItem', input.metadatas, itemId, errors);
  const [product] = await db
    .select({ statusId: products.productStatusId, status: productStatuses.description })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.productStatusId))
    .where(eq(products.id, input.productId!));
  const current = itemId ? contract.items.find((i) => i.contractItemId === itemId) : undefined;
  if (!product) errors.productId = 'validation.unknown';
  // A decommissioned product stays on the items that have it, but is not added anew.
  else if (product.statusId !== 1 && current?.productId !== input.productId)
    errors.productId = 'validation.productInactive';
  if (contract.contractTypeCode === CONTRACT_TYPE_CODE.domain && !input.domain) errors.domain = 'validation.required';
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  return metadata;
}

const itemValues = (input: ContractItemInputParsed) => ({
  productId: input.productId!,
  status: input.status,
  dateStart: dayOfWire(input.dateStart),
  domain: input.domain,
  alreadyInvoiced: input.alreadyInvoiced,
  description: input.description,
  quantity: input.quantity,
  factor: input.factor,
  dateEnd: storedDay(input.dateEnd),
  invoicedUntil: storedDay(input.invoicedUntil),
  advancedOptions: input.advancedOptions,
  partnerCenterProfile: input.partnerCenterProfile,
  domainProfile: input.domainProfile,
});

export async function createItem(db: Db, input: ContractItemInputParsed, actor: Caller) {
  const contract = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!contract) throw badRequest('validation.failed', { contractId: 'validation.unknown' });
  const metadata = await checkItem(db, contract, input);
  const { result } = await changeContract(db, input.contractId, null, actor, 'itemAdded', async (tx) => {
    const [row] = await tx
      .insert(contractItems)
      .values({ ...itemValues(input), contractId: input.contractId })
      .returning({ id: contractItems.id });
    await writeMetadata(tx, 'contractItem', row!.id, metadata, true);
    await repriceContract(tx, input.contractId, brusselsToday(), [row!.id]);
    return row!.id;
  });
  return { contractItemId: result };
}

/** The item of a contract, or a 404. */
async function itemOwner(db: Db, contractItemId: number) {
  const [item] = await db
    .select({ contractId: contractItems.contractId, version: contractItems.version })
    .from(contractItems)
    .where(eq(contractItems.id, contractItemId));
  if (!item) throw notFound();
  return item;
}

export async function updateItem(db: Db, input: ContractItemUpdate, actor: Caller) {
  const item = await itemOwner(db, input.contractItemId);
  if (item.contractId !== input.contractId) throw badRequest('validation.failed', { contractId: 'validation.invalid' });
  const contract = (await contractDetail(db, item.contractId, SNAPSHOT))!;
  if (item.version !== input.version) throw conflict(await contractDetail(db, item.contractId, actor));
  const metadata = await checkItem(db, contract, input, input.contractItemId);
  const { contract: after } = await changeContract(db, item.contractId, null, actor, 'itemUpdated', async (tx) => {
    const rows = await tx
      .update(contractItems)
      .set({ ...itemValues(input), version: sql`${contractItems.version} + 1`, updatedAt: new Date() })
      .where(and(eq(contractItems.id, input.contractItemId), eq(contractItems.version, input.version)))
      .returning({ id: contractItems.id });
    if (!rows.length) throw conflict(await contractDetail(db, item.contractId, actor));
    if (input.metadatas) await writeMetadata(tx, 'contractItem', input.contractItemId, metadata, false);
    await repriceContract(tx, item.contractId, brusselsToday(), [input.contractItemId]);
  });
  return after;
}

/** The items of the contract among the ids, or a 400 naming the field when one is not. */
function itemsOf(contract: Contract, ids: readonly number[]) {
  const items = contract.items.filter((i) => ids.includes(i.contractItemId));
  if (items.length !== new Set(ids).size)
    throw badRequest('validation.failed', { contractItemIds: 'validation.unknown' });
  return items;
}

export const bumpItems = { version: sql`${contractItems.version} + 1`, updatedAt: new Date() };

export async function updateItems(db: Db, input: ContractItemsBulkUpdate, actor: Caller) {
  const contract = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!contract) throw notFound();
  itemsOf(contract, input.contractItemIds);
  const set = {
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    ...(input.factor !== undefined ? { factor: input.factor } : {}),
    ...(input.dateEnd !== undefined ? { dateEnd: storedDay(input.dateEnd) } : {}),
    ...(input.invoicedUntil !== undefined ? { invoicedUntil: storedDay(input.invoicedUntil) } : {}),
  };
  if (!Object.keys(set).length)
    throw badRequest('validation.failed', { contractItemIds: 'validation.nothingToChange' });
  const { contract: after } = await changeContract(
    db,
    input.contractId,
    input.version,
    actor,
    'itemsUpdated',
    async (tx) => {
      await tx
        .update(contractItems)
        .set({ ...set, ...bumpItems })
        .where(and(eq(contractItems.contractId, input.contractId), inArray(contractItems.id, input.contractItemIds)));
      await repriceContract(tx, input.contractId, brusselsToday(), input.contractItemIds);
    },
  );
  return after;
}

/** Every item running on the day (started on or before it, not ended before it) gets the end or start given. */
export async function updateItemsByDate(db: Db, input: ContractItemsByDate, actor: Caller) {
  const day = dayOfWire(input.date);
  const set = {
    ...(input.dateEnd !== undefined ? { dateEnd: storedDay(input.dateEnd) } : {}),
    ...(input.dateStart !== undefined ? { dateStart: dayOfWire(input.dateStart) } : {}),
  };
  if (!Object.keys(set).length) throw badRequest('validation.failed', { dateEnd: 'validation.required' });
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'itemsUpdated', async (tx) => {
    const running = and(
      eq(contractItems.contractId, input.contractId),
      lte(contractItems.dateStart, day),
      or(isNull(contractItems.dateEnd), gte(contractItems.dateEnd, day)),
    );
    const changed = await tx
      .update(contractItems)
      .set({ ...set, ...bumpItems })
      .where(running)
      .returning({ id: contractItems.id });
    if (!changed.length) throw badRequest('validation.failed', { date: 'validation.noItemsOnDate' });
  });
  return contract;
}

/**
 * Every item's unit price again from the product rules today (`calculateprices`), on the version
 * the caller read: a new version when a price changed; none changed: the contract as it is.
 */
export async function calculatePrices(db: Db, input: CalculatePrices, actor: Caller): Promise<Contract> {
  const current = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!current) throw notFound();
  if (current.version !== input.version) throw conflict(await contractDetail(db, input.contractId, actor));
  if (current.status === 'INACTIVE') throw badRequest('validation.contractEnded');
  const fresh = await unitPricesOf(
    db,
    current,
    current.items.map((i) => ({
      ...i,
      id: i.contractItemId,
      dateStart: dayOfWire(i.dateStart),
      dateEnd: storedDay(i.dateEnd),
    })),
    brusselsToday(),
  );
  if (current.items.every((i) => fresh.get(i.contractItemId) === i.unitPrice))
    return (await contractDetail(db, input.contractId, actor))!;
  // The prices just computed are the ones stored (the version check makes sure nothing changed meanwhile).
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'pricesCalculated', (tx) =>
    writeUnitPrices(tx, fresh),
  );
  return contract;
}

// ---------------------------------------------------------------------------------------------
// Status moves

const invoicedOf = (items: readonly ContractItem[]) => items.some((i) => isInvoiced(i));

/**
 * A move of the whole contract: allowed from its status (contract-transitions.ts), else a 400 with
 * the reason. Its items in the same status move with it; the others keep theirs.
 */
export async function moveContract(
  db: Db,
  contractId: number,
  move: ContractTransition,
  version: number,
  actor: Caller,
): Promise<Contract> {
  const current = await contractDetail(db, contractId, SNAPSHOT);
  if (!current) throw notFound();
  if (current.version !== version) throw conflict(await contractDetail(db, contractId, actor));
  const refusal = moveRefusal(move, { status: current.status, invoiced: invoicedOf(current.items) });
  if (refusal) throw badRequest(refusal);
  const target = MOVE_TARGET[move];
  const { contract } = await changeContract(db, contractId, version, actor, 'statusChanged', async (tx, before) => {
    await tx.update(contracts).set({ status: target }).where(eq(contracts.id, contractId));
    await tx
      .update(contractItems)
      .set({ status: target, ...bumpItems })
      .where(and(eq(contractItems.contractId, contractId), eq(contractItems.status, before.status)));
  });
  return contract;
}

/**
 * A move of selected items of one contract: one request, one version; each item moves when its
 * status allows it, the others are refused with the reason. None allowed: nothing changes, and the
 * outcomes say why.
 */
export async function moveItems(
  db: Db,
  input: { contractId: number; version: number; contractItemIds: number[] },
  move: ContractTransition,
  actor: Caller,
): Promise<TransitionOutcomes> {
  const current = await contractDetail(db, input.contractId, SNAPSHOT);
  if (!current) throw notFound();
  if (current.version !== input.version) throw conflict(await contractDetail(db, input.contractId, actor));
  if (current.status === 'INACTIVE') throw badRequest('validation.contractEnded');
  const items = itemsOf(current, input.contractItemIds);
  const outcomes = items.map((item) => {
    const error = moveRefusal(move, { status: item.status, invoiced: isInvoiced(item) });
    return { contractItemId: item.contractItemId, ok: error === null, error };
  });
  const moving = outcomes.filter((o) => o.ok).map((o) => o.contractItemId);
  if (!moving.length) return { contract: (await contractDetail(db, input.contractId, actor))!, outcomes };
  const target: ContractStatus = MOVE_TARGET[move];
  const { contract } = await changeContract(db, input.contractId, input.version, actor, 'statusChanged', (tx) =>
    tx
      .update(contractItems)
      .set({ status: target, ...bumpItems })
      .where(and(eq(contractItems.contractId, input.contractId), inArray(contractItems.id, moving)))
      .then(() => undefined),
  );
  return { contract, outcomes };
}
