/**
 * Subscriptions (docs/domain.md "Subscriptions"): the running NCE items of a contract or a customer
 * beside the provider's subscriptions, the seat count changed at the provider and on the contract,
 * and the sync that takes the provider's values as a new contract version.
 *
 * The provider is called outside any transaction (it is remote and may be slow): the seat count is
 * set at the provider first, then on the contract. Should the contract write fail after the provider
 * accepted, the list shows the difference and a sync brings the contract in line.
 */
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  contractTerms,
  decreaseAllowedUntil,
  ncePlanOf,
  nceProductCode,
  quantityChangeRefusal,
  SUBSCRIPTION_METADATA_CODE,
  subscriptionDifferences,
  type SubscriptionDifference,
} from '../../../src/shared/subscription';
import type {
  SubscriptionItem,
  SubscriptionItemsQuery,
  SubscriptionLimitedUpdate,
  SubscriptionSyncAnswer,
} from '../../../src/shared/schemas/subscription';
import type { Db } from '../../db/client';
import {
  contractItemMetadata,
  contractItems,
  contracts,
  contractTypes,
  metadataDefinitions,
  products,
  productTranslations,
} from '../../db/schema';
import { brusselsToday } from '../../http/csv';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { contractDetail } from '../contract/contract-detail';
import { changeContract } from '../contract/contract-writes';
import type { Caller } from '../../plugins/security';
import { repriceContract } from '../contract/contract-prices';
import { ProviderRefusal, type ProviderSubscription, type SubscriptionProvider } from './provider';
import { CONTRACT_TYPE_CODE } from '../../../src/shared/constants/contract';
import { PRODUCT_LANGUAGE_OF } from '../../../src/shared/constants/product';

export type NceRow = {
  contractItemId: number;
  contractId: number;
  contractNumber: string;
  customerId: number;
  contractVersion: number;
  productId: number;
  productCode: string;
  productName: string;
  status: string;
  quantity: number;
  subscriptionId: string;
  renewalDate: string | null;
};

const itemMetadata = (code: string) =>
  sql<string | null>`(select v.value from ${contractItemMetadata} v
    join ${metadataDefinitions} d on d.id = v.metadata_id
    where v.contract_item_id = ${contractItems.id} and d.entity = 'contractItem' and d.code = ${code})`;

/**
 * The running items (ACTIVE or SUSPENDED) with a subscription id of NCE contracts that have not ended;
 * by contract number, or by item id up to `page.limit` (the scheduled check's batches).
 */
async function nceItems(db: Db, where: SQL, language: Caller['language'], page?: { limit: number }): Promise<NceRow[]> {
  const name = (lang: string) =>
    sql`(select t.description from ${productTranslations} t where t.product_id = ${products.id} and t.language = ${lang})`;
  const subscriptionId = itemMetadata(SUBSCRIPTION_METADATA_CODE.subscriptionId);
  const rows = db
    .select({
      contractItemId: contractItems.id,
      contractId: contracts.id,
      contractNumber: contracts.number,
      customerId: contracts.customerId,
      contractVersion: contracts.version,
      productId: products.id,
      productCode: products.code,
      productName: sql<string>`coalesce(${name(PRODUCT_LANGUAGE_OF[language])}, ${name('EN')}, ${products.code})`,
      status: contractItems.status,
      quantity: contractItems.quantity,
      subscriptionId,
      renewalDate: itemMetadata(SUBSCRIPTION_METADATA_CODE.renewalDate),
    })
    .from(contractItems)
    .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
    .innerJoin(products, eq(products.id, contractItems.productId))
    .where(
      and(
        where,
        eq(contractTypes.code, CONTRACT_TYPE_CODE.nce),
        sql`${contracts.status} <> 'INACTIVE'`,
        inArray(contractItems.status, ['ACTIVE', 'SUSPENDED']),
        sql`${subscriptionId} is not null`,
      ),
    )
    .$dynamic();
  const ordered = await (page
    ? rows.orderBy(contractItems.id).limit(page.limit)
    : rows.orderBy(contracts.number, contractItems.id));
  return ordered.map((r) => ({ ...r, subscriptionId: r.subscriptionId! }));
}

/** The running NCE items with a subscription id after this item id, by id, `limit` at most (the scheduled check). */
export const nceItemsAfter = (db: Db, afterId: number, limit: number) =>
  nceItems(db, gt(contractItems.id, afterId), 'en', { limit });

/** The product codes among these that the catalogue has, with their ids. */
async function productsByCode(db: Db, codes: readonly string[]) {
  if (!codes.length) return new Map<string, number>();
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.id]));
}

const planChanged = (differences: readonly SubscriptionDifference[]) =>
  differences.some((d) => d.field === 'term' || d.field === 'billingPlan');

/** The product a term or plan difference moves the item to (by code), before knowing whether it exists. */
function syncCodeOf(row: NceRow, provider: ProviderSubscription | undefined) {
  const plan = ncePlanOf(row.productCode);
  return provider && plan
    ? nceProductCode({ offer: plan.offer, term: provider.term, billingPlan: provider.billingPlan })
    : null;
}

/**
 * A provider call: a refusal becomes a 400 on its field, any other failure (unreachable, timed out)
 * a 502 that says the provider did not answer; nothing on the contract has changed by then.
 */
async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderRefusal) throw badRequest('validation.failed', { [error.field]: error.code });
    throw new HttpError(502, 'upstreamUnavailable');
  }
}

async function compared(db: Db, rows: readonly NceRow[], provider: SubscriptionProvider): Promise<SubscriptionItem[]> {
  const held = await atProvider(() => provider.subscriptions(rows.map((r) => r.subscriptionId)));
  const codes = rows.flatMap((r) => {
    const code = syncCodeOf(r, held.get(r.subscriptionId));
    return code && code !== r.productCode ? [code] : [];
  });
  const known = await productsByCode(db, codes);
  return rows.map((row) => {
    const theirs = held.get(row.subscriptionId);
    const ours = contractTerms(row);
    const differences = theirs ? subscriptionDifferences(ours, theirs) : [];
    const syncCode = planChanged(differences) ? syncCodeOf(row, theirs) : null;
    const syncProductCode = syncCode && known.has(syncCode) ? syncCode : null;
    return {
      contractItemId: row.contractItemId,
      contractId: row.contractId,
      contractNumber: row.contractNumber,
      contractVersion: row.contractVersion,
      productId: row.productId,
      productCode: row.productCode,
      productName: row.productName,
      status: row.status,
      subscriptionId: row.subscriptionId,
      contract: ours,
      provider: theirs
        ? {
            quantity: theirs.quantity,
            term: theirs.term,
            billingPlan: theirs.billingPlan,
            renewalDate: theirs.renewalDate,
            status: theirs.status,
          }
        : null,
      state: !theirs ? 'unknown' : differences.length ? 'different' : 'inSync',
      differences,
      syncProductCode,
      canSync: differences.length > 0 && (!planChanged(differences) || syncProductCode !== null),
      decreaseAllowedUntil: ours.renewalDate && ours.term ? decreaseAllowedUntil(ours.renewalDate, ours.term) : null,
    };
  });
}

export async function subscriptionItems(
  db: Db,
  provider: SubscriptionProvider,
  q: SubscriptionItemsQuery,
  actor: Caller,
): Promise<SubscriptionItem[]> {
  const where = and(
    q.contractId !== undefined ? eq(contracts.id, q.contractId) : undefined,
    q.customerId !== undefined ? eq(contracts.customerId, q.customerId) : undefined,
  )!;
  const items = await compared(db, await nceItems(db, where, actor.language), provider);
  return q.onlyDifferent === 'true' ? items.filter((i) => i.state !== 'inSync') : items;
}

async function oneItem(db: Db, provider: SubscriptionProvider, contractItemId: number, actor: Caller) {
  const rows = await nceItems(db, eq(contractItems.id, contractItemId), actor.language);
  if (!rows.length) throw notFound();
  return (await compared(db, rows, provider))[0]!;
}

/** Sets the item's renewal date metadata (a ReadOnly value: only the sync writes it). */
async function writeRenewalDate(tx: Db, contractItemId: number, renewalDate: string) {
  await tx.execute(sql`insert into ${contractItemMetadata} (contract_item_id, metadata_id, value)
    select ${contractItemId}, d.id, ${renewalDate} from ${metadataDefinitions} d
    where d.entity = 'contractItem' and d.code = ${SUBSCRIPTION_METADATA_CODE.renewalDate}
    on conflict (contract_item_id, metadata_id) do update set value = excluded.value`);
}

const bumpItem = { version: sql`${contractItems.version} + 1`, updatedAt: new Date() };

/**
 * The seat count of one NCE item, changed at the provider and then on the contract (a new version).
 * Fewer seats only in the cancellation window (400 on `quantity`); 409 on a stale contract version.
 */
export async function updateSeats(
  db: Db,
  provider: SubscriptionProvider,
  input: SubscriptionLimitedUpdate,
  actor: Caller,
): Promise<SubscriptionItem> {
  const item = await oneItem(db, provider, input.contractItemId, actor);
  if (item.contractVersion !== input.version) throw conflict(await contractDetail(db, item.contractId, actor));
  const today = brusselsToday();
  const term = item.contract.term ?? item.provider?.term;
  const refusal = term
    ? quantityChangeRefusal({ ...item.contract, term }, input.quantity, today)
    : 'validation.subscriptionDecreaseWindow';
  if (refusal && input.quantity !== item.contract.quantity)
    throw badRequest('validation.failed', { quantity: refusal });
  if (input.quantity === item.contract.quantity && item.provider?.quantity === input.quantity) return item;
  await atProvider(() => provider.setQuantity(item.subscriptionId, input.quantity, today));
  await changeContract(db, item.contractId, null, actor, 'subscriptionUpdated', async (tx) => {
    await tx
      .update(contractItems)
      .set({ quantity: input.quantity, ...bumpItem })
      .where(eq(contractItems.id, item.contractItemId));
    await repriceContract(tx, item.contractId, today, [item.contractItemId]);
  });
  return oneItem(db, provider, input.contractItemId, actor);
}

/**
 * Brings one NCE item to what the provider holds: quantity, renewal date, and a term or billing plan
 * by moving the item to the offer's product with that term and plan (repriced from its rules). A new
 * version when something changed; nothing when already in sync. 400 when the provider does not know
 * the subscription or the catalogue has no product for its term and plan.
 */
export async function syncItem(
  db: Db,
  provider: SubscriptionProvider,
  contractItemId: number,
  actor: Caller,
): Promise<SubscriptionSyncAnswer> {
  const item = await oneItem(db, provider, contractItemId, actor);
  if (!item.provider) throw badRequest('validation.subscriptionUnknown');
  if (item.differences.length && !item.canSync) throw badRequest('validation.subscriptionNoProduct');
  if (item.differences.length) {
    const theirs = item.provider;
    const productId = item.syncProductCode
      ? (await productsByCode(db, [item.syncProductCode])).get(item.syncProductCode)!
      : item.productId;
    await changeContract(db, item.contractId, null, actor, 'subscriptionSynced', async (tx) => {
      await tx
        .update(contractItems)
        .set({ quantity: theirs.quantity, productId, ...bumpItem })
        .where(eq(contractItems.id, contractItemId));
      if (theirs.renewalDate) await writeRenewalDate(tx, contractItemId, theirs.renewalDate);
      await repriceContract(tx, item.contractId, brusselsToday(), [contractItemId]);
    });
  }
  return {
    applied: item.differences,
    item: await oneItem(db, provider, contractItemId, actor),
    contract: (await contractDetail(db, item.contractId, actor))!,
  };
}
