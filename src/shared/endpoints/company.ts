/**
 * Companies (base /api/company/v2, spec 02 section 7): the list, the detail, create, update with its
 * version, validate, inactivate, the resellers a company can sit under, and the reference lists.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/company'));
const BASE = '/api/company/v2';
const COMPANIES = `${BASE}/companies`;

export const companyEndpoints = {
  list: api.get(COMPANIES, (s) => ({ query: s.companyListQuery, response: s.companyPage })),
  /** The list's rows as CSV (filters, search and sort of the list; no paging). */
  export: api.get(`${COMPANIES}/export`, (s) => ({ query: s.companyExportQuery, response: null })),
  create: api.post(COMPANIES, (s) => ({ body: s.companyInput, response: s.companyCreated }), 201),
  update: api.put(COMPANIES, (s) => ({ body: s.companyUpdate, response: s.companySchema, conflict: s.companySchema })),
  parents: api.get(`${COMPANIES}/parents`, (s) => ({ query: s.parentQuery, response: s.parentOptions })),
  detail: api.get(`${COMPANIES}/:id`, (s) => ({ params: s.idParam, response: s.companySchema })),
  validate: api.post(`${COMPANIES}/:id/validate`, (s) => ({
    params: s.idParam,
    body: s.companyValidation,
    response: s.companySchema,
    conflict: s.companySchema,
  })),
  inactivate: api.post(`${COMPANIES}/:id/inactivate`, (s) => ({
    params: s.idParam,
    body: s.companyInactivation,
    response: s.companySchema,
    conflict: s.companySchema,
  })),
  /** Its reseller and the end users under it (the COMPANY_LINKED access code). */
  linked: api.get(`${COMPANIES}/:id/linked`, (s) => ({ params: s.idParam, response: s.linkedCompanies })),
  /** Who changed what and when, about the company and anything of it. */
  timeline: api.get(`${COMPANIES}/:id/timeline`, (s) => ({
    params: s.idParam,
    query: s.timelineQuery,
    response: s.timelinePage,
  })),
  countries: api.get(`${BASE}/countries`, (s) => ({ response: s.countryOptions })),
  cities: api.get(`${BASE}/cities`, (s) => ({ query: s.cityQuery, response: s.cityOptions })),
  vatRegimes: api.get(`${BASE}/vatregimes`, (s) => ({ response: s.vatRegimeOptions })),
  naceCodes: api.get(`${BASE}/nacecodes`, (s) => ({ response: s.naceCodeOptions })),
  profiles: api.get(`${BASE}/profiles`, (s) => ({ response: s.profileOptions })),
  dnsTenants: api.get(`${BASE}/dnstenants`, (s) => ({ response: s.dnsTenantOptions })),
  partyTypes: api.get(`${BASE}/partytypes`, (s) => ({ response: s.partyTypeOptions })),
  /** The metadata definitions of companies and of contacts. */
  companyMetadatas: api.get(`${BASE}/metadatas/company`, (s) => ({ response: s.metadataItems })),
  contactMetadatas: api.get(`${BASE}/metadatas/contact`, (s) => ({ response: s.metadataItems })),
};
