/**
 * The one search of the whole back office (base /api/search/v2; the command palette, Cmd+K):
 * companies, contacts, contracts, invoices and credit notes, products and mails at once, each group
 * only for a caller who may read its module.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/search'));

export const searchEndpoints = {
  search: api.get('/api/search/v2', (s) => ({ query: s.searchQuery, response: s.searchAnswer })),
};
