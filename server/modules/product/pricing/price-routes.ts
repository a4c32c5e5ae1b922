/**
 * Product prices: the prices of a product by guid, the reference lists of the price form (price
 * types, companies, price translations), create, update and delete, and which price applies.
 * Reading needs read on the products module, writing edit; every write announces the changed price
 * on the hub (domain `prices`, heard by products readers).
 */
import type { FastifyPluginAsync } from 'fastify';
import { priceEndpoints } from '../../../../src/shared/endpoints/price';
import {
  dayOfWire,
  isWireDay,
  toWireDay,
  type Price,
  type PriceExplainQuery,
  type PriceExplanationAnswer,
} from '../../../../src/shared/schemas/price';
import { found, notFound } from '../../../http/errors';
import { moduleAccess, registerRoutes } from '../../../http/routes';
import type { ModuleDeps } from '../../deps';
import {
  companyOptions,
  createPrice,
  deletePrice,
  listPrices,
  priceTranslationOptions,
  priceTypeOptions,
  updatePrice,
} from './price-repository';
import { explainPrice } from './price-rules';
import { PRICE_TYPE } from '../../../../src/shared/constants/product';

const { read, edit, write } = moduleAccess('products', { domain: 'prices', idKey: 'priceId' });

/** A price as the rule reads it: days without time. */
const ruleInput = (p: Price) => ({
  ...p,
  dateFrom: p.dateFrom === null ? null : dayOfWire(p.dateFrom),
  dateUntil: p.dateUntil === null ? null : dayOfWire(p.dateUntil),
});

/** The explanation of which price applies, for the question asked, among the product's prices. */
function explanationOf(list: Price[], q: PriceExplainQuery): PriceExplanationAnswer {
  const date = isWireDay(q.date) ? dayOfWire(q.date) : q.date;
  const question = {
    priceTypeId: q.priceTypeId ?? PRICE_TYPE.sales,
    entityId: q.entityId ?? null,
    date,
    quantity: q.quantity,
  };
  const byId = new Map(list.map((p) => [p.priceId, p]));
  const back = (p: { priceId: number }) => byId.get(p.priceId)!;
  const e = explainPrice(list.map(ruleInput), question);
  return {
    ...question,
    date: toWireDay(date),
    outcome: e.outcome,
    level: e.level,
    price: e.price && back(e.price),
    candidates: e.candidates.map(back),
    rejected: e.rejected.map((r) => ({ price: back(r.price), reasons: r.reasons })),
  };
}

export const priceRoutes: FastifyPluginAsync<ModuleDeps> = (app, { db }) =>
  registerRoutes(app, priceEndpoints, {
    priceTypes: { access: read, handler: () => priceTypeOptions(db) },
    priceTranslations: { access: read, handler: () => priceTranslationOptions(db) },
    companies: { access: read, handler: (request) => companyOptions(db, request.query.searchText) },
    list: {
      access: read,
      handler: async (request) => found(await listPrices(db, request.params.productguid, request.query.entityId)),
    },
    explain: {
      access: read,
      handler: async (request) => explanationOf(found(await listPrices(db, request.params.productguid)), request.query),
    },
    create: { ...write, handler: (request) => createPrice(db, request.body) },
    update: { ...write, handler: (request) => updatePrice(db, request.body) },
    remove: {
      access: edit,
      changes: { domain: 'prices', idKey: 'id' },
      handler: async (request) => {
        if (!(await deletePrice(db, request.params.id))) throw notFound();
        return null;
      },
    },
  });
