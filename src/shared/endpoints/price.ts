/**
 * A product's prices (base /api/product/v2/prices): the prices of a product by guid, the reference
 * lists of the price form, which price applies (the explanation), create, update with its version
 * and delete. Lists are plain arrays (a product has tens of prices; companies are capped at 50).
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/price'));
const BASE = '/api/product/v2/prices';

export const priceEndpoints = {
  priceTypes: api.get(`${BASE}/pricetypes`, (s) => ({ response: s.priceTypes })),
  priceTranslations: api.get(`${BASE}/pricetranslations`, (s) => ({ response: s.priceTranslations })),
  companies: api.get(`${BASE}/companies`, (s) => ({ query: s.priceCompanyQuery, response: s.priceCompanies })),
  list: api.get(`${BASE}/:productguid`, (s) => ({
    params: s.priceProductParam,
    query: s.priceListQuery,
    response: s.prices,
  })),
  explain: api.get(`${BASE}/:productguid/explain`, (s) => ({
    params: s.priceProductParam,
    query: s.priceExplainQuery,
    response: s.priceExplanation,
  })),
  create: api.post(BASE, (s) => ({ body: s.priceInput, response: s.priceCreated }), 201),
  update: api.put(BASE, (s) => ({ body: s.priceUpdate, response: s.price, conflict: s.price })),
  remove: api.delete(`${BASE}/:id`, (s) => ({ params: s.priceIdParam, response: s.emptyAnswer })),
};
