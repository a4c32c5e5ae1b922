/**
 * Data quality (base /api/dataquality/v2): the findings of every rule, grouped by rule with counts,
 * filtered and paged, and accepting a finding with a reason. A finding is fixed through its record's
 * own update call (the company's, the contact's), never here.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/data-quality'));
const BASE = '/api/dataquality/v2';

export const dataQualityEndpoints = {
  findings: api.get(`${BASE}/findings`, (s) => ({ query: s.dataQualityQuery, response: s.dataQualityPage })),
  accept: api.post(
    `${BASE}/findings/accept`,
    (s) => ({ body: s.dataQualityAcceptInput, response: s.dataQualityAccepted }),
    201,
  ),
};
