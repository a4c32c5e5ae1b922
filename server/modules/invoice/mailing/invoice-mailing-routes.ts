/**
 * Sending invoices by e-mail (base /api/invoice/v2; docs/domain.md "Sending invoices"): e-mail the
 * given invoices, every invoice the invoices list shows with its filters, or a statement per
 * customer; each starts a mailing (201 `{ mailingId }`) the worker does in the background
 * (invoice-mailing-worker.ts), and `invoices/mailings/{id}` answers its progress and outcomes.
 * Sending needs the invoices module's edit right, reading a mailing its read right.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { invoiceMailingEndpoints } from '../../../../src/shared/endpoints/invoice';
import { found } from '../../../http/errors';
import { moduleAccess, registerRoutes } from '../../../http/routes';
import { userIdOf } from '../../../plugins/security';
import type { ModuleDeps } from '../../deps';
import { mailingOf, startMailing, type MailingKind } from './invoice-mailing';
import { startInvoiceMailingWorker } from './invoice-mailing-worker';
import { invoiceIdsMatching } from '../invoice-list';

const invoices = moduleAccess('invoices', { domain: 'invoices', idKey: 'mailingId' });

export const invoiceMailingRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, jobs, config, database } = deps;
  const worker = await startInvoiceMailingWorker(
    app,
    db,
    jobs,
    { from: config.mailFrom },
    config.mailWorker,
    database.kind === 'pglite',
  );
  const start = async (request: FastifyRequest, kind: MailingKind, targets: readonly number[]) => {
    const mailingId = await startMailing(db, kind, targets, userIdOf(request));
    await worker.enqueue(mailingId);
    return { mailingId };
  };
  return registerRoutes(app, invoiceMailingEndpoints, {
    emailInvoices: {
      ...invoices.write,
      handler: (request) => start(request, 'invoices', request.body.invoiceIds),
    },
    emailAll: {
      ...invoices.write,
      handler: async (request) => start(request, 'invoices', await invoiceIdsMatching(db, request.body)),
    },
    sendStatements: {
      ...invoices.write,
      handler: (request) => start(request, 'statements', request.body.customerIds),
    },
    mailing: {
      access: invoices.read,
      handler: async (request) => found(await mailingOf(db, request.params.id)),
    },
  });
};
