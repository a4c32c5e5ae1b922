/**
 * Service fees (base /api/servicefee/v2/documents, spec 02 section 7; docs/domain.md "Service fees"):
 * the list (filtered by status, reseller, period and amount; sorted; paged; with the filtered view's
 * totals), a document, claim, the reseller's document number and the day paid (both in the query, as
 * the specification gives them; the version in the body), and the PDF.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/service-fee'));
const BASE = '/api/servicefee/v2/documents';

export const serviceFeeEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.serviceFeeListQuery, response: s.serviceFeePage })),
  detail: api.get(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.serviceFeeDetail })),
  linkDocNumber: api.post(`${BASE}/:id/link-doc-number-company`, (s) => ({
    params: s.idParam,
    query: s.linkDocNumberQuery,
    body: s.serviceFeeVersion,
    response: s.serviceFeeDetail,
    conflict: s.serviceFeeDetail,
  })),
  setDatePaid: api.post(`${BASE}/:id/set-date-paid`, (s) => ({
    params: s.idParam,
    query: s.setDatePaidQuery,
    body: s.serviceFeeVersion,
    response: s.serviceFeeDetail,
    conflict: s.serviceFeeDetail,
  })),
  claim: api.post(`${BASE}/:id/claim`, (s) => ({
    params: s.idParam,
    body: s.serviceFeeVersion,
    response: s.serviceFeeDetail,
    conflict: s.serviceFeeDetail,
  })),
  /** The PDF statement in the reseller's language, as the invoice download answers it. */
  download: api.get(`${BASE}/:id/download`, (s) => ({ params: s.idParam, response: s.invoiceDownload })),
};
