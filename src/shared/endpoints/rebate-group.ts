/** Rebate groups (base /api/partner/v2): the list, create, update with its version, and the short list products pick from. */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/rebate-group'));
const BASE = '/api/partner/v2/rebategroups';

export const rebateGroupEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.rebateGroupListQuery, response: s.rebateGroupPage })),
  create: api.post(BASE, (s) => ({ body: s.rebateGroupInput, response: s.rebateGroupCreated }), 201),
  update: api.put(BASE, (s) => ({
    body: s.rebateGroupUpdate,
    response: s.rebateGroupSchema,
    conflict: s.rebateGroupSchema,
  })),
  /** Read with the products module: the product screens find a rebate group in it (50 at most, or by id). */
  options: api.get('/api/partner/v2/products/rebategroups', (s) => ({
    query: s.rebateGroupOptionQuery,
    response: s.rebateGroupOptions,
  })),
};
