/**
 * Bank statements (base /api/payment/v2; docs/domain.md "Bank statements"): the statements imported
 * (a `bankStatement` file import), one with its lines and what became of each, a line confirmed to
 * an invoice, and the open unmatched and unallocated amounts per customer (docs/endpoints.md).
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/bank-statement'));
const BASE = '/api/payment/v2';

export const bankStatementEndpoints = {
  list: api.get(`${BASE}/statements`, (s) => ({ query: s.statementListQuery, response: s.statementPage })),
  detail: api.get(`${BASE}/statements/:id`, (s) => ({ params: s.idParam, response: s.statementDetail })),
  /** A proposed or unmatched line confirmed to an invoice (the proposal, or another: re-assigning). */
  confirm: api.post(`${BASE}/statement-lines/:id/confirm`, (s) => ({
    params: s.idParam,
    body: s.statementLineConfirm,
    response: s.statementLineItem,
  })),
  unmatchedByCustomer: api.get(`${BASE}/unmatched-by-customer`, (s) => ({ response: s.unmatchedByCustomer })),
};
