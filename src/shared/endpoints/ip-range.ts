/**
 * The IP plan (base /api/ipplan/v2/ipplan, spec 02 section 7): the ranges (list with search, sort and
 * paging), create, update with its version, and the active contracts a range can be assigned to.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/ip-range'));
const BASE = '/api/ipplan/v2/ipplan';

export const ipRangeEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.ipRangeListQuery, response: s.ipRangePage })),
  create: api.post(BASE, (s) => ({ body: s.ipRangeInput, response: s.ipRangeCreated }), 201),
  update: api.put(BASE, (s) => ({ body: s.ipRangeUpdate, response: s.ipRangeSchema, conflict: s.ipRangeSchema })),
  activeContracts: api.get(`${BASE}/activecontracts`, (s) => ({
    query: s.activeContractQuery,
    response: s.activeContracts,
  })),
};
