/**
 * Manual products (base /api/invoice/v2, spec 02 section 7): the list, one product, create, update
 * with its version (also inactivates and reactivates), set-inactive for one or many, the product
 * types, and the active products a new manual invoice line may use.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/manual-product'));
const BASE = '/api/invoice/v2/manualproducts';

export const manualProductEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.manualProductListQuery, response: s.manualProductPage })),
  create: api.post(BASE, (s) => ({ body: s.manualProductInput, response: s.manualProductCreated }), 201),
  update: api.put(BASE, (s) => ({
    body: s.manualProductUpdate,
    response: s.manualProductSchema,
    conflict: s.manualProductSchema,
  })),
  productTypes: api.get(`${BASE}/producttypes`, (s) => ({ response: s.manualProductTypes })),
  detail: api.get(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.manualProductSchema })),
  setInactive: api.post(`${BASE}/set-inactive`, (s) => ({
    body: s.manualProductSetInactive,
    response: s.manualProductSetInactiveOutcomes,
  })),
  /** Read with the manual invoices module: a new manual invoice line picks its product from it. */
  lineProducts: api.get('/api/invoice/v2/manualinvoicelines/products', (s) => ({
    response: s.manualInvoiceLineProducts,
  })),
};
