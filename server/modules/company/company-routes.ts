/** Companies: the list, detail, create, update with its version, validate, inactivate, the resellers and the reference lists. */
import type { FastifyPluginAsync } from 'fastify';
import { companyEndpoints } from '../../../src/shared/endpoints/company';
import en from '../../../src/locales/en/company.json';
import fr from '../../../src/locales/fr/company.json';
import nl from '../../../src/locales/nl/company.json';
import { enumCells } from '../../http/labels';
import { columnsCsv, sendCsv } from '../../http/csv';
import { found } from '../../http/errors';
import { requireSession, userIdOf } from '../../plugins/security';
import { moduleAccess, registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import {
  cityOptions,
  companyDetail,
  countryOptions,
  createCompany,
  dnsTenantOptions,
  inactivateCompany,
  linkedCompanies,
  naceCodeOptions,
  parentOptions,
  profileOptions,
  updateCompany,
  validateCompany,
  vatRegimeOptions,
} from './company-repository';
import { companyExportRows, companyIdsInOrder, listCompanies } from './company-list';
import { listTimeline } from './timeline';
import { metadataDefinitionItems } from './metadata-repository';
import { PARTY_TYPES } from '../../../src/shared/constants/company';

/** The export's columns and their headers (the form's field names, in the user's language). */
const EXPORT_COLUMNS = [
  'companyId',
  'name',
  'vatNumber',
  'partyType',
  'parent',
  'street',
  'postalCode',
  'city',
  'country',
  'email',
  'phone',
  'language',
  'status',
  'validated',
  'updatedAt',
] as const;
const EXPORT_HEADERS = { en: en.fields, nl: nl.fields, fr: fr.fields };
/** The columns of an enumeration, written as their labels in the user's language (as the screens show them). */
const EXPORT_ENUMS = { partyType: 'partyType', language: 'customerLanguage', status: 'companyStatus' } as const;

const { read, write } = moduleAccess('company', { domain: 'companies', idKey: 'companyId' });

export const companyRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, companyEndpoints, {
    list: { access: read, handler: (request) => listCompanies(deps.db, request.query) },
    /** The list's rows as CSV, however many (http/csv.ts), headed in the user's language. */
    export: {
      access: read,
      handler: async (request, reply) => {
        const { language } = requireSession(request).user;
        const ids = await companyIdsInOrder(deps.db, request.query);
        const rows = (batch: Int32Array) => companyExportRows(deps.db, batch);
        const csv = columnsCsv(EXPORT_COLUMNS, EXPORT_HEADERS[language], ids, rows, enumCells(language, EXPORT_ENUMS));
        return sendCsv(reply, 'companies', ids.length, csv);
      },
    },
    create: {
      ...write,
      handler: async (request) => ({ companyId: await createCompany(deps.db, request.body, userIdOf(request)) }),
    },
    update: { ...write, handler: (request) => updateCompany(deps.db, request.body, userIdOf(request)) },
    parents: { access: read, handler: (request) => parentOptions(deps.db, request.query) },
    detail: { access: read, handler: async (request) => found(await companyDetail(deps.db, request.params.id)) },
    validate: {
      ...write,
      handler: (request) => validateCompany(deps.db, request.params.id, request.body.version, userIdOf(request)),
    },
    inactivate: {
      ...write,
      handler: (request) => inactivateCompany(deps.db, request.params.id, request.body, userIdOf(request)),
    },
    linked: {
      access: { ...read, accessCode: 'COMPANY_LINKED' },
      handler: async (request) => found(await linkedCompanies(deps.db, request.params.id)),
    },
    timeline: {
      access: read,
      handler: async (request) => {
        found(await companyDetail(deps.db, request.params.id));
        return listTimeline(deps.db, request.params.id, request.query);
      },
    },
    countries: { access: read, handler: () => countryOptions(deps.db) },
    cities: { access: read, handler: (request) => cityOptions(deps.db, request.query) },
    vatRegimes: { access: read, handler: () => vatRegimeOptions(deps.db) },
    naceCodes: { access: read, handler: () => naceCodeOptions(deps.db) },
    profiles: { access: read, handler: () => profileOptions(deps.db) },
    dnsTenants: { access: read, handler: () => dnsTenantOptions(deps.db) },
    partyTypes: { access: read, handler: async () => [...PARTY_TYPES] },
    companyMetadatas: { access: read, handler: () => metadataDefinitionItems(deps.db, 'company') },
    contactMetadatas: { access: read, handler: () => metadataDefinitionItems(deps.db, 'contact') },
  });
