/**
 * Contracts (spec 02 section 7): the list and its CSV, the detail, create and update of the header,
 * contract items (one, several, by date), the status moves of a contract or of selected items, the
 * versions, the reference lists, each item's invoicing period for a month and a party's contracts in
 * figures. Reads need the contract module's read right, writes its edit right; the detail offers the
 * moves only to those who may make them.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractEndpoints } from '../../../src/shared/endpoints/contract';
import en from '../../../src/locales/en/contract.json';
import fr from '../../../src/locales/fr/contract.json';
import nl from '../../../src/locales/nl/contract.json';
import { enumCells } from '../../http/labels';
import { columnsCsv, sendCsv } from '../../http/csv';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf, requireSession, userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { metadataDefinitionItems } from '../company/metadata-repository';
import { contractDetail, contractDifference, contractItemsDifference, listVersions } from './contract-detail';
import {
  contractExportRows,
  contractIdsInOrder,
  contractStatusOptions,
  contractTypeOptions,
  listContracts,
  partyOptions,
  productOptions,
} from './contract-list';
import { transferContract } from './contract-transfer';
import {
  calculatePrices,
  createContract,
  createItem,
  moveContract,
  moveItems,
  updateContract,
  updateItem,
  updateItems,
  updateItemsByDate,
} from './contract-writes';
import {
  createMainContract,
  linkToMainContract,
  mainContractOptions,
  otherMainContracts,
  updateMainContract,
} from './main-contracts';
import { contractPeriod, partySummary } from './contract-summaries';
import { CONTRACT_SEARCH_FIELDS, type ContractTransition } from '../../../src/shared/constants/contract';
import { PARTY_TYPES } from '../../../src/shared/constants/company';

const { read, write } = moduleAccess('contract', { domain: 'contracts', idKey: 'contractId' });

const EXPORT_COLUMNS = [
  'number',
  'customer',
  'reseller',
  'contractType',
  'status',
  'dateStart',
  'dateEnd',
  'monthlyAmount',
  'updatedAt',
] as const;
const EXPORT_HEADERS = { en: en.fields, nl: nl.fields, fr: fr.fields };
/** The columns of an enumeration, written as their labels in the user's language (as the screens show them). */
const EXPORT_ENUMS = { contractType: 'contractType', status: 'contractStatus' } as const;

export const contractRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) => {
  const { db } = deps;
  const move = (transition: ContractTransition) => ({
    ...write,
    handler: (request: FastifyRequest<{ Params: { id: number }; Body: { version: number } }>) =>
      moveContract(db, request.params.id, transition, request.body.version, callerOf(request)),
  });
  const moveSelected = (transition: ContractTransition) => ({
    ...write,
    handler: (request: FastifyRequest<{ Body: { contractId: number; version: number; contractItemIds: number[] } }>) =>
      moveItems(db, request.body, transition, callerOf(request)),
  });
  return registerRoutes(app, contractEndpoints, {
    list: { access: read, handler: (request) => listContracts(db, request.query) },
    export: {
      access: read,
      handler: async (request, reply) => {
        const { language } = requireSession(request).user;
        const ids = await contractIdsInOrder(db, request.query);
        const rows = (batch: Int32Array) => contractExportRows(db, batch);
        const csv = columnsCsv(EXPORT_COLUMNS, EXPORT_HEADERS[language], ids, rows, enumCells(language, EXPORT_ENUMS));
        return sendCsv(reply, 'contracts', ids.length, csv);
      },
    },
    detail: {
      access: read,
      handler: async (request) => found(await contractDetail(db, request.params.id, callerOf(request))),
    },
    create: {
      ...write,
      handler: async (request) => ({
        contractId: await createContract(db, request.body, userIdOf(request)),
      }),
    },
    update: { ...write, handler: (request) => updateContract(db, request.body, callerOf(request)) },
    createItem: { ...write, handler: (request) => createItem(db, request.body, callerOf(request)) },
    updateItem: { ...write, handler: (request) => updateItem(db, request.body, callerOf(request)) },
    updateItems: { ...write, handler: (request) => updateItems(db, request.body, callerOf(request)) },
    updateItemsByDate: {
      ...write,
      handler: (request) => updateItemsByDate(db, request.body, callerOf(request)),
    },
    calculatePrices: {
      ...write,
      handler: (request) => calculatePrices(db, request.body, callerOf(request)),
    },
    transfer: {
      ...write,
      handler: (request) => transferContract(db, request.params.id, request.body, callerOf(request)),
    },
    activate: move('activate'),
    activeToQuote: move('activeToQuote'),
    activeToActiveNoInvoice: move('activeToActiveNoInvoice'),
    suspend: move('suspend'),
    activateItems: moveSelected('activate'),
    activeToQuoteItems: moveSelected('activeToQuote'),
    activeToActiveNoInvoiceItems: moveSelected('activeToActiveNoInvoice'),
    suspendItems: moveSelected('suspend'),
    versions: { access: read, handler: async (request) => found(await listVersions(db, request.params.id)) },
    difference: {
      access: read,
      handler: async (request) =>
        found(await contractDifference(db, request.params.id, request.query.from, request.query.to)),
    },
    itemsDifference: {
      access: read,
      handler: async (request) =>
        found(await contractItemsDifference(db, request.params.id, request.query.from, request.query.to)),
    },
    mainContracts: { access: read, handler: (request) => mainContractOptions(db, request.query) },
    createMainContract: {
      ...write,
      handler: async (request) => ({ mainContractId: await createMainContract(db, request.body) }),
    },
    updateMainContract: { ...write, handler: (request) => updateMainContract(db, request.body) },
    otherMainContracts: {
      access: read,
      handler: async (request) => found(await otherMainContracts(db, request.params.id)),
    },
    linkToMainContract: {
      ...write,
      handler: (request) => linkToMainContract(db, request.body, callerOf(request)),
    },
    contractTypes: { access: read, handler: () => contractTypeOptions(db) },
    contractStatuses: { access: read, handler: () => contractStatusOptions(db) },
    partyTypes: { access: read, handler: async () => [...PARTY_TYPES] },
    parties: { access: read, handler: (request) => partyOptions(db, request.query) },
    products: { access: read, handler: (request) => productOptions(db, request.query) },
    dynamicSearchOptions: { access: read, handler: async () => [...CONTRACT_SEARCH_FIELDS] },
    contractMetadatas: { access: read, handler: () => metadataDefinitionItems(db, 'contract') },
    contractItemMetadatas: { access: read, handler: () => metadataDefinitionItems(db, 'contractItem') },
    period: {
      access: read,
      handler: async (request) => found(await contractPeriod(db, request.query.contractId, request.query.month)),
    },
    partySummary: { access: read, handler: async (request) => found(await partySummary(db, request.query)) },
  });
};
