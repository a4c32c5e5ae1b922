/**
 * Product prices (spec 01 section 7, base /api/product/v2): the prices of a product by guid, the
 * reference lists of the price form (price types, companies, price translations), create, update
 * and delete, and the price explanation. Reading needs read on the products module, writing edit;
 * every write announces the changed price on the hub (domain `prices`, heard by products readers).
 *
 * Answers: lists are plain arrays in the envelope (a product has tens of prices, not pages of
 * them; companies are capped at 50 by the search).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRICE_TYPE } from '../../../../src/shared/schemas/constants';
import {
  dayOfWire,
  isWireDay,
  priceCompanyQuery,
  priceExplainQuery,
  priceIdParam,
  priceInput,
  priceListQuery,
  priceProductParam,
  priceUpdate,
  toWireDay,
  type Price,
  type PriceExplanationAnswer,
} from '../../../../src/shared/schemas/price';
import type { Db } from '../../../db/client';
import { envelope, notFound } from '../../../http/errors';
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

const BASE = '/api/product/v2/prices';
const read = { access: { module: 'products', right: 'read' } } as const;
const edit = {
  access: { module: 'products', right: 'edit' as const },
  changes: { domain: 'prices', idKey: 'priceId' },
} as const;

/** A price as the rule reads it: days without time. */
const ruleInput = (p: Price) => ({
  ...p,
  dateFrom: p.dateFrom === null ? null : dayOfWire(p.dateFrom),
  dateUntil: p.dateUntil === null ? null : dayOfWire(p.dateUntil),
});

export const priceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(`${BASE}/pricetypes`, { config: read }, async () => envelope(await priceTypeOptions(db)));
  app.get(`${BASE}/pricetranslations`, { config: read }, async () => envelope(await priceTranslationOptions(db)));
  app.get(`${BASE}/companies`, { config: read, schema: { querystring: priceCompanyQuery } }, async (request) =>
    envelope(await companyOptions(db, request.query.searchText)),
  );

  app.get(
    `${BASE}/:productguid`,
    { config: read, schema: { params: priceProductParam, querystring: priceListQuery } },
    async (request) => {
      const list = await listPrices(db, request.params.productguid, request.query.entityId);
      if (!list) throw notFound();
      return envelope(list);
    },
  );

  app.get(
    `${BASE}/:productguid/explain`,
    { config: read, schema: { params: priceProductParam, querystring: priceExplainQuery } },
    async (request) => {
      const list = await listPrices(db, request.params.productguid);
      if (!list) throw notFound();
      const q = request.query;
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
      const answer: PriceExplanationAnswer = {
        ...question,
        date: toWireDay(date),
        outcome: e.outcome,
        level: e.level,
        price: e.price && back(e.price),
        candidates: e.candidates.map(back),
        rejected: e.rejected.map((r) => ({ price: back(r.price), reasons: r.reasons })),
      };
      return envelope(answer);
    },
  );

  app.post(`${BASE}`, { config: edit, schema: { body: priceInput } }, async (request, reply) =>
    reply.code(201).send(envelope(await createPrice(db, request.body))),
  );

  app.put(`${BASE}`, { config: edit, schema: { body: priceUpdate } }, async (request) =>
    envelope(await updatePrice(db, request.body)),
  );

  app.delete(
    `${BASE}/:id`,
    { config: { ...edit, changes: { ...edit.changes, idKey: 'id' } }, schema: { params: priceIdParam } },
    async (request) => {
      if (!(await deletePrice(db, request.params.id))) throw notFound();
      return envelope(null);
    },
  );
};
