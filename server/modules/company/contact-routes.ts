/** Contacts: a company's contacts, detail, create, update with its version, delete, and the contact types. */
import type { FastifyPluginAsync } from 'fastify';
import { contactContract } from '../../../src/shared/contracts/contact';
import { found } from '../../http/errors';
import { registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import {
  contactDetail,
  contactTypeOptions,
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from './contact-repository';
import { actorOf } from './company-routes';

const read = { module: 'company', right: 'read' } as const;
const edit = { module: 'company', right: 'edit' } as const;
const changes = { domain: 'contacts', idKey: 'contactId' } as const;

export const contactRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, contactContract, {
    list: { access: read, handler: (request) => listContacts(deps, request.query) },
    create: {
      access: edit,
      changes,
      handler: async (request) => ({ contactId: await createContact(deps.db, request.body, actorOf(request)) }),
    },
    update: { access: edit, changes, handler: (request) => updateContact(deps.db, request.body, actorOf(request)) },
    types: { access: read, handler: () => contactTypeOptions(deps.db) },
    detail: { access: read, handler: async (request) => found(await contactDetail(deps.db, request.params.id)) },
    remove: {
      access: edit,
      changes,
      handler: (request) => deleteContact(deps.db, request.params.id, actorOf(request)),
    },
  });
