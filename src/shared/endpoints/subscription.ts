/**
 * Subscriptions (base /api/contract/v2/subscriptions, spec 02 section 7): NCE contract items beside
 * the licence provider's subscriptions, the limited (seat count) update, and the sync of one item.
 * The sync is a GET as the specification gives it: it only ever brings the contract to what the
 * provider holds, so repeating it changes nothing (no new version when already in sync).
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/subscription'));
const BASE = '/api/contract/v2/subscriptions';

export const subscriptionEndpoints = {
  contractItems: api.get(`${BASE}/contractitems`, (s) => ({
    query: s.subscriptionItemsQuery,
    response: s.subscriptionItems,
  })),
  limited: api.put(`${BASE}/limited`, (s) => ({
    body: s.subscriptionLimitedUpdate,
    response: s.subscriptionItem,
    conflict: s.contractSchema,
  })),
  sync: api.get(`${BASE}/contractitem/:id/sync`, (s) => ({
    params: s.idParam,
    response: s.subscriptionSyncAnswer,
  })),
};
