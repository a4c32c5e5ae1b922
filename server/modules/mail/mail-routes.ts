/** Mails of the outbox: the list, a mail, an attachment's file, and resend to other addresses. */
import type { FastifyPluginAsync } from 'fastify';
import { mailEndpoints } from '../../../src/shared/endpoints/mail';
import { badRequest, found, notFound } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf, userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { listMails, mailAttachment, mailDetail, mailKindOf, resendMail, withoutLinks } from './mail-repository';

const { read, write } = moduleAccess('mails', { domain: 'mails', idKey: 'mailId' });

/** A file name for Content-Disposition: ASCII in `filename`, the exact name in `filename*` (RFC 6266). */
function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const mailRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, mailEndpoints, {
    list: { access: read, handler: (request) => listMails(deps.db, request.query) },
    resend: {
      ...write,
      handler: async (request) => {
        // An account mail (a password reset link) goes to its user only: sent elsewhere, its link
        // would hand over the account.
        if ((await mailKindOf(deps.db, request.body.mailId)) === 'account')
          throw badRequest('mail:errors.accountMailResend', { recipients: 'mail:errors.accountMailResend' });
        return { mailId: await resendMail(deps.db, request.body, userIdOf(request)) };
      },
    },
    detail: {
      access: read,
      handler: async (request) => {
        const mail = found(await mailDetail(deps.db, request.params.id));
        // Its one-time link stays with its user: only those who may reset passwords themselves
        // (edit right on access) read it whole.
        return mail.kind === 'account' && !callerOf(request).can('access', 'edit') ? withoutLinks(mail) : mail;
      },
    },
    /** The file itself, saved under its name (never shown in the page: `attachment`). */
    attachment: {
      access: read,
      handler: async (request, reply) => {
        const file = await mailAttachment(deps.db, request.params.id, request.params.attachmentId);
        if (!file) throw notFound();
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', contentDisposition(file.fileName))
          .send(file.content);
      },
    },
  });
