/**
 * The dashboard's tiles (base /api/dashboard/v2; beyond the specification, which names no calls):
 * one small aggregate call per tile, each read with its module's read right.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/dashboard'));
const BASE = '/api/dashboard/v2/tiles';

export const dashboardEndpoints = {
  invoices: api.get(`${BASE}/invoices`, (s) => ({ response: s.invoicesTile })),
  monthRun: api.get(`${BASE}/monthrun`, (s) => ({ response: s.monthRunTile })),
  lastRun: api.get(`${BASE}/lastrun`, (s) => ({ response: s.lastRunTile })),
  manualInvoices: api.get(`${BASE}/manualinvoices`, (s) => ({ response: s.manualInvoicesTile })),
  mails: api.get(`${BASE}/mails`, (s) => ({ response: s.mailsTile })),
  tasks: api.get(`${BASE}/tasks`, (s) => ({ response: s.tasksTile })),
  dataQuality: api.get(`${BASE}/dataquality`, (s) => ({ response: s.dataQualityTile })),
  serviceFees: api.get(`${BASE}/servicefees`, (s) => ({ response: s.serviceFeesTile })),
  contracts: api.get(`${BASE}/contracts`, (s) => ({ response: s.contractsTile })),
  products: api.get(`${BASE}/products`, (s) => ({ response: s.productsTile })),
};
