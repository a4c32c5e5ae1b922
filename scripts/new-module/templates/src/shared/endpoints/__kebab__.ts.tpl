/**
 * __Records__ (base __apiPath__): the list and its CSV export, one record, create, update with
 * its version, and delete (one or many).
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/__kebab__'));
const BASE = '__apiPath__';

export const __camel__Endpoints = {
  list: api.get(BASE, (s) => ({ query: s.__camel__ListQuery, response: s.__camel__Page })),
  export: api.get(`${BASE}/export`, (s) => ({ query: s.__camel__ExportQuery, response: null })),
  detail: api.get(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.__camel__Schema })),
  create: api.post(BASE, (s) => ({ body: s.__camel__Input, response: s.__camel__Created }), 201),
  update: api.put(BASE, (s) => ({
    body: s.__camel__Update,
    response: s.__camel__Schema,
    conflict: s.__camel__Schema,
  })),
  remove: api.post(`${BASE}/delete`, (s) => ({ body: s.__camel__Delete, response: s.__camel__Deleted })),
};
