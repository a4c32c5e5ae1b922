/**
 * Mails of the outbox (base /api/mail/v2/mails, spec 02 section 7): the list, a mail with its
 * headers, its sanitised body and its attachments, an attachment's file, and resend to other
 * addresses.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/mail'));
const MAILS = '/api/mail/v2/mails';

export const mailEndpoints = {
  list: api.get(MAILS, (s) => ({ query: s.mailListQuery, response: s.mailPage })),
  /** The same mail again, as a new mail of the outbox, to the addresses given (the e-mail list rule). */
  resend: api.post(`${MAILS}/resend`, (s) => ({ body: s.mailResend, response: s.mailCreated }), 201),
  detail: api.get(`${MAILS}/:id`, (s) => ({ params: s.idParam, response: s.mailDetail })),
  /** One attachment's file (its own content type, saved under its name). */
  attachment: api.get(`${MAILS}/:id/attachments/:attachmentId`, (s) => ({
    params: s.attachmentParams,
    response: null,
  })),
};
