/** Contacts (base /api/company/v2/contacts, spec 02 section 7): list, detail, create, update with version, delete, types. */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/contact'));
const CONTACTS = '/api/company/v2/contacts';

export const contactEndpoints = {
  /** One company's contacts (`companyId`), or any company's found by name or e-mail. */
  list: api.get(CONTACTS, (s) => ({ query: s.contactListQuery, response: s.contactPage })),
  create: api.post(CONTACTS, (s) => ({ body: s.contactInput, response: s.contactCreated }), 201),
  update: api.put(CONTACTS, (s) => ({ body: s.contactUpdate, response: s.contactSchema, conflict: s.contactSchema })),
  types: api.get(`${CONTACTS}/types`, (s) => ({ response: s.contactTypeOptions })),
  /** Whether the customer portal is configured (invite and impersonate need its address). */
  portal: api.get(`${CONTACTS}/portal`, (s) => ({ response: s.portalStatus })),
  /** Sends the contact an invitation mail (through the outbox) with a one-time link to the portal. */
  invite: api.post(`${CONTACTS}/:id/invite`, (s) => ({ params: s.idParam, response: s.contactSchema })),
  /** A signed, single-use, one-minute link that opens the portal as the contact. */
  impersonate: api.get(`${CONTACTS}/:id/impersonate/redirect`, (s) => ({
    params: s.idParam,
    response: s.impersonation,
  })),
  /** The portal redeems a token it was given, once; the token is its own credential. */
  redeemToken: api.post(`${CONTACTS}/tokens/redeem`, (s) => ({ body: s.tokenRedemption, response: s.redeemedToken })),
  detail: api.get(`${CONTACTS}/:id`, (s) => ({ params: s.idParam, response: s.contactSchema })),
  remove: api.delete(`${CONTACTS}/:id`, (s) => ({ params: s.idParam, response: s.emptyAnswer })),
};
