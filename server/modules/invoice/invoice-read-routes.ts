/**
 * Month invoicing, what is read and the deletes (spec 02 section 7, base /api/invoice/v2): the
 * drafts, simulations and invoices with their details, the drafts summary, the invoices' summary
 * and per customer, the runs' request logs, the status history and the settings. Invoices need the invoices module's read right, drafts and
 * simulations the drafts module's, request logs the requestlogs module's; deleting drafts, their
 * lines and simulations the drafts module's edit right. The runs and approval: run/invoice-run-routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { invoiceEndpoints } from '../../../src/shared/endpoints/invoice';
import { INVOICE_CONFIG } from '../../../src/shared/invoice-config';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { draftsSummary } from './drafts-summary';
import { invoiceDetail } from './invoice-detail';
import { customerSummary, invoicesSummary, listInvoices } from './invoice-list';
import { listRequests, requestDetail } from './run/invoice-requests';
import { deleteDraft, deleteDraftLines } from './run/invoice-review';
import { statusHistoryOf } from './life/invoice-status';

const invoicesRead = { module: 'invoices', right: 'read' } as const;
const drafts = moduleAccess('drafts', { domain: 'drafts', idKey: 'invoiceId' });
const requestLogsRead = { module: 'requestlogs', right: 'read' } as const;

export const invoiceReadRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) => {
  const { db } = deps;
  return registerRoutes(app, invoiceEndpoints, {
    configs: { access: invoicesRead, handler: async () => ({ ...INVOICE_CONFIG }) },
    drafts: { access: drafts.read, handler: (request) => listInvoices(db, 'drafts', request.query) },
    draftsSummary: { access: drafts.read, handler: (request) => draftsSummary(db, request.query) },
    invoices: { access: invoicesRead, handler: (request) => listInvoices(db, 'invoices', request.query) },
    invoicesSummary: { access: invoicesRead, handler: (request) => invoicesSummary(db, request.query) },
    customerSummary: { access: invoicesRead, handler: (request) => customerSummary(db, request.query) },
    simulations: { access: drafts.read, handler: (request) => listInvoices(db, 'simulations', request.query) },
    detail: {
      access: invoicesRead,
      handler: async (request) => found(await invoiceDetail(db, request.params.id, callerOf(request), 'invoice')),
    },
    simulation: {
      access: drafts.read,
      handler: async (request) => found(await invoiceDetail(db, request.params.id, callerOf(request), 'simulation')),
    },
    statusHistory: {
      access: invoicesRead,
      handler: async (request) => found(await statusHistoryOf(db, request.params.id)),
    },
    requests: { access: requestLogsRead, handler: (request) => listRequests(db, request.query) },
    request: {
      access: requestLogsRead,
      handler: async (request) => found(await requestDetail(db, request.params.id, request.query)),
    },
    deleteDraft: {
      ...drafts.write,
      handler: (request) => deleteDraft(db, request.params.id, false),
    },
    deleteDraftLines: {
      ...drafts.write,
      handler: async (request) => {
        await deleteDraftLines(db, request.params.id, request.query.lineIds);
        return found(await invoiceDetail(db, request.params.id, callerOf(request), 'any'));
      },
    },
    deleteSimulation: {
      ...drafts.write,
      handler: (request) => deleteDraft(db, request.params.id, true),
    },
  });
};
