/**
 * Contracts (base /api/contract/v2/contracts, spec 02 section 7): the list, its CSV, the detail with
 * its items and allowed actions, create and update of the header, contract items (one, several, by
 * date), the status moves of a contract or of selected items, the versions, the reference lists, each
 * item's invoicing period for a month, and a party's contracts in figures.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/contract'));
const mainApi = endpointsOf(() => import('../schemas/main-contract'));
const BASE = '/api/contract/v2/contracts';

const transition = (path: string) =>
  api.post(`${BASE}/:id/${path}`, (s) => ({
    params: s.idParam,
    body: s.contractTransition,
    response: s.contractSchema,
    conflict: s.contractSchema,
  }));
const itemsTransition = (path: string) =>
  api.post(`${BASE}/contractitems/${path}`, (s) => ({
    body: s.contractItemsTransition,
    response: s.transitionOutcomes,
    conflict: s.contractSchema,
  }));

export const contractEndpoints = {
  list: api.get(`${BASE}/list`, (s) => ({ query: s.contractListQuery, response: s.contractPage })),
  /** The list's rows as CSV (filters, search and sort of the list; no paging). */
  export: api.get(`${BASE}/export`, (s) => ({ query: s.contractExportQuery, response: null })),
  detail: api.get(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.contractSchema })),
  create: api.post(BASE, (s) => ({ body: s.contractInput, response: s.contractCreated }), 201),
  update: api.put(BASE, (s) => ({ body: s.contractUpdate, response: s.contractSchema, conflict: s.contractSchema })),

  createItem: api.post(
    `${BASE}/contractitem`,
    (s) => ({ body: s.contractItemInput, response: s.contractItemCreated, conflict: s.contractSchema }),
    201,
  ),
  updateItem: api.put(`${BASE}/contractitem`, (s) => ({
    body: s.contractItemUpdate,
    response: s.contractSchema,
    conflict: s.contractSchema,
  })),
  updateItems: api.put(`${BASE}/contractitems`, (s) => ({
    body: s.contractItemsBulkUpdate,
    response: s.contractSchema,
    conflict: s.contractSchema,
  })),
  updateItemsByDate: api.put(`${BASE}/contractitems/bydate`, (s) => ({
    body: s.contractItemsByDate,
    response: s.contractSchema,
    conflict: s.contractSchema,
  })),

  /** Every item's unit price again from the product rules today: a new version when a price changed. */
  calculatePrices: api.post(`${BASE}/calculateprices`, (s) => ({
    body: s.calculatePrices,
    response: s.contractSchema,
    conflict: s.contractSchema,
  })),
  /** To another party: the old contract ends the day before the date, a new one starts on it (one transaction). */
  transfer: api.post(`${BASE}/:id/transfer`, (s) => ({
    params: s.idParam,
    body: s.contractTransfer,
    response: s.transferOutcome,
    conflict: s.contractSchema,
  })),
  activate: transition('activate'),
  activeToQuote: transition('active-to-quote'),
  activeToActiveNoInvoice: transition('active-to-active-no-invoice'),
  suspend: transition('suspend'),
  activateItems: itemsTransition('activate'),
  activeToQuoteItems: itemsTransition('active-to-quote'),
  activeToActiveNoInvoiceItems: itemsTransition('active-to-active-no-invoice'),
  suspendItems: itemsTransition('suspend'),

  /** Every version of a contract, newest first. */
  versions: api.get(`${BASE}/:id/contractversion`, (s) => ({ params: s.idParam, response: s.contractVersions })),
  /** The header's changes between two versions (by version number) and the monthly amount's. */
  difference: api.get(`${BASE}/:id/difference`, (s) => ({
    params: s.idParam,
    query: s.contractDifferenceQuery,
    response: s.contractDifference,
  })),
  /** The items added, removed and changed between two versions, and the monthly amount's change. */
  itemsDifference: api.get(`${BASE}/:id/items/difference`, (s) => ({
    params: s.idParam,
    query: s.contractDifferenceQuery,
    response: s.contractItemsDifference,
  })),

  /** Main contracts (of a customer, by name). */
  mainContracts: mainApi.get(`${BASE}/maincontract`, (s) => ({
    query: s.mainContractQuery,
    response: s.mainContracts,
  })),
  createMainContract: mainApi.post(
    `${BASE}/maincontract`,
    (s) => ({ body: s.mainContractInput, response: s.mainContractCreated }),
    201,
  ),
  updateMainContract: mainApi.put(`${BASE}/maincontract`, (s) => ({
    body: s.mainContractUpdate,
    response: s.mainContractSchema,
    conflict: s.mainContractSchema,
  })),
  /** The main contracts of the contract's customer it is not linked to. */
  otherMainContracts: mainApi.get(`${BASE}/:id/other-maincontracts`, (s) => ({
    params: s.idParam,
    response: s.mainContracts,
  })),
  linkToMainContract: api.post(`${BASE}/linktomaincontract`, (s) => ({
    body: s.linkToMainContract,
    response: s.contractSchema,
    conflict: s.contractSchema,
  })),
  contractTypes: api.get(`${BASE}/contracttypes`, (s) => ({ response: s.contractTypeOptions })),
  contractStatuses: api.get(`${BASE}/contractstatuses`, (s) => ({ response: s.contractStatusOptions })),
  partyTypes: api.get(`${BASE}/partytypes`, (s) => ({ response: s.partyTypeOptions })),
  parties: api.get(`${BASE}/parties`, (s) => ({ query: s.partyQuery, response: s.partyOptions })),
  products: api.get(`${BASE}/products`, (s) => ({ query: s.contractProductQuery, response: s.contractProductOptions })),
  dynamicSearchOptions: api.get(`${BASE}/dynamicsearchoptions`, (s) => ({ response: s.dynamicSearchOptions })),
  contractMetadatas: api.get('/api/contract/v2/metadatas/contract', (s) => ({ response: s.metadataItems })),
  contractItemMetadatas: api.get('/api/contract/v2/metadatas/contractitem', (s) => ({ response: s.metadataItems })),
  /** Each item's invoicing period for an invoicing month (docs/domain.md "Invoicing period"). */
  period: api.get(`${BASE}/period`, (s) => ({ query: s.contractPeriodQuery, response: s.contractPeriod })),
  /** A customer's or reseller's contracts in figures: per status, items, monthly amount, main contracts. */
  partySummary: api.get(`${BASE}/partysummary`, (s) => ({ query: s.partySummaryQuery, response: s.partySummary })),
};
