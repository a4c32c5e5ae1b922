/** Companies: the list, detail, create, update with its version, validate, inactivate, the resellers and the reference lists. */
import type { FastifyPluginAsync } from 'fastify';
import { companyContract } from '../../../src/shared/contracts/company';
import { PARTY_TYPES } from '../../../src/shared/schemas/constants';
import { found } from '../../http/errors';
import { registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import {
  cityOptions,
  companyDetail,
  countryOptions,
  createCompany,
  dnsTenantOptions,
  inactivateCompany,
  listCompanies,
  naceCodeOptions,
  parentOptions,
  profileOptions,
  updateCompany,
  validateCompany,
  vatRegimeOptions,
} from './company-repository';

const read = { module: 'company', right: 'read' } as const;
const edit = { module: 'company', right: 'edit' } as const;
const changes = { domain: 'companies', idKey: 'companyId' } as const;

export const companyRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, companyContract, {
    list: { access: read, handler: (request) => listCompanies(deps, request.query) },
    create: {
      access: edit,
      changes,
      handler: async (request) => ({ companyId: await createCompany(deps.db, request.body) }),
    },
    update: { access: edit, changes, handler: (request) => updateCompany(deps.db, request.body) },
    parents: { access: read, handler: () => parentOptions(deps.db) },
    detail: { access: read, handler: async (request) => found(await companyDetail(deps.db, request.params.id)) },
    validate: {
      access: edit,
      changes,
      handler: (request) => validateCompany(deps.db, request.params.id, request.body.version),
    },
    inactivate: {
      access: edit,
      changes,
      handler: (request) => inactivateCompany(deps.db, request.params.id, request.body),
    },
    countries: { access: read, handler: () => countryOptions(deps.db) },
    cities: { access: read, handler: (request) => cityOptions(deps.db, request.query) },
    vatRegimes: { access: read, handler: () => vatRegimeOptions(deps.db) },
    naceCodes: { access: read, handler: () => naceCodeOptions(deps.db) },
    profiles: { access: read, handler: () => profileOptions(deps.db) },
    dnsTenants: { access: read, handler: () => dnsTenantOptions(deps.db) },
    partyTypes: { access: read, handler: async () => [...PARTY_TYPES] },
  });
