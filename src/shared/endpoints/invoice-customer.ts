/**
 * The invoicing customer calls (spec 02 section 7; docs/endpoints.md, API reference): the invoiced
 * companies by party type (the invoice and draft lists' customer filter), a company's invoicing
 * profile (outside /api/invoice/v2, as the spec lists it) and a company's invoices by its guid.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/invoice-customer'));
const BASE = '/api/invoice/v2';

export const invoiceCustomerEndpoints = {
  byPartyType: api.get(`${BASE}/customers/partytype`, (s) => ({
    query: s.invoiceCustomerQuery,
    response: s.invoiceCustomerOptions,
  })),
  profile: api.get('/api/v2/customers/:id', (s) => ({ params: s.idParam, response: s.customerProfile })),
  invoices: api.get(`${BASE}/invoices/customers/:customerguid`, (s) => ({
    params: s.customerGuidParam,
    query: s.customerInvoicesQuery,
    response: s.customerInvoicePage,
  })),
};
