/** Contacts: a company's contacts, detail, create, update with its version, delete, and the contact types. */
import type { FastifyPluginAsync } from 'fastify';
import { contactEndpoints } from '../../../src/shared/endpoints/contact';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import {
  contactDetail,
  contactTypeOptions,
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from './contact-repository';
import { impersonateContact, inviteContact, redeemPortalToken } from './contact-portal';

const { read, write } = moduleAccess('company', { domain: 'contacts', idKey: 'contactId' });

export const contactRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, contactEndpoints, {
    list: { access: read, handler: (request) => listContacts(deps.db, request.query) },
    create: {
      ...write,
      handler: async (request) => ({ contactId: await createContact(deps.db, request.body, userIdOf(request)) }),
    },
    update: { ...write, handler: (request) => updateContact(deps.db, request.body, userIdOf(request)) },
    types: { access: read, handler: () => contactTypeOptions(deps.db) },
    portal: { access: read, handler: async () => ({ configured: Boolean(deps.config.portalUrl) }) },
    invite: {
      ...write,
      handler: (request) => inviteContact(deps.db, deps.config, request.params.id, userIdOf(request)),
    },
    // A GET that writes (the token, the timeline): it needs the CSRF header like any write, so no
    // link from another site can make one.
    impersonate: {
      ...write,
      changesState: true,
      handler: (request) => impersonateContact(deps.db, deps.config, request.params.id, userIdOf(request)),
    },
    // The portal's call: the signed, single-use token is its own credential.
    redeemToken: {
      access: { public: true },
      // Marks the token used; nothing a staff screen shows changes.
      changes: false,
      handler: (request) => redeemPortalToken(deps.db, deps.config, request.body.token),
    },
    detail: { access: read, handler: async (request) => found(await contactDetail(deps.db, request.params.id)) },
    remove: {
      ...write,
      handler: (request) => deleteContact(deps.db, request.params.id, userIdOf(request)),
    },
  });
