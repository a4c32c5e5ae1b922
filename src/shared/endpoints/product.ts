/**
 * Products (base /api/product/v2): the list and its CSV export, the reference lists, the metadata
 * definitions, the detail by numeric id or by guid, create and update with its version.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/product'));
const BASE = '/api/product/v2';

export const productEndpoints = {
  list: api.get(`${BASE}/products`, (s) => ({ query: s.productListQuery, response: s.productPage })),
  /** The list's rows as a CSV file (filters, search and sort as the list, no paging); X-Total-Count says how many. */
  export: api.get(`${BASE}/products/export`, (s) => ({ query: s.productExportQuery, response: null })),
  statuses: api.get(`${BASE}/products/statuses`, (s) => ({ response: s.productStatuses })),
  productTypes: api.get(`${BASE}/producttypes`, (s) => ({ response: s.productTypes })),
  priceMethods: api.get(`${BASE}/pricemethods`, (s) => ({ response: s.priceMethods })),
  metadatas: api.get(`${BASE}/metadatas/product`, (s) => ({ response: s.metadataItems })),
  detail: api.get(`${BASE}/products/:id`, (s) => ({ params: s.productIdParam, response: s.productDetail })),
  /** The spec fetches the detail "by guid when the key is a string"; this path is ours. */
  detailByGuid: api.get(`${BASE}/products/guid/:guid`, (s) => ({
    params: s.productGuidParam,
    response: s.productDetail,
  })),
  create: api.post(`${BASE}/products`, (s) => ({ body: s.productInput, response: s.productCreated }), 201),
  update: api.put(`${BASE}/products`, (s) => ({
    body: s.productUpdate,
    response: s.productDetail,
    conflict: s.productDetail,
  })),
};
