/**
 * Manual invoices (base /api/invoice/v2, spec 02 section 7; docs/domain.md "Manual invoices"): the
 * list, one manual invoice, the customer, party type and contract type choices (the spec's calls),
 * and our additions: create with its lines, the header on its version, delete a draft, and the lines
 * (add and change: the spec's manualinvoicelines POST and PUT; delete: ours). Every write answers the
 * invoice detail. Approval is invoices/{id}/approve (invoice.ts); the products a new line may use are
 * manualinvoicelines/products (manual-product.ts).
 */
import { endpointsOf } from './endpoint';

/** In constants.ts, so the route's search check needs no endpoints. */

const api = endpointsOf(() => import('../schemas/manual-invoice'));
const BASE = '/api/invoice/v2/manualinvoices';
const LINES = '/api/invoice/v2/manualinvoicelines';

export const manualInvoiceEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.manualInvoiceListQuery, response: s.manualInvoicePage })),
  customers: api.get(`${BASE}/customers`, (s) => ({
    query: s.manualInvoiceCustomerQuery,
    response: s.manualInvoiceCustomers,
  })),
  partyTypes: api.get(`${BASE}/partytypes`, (s) => ({ response: s.manualInvoicePartyTypes })),
  contractTypes: api.get(`${BASE}/contracttypes`, (s) => ({ response: s.manualInvoiceContractTypes })),
  detail: api.get(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.invoiceDetail })),
  create: api.post(BASE, (s) => ({ body: s.manualInvoiceInput, response: s.invoiceDetail }), 201),
  update: api.put(BASE, (s) => ({ body: s.manualInvoiceUpdate, response: s.invoiceDetail, conflict: s.invoiceDetail })),
  delete: api.delete(`${BASE}/:id`, (s) => ({
    params: s.idParam,
    query: s.manualInvoiceDeleteQuery,
    response: s.emptyAnswer,
    conflict: s.invoiceDetail,
  })),
  addLine: api.post(
    LINES,
    (s) => ({ body: s.manualInvoiceLineAdd, response: s.invoiceDetail, conflict: s.invoiceDetail }),
    201,
  ),
  updateLine: api.put(LINES, (s) => ({
    body: s.manualInvoiceLineUpdate,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
  deleteLines: api.delete(LINES, (s) => ({
    query: s.manualInvoiceLinesDelete,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
};
