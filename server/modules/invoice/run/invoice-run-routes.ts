/**
 * The month runs, recalculation and approval (spec 02 section 7, base /api/invoice/v2): a run starts
 * its request and the worker does it in the background (the request log shows its progress);
 * approval answers the invoice, or an outcome per draft. Runs and approval need the invoices module's
 * edit right, simulations the drafts module's.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { invoiceRunEndpoints } from '../../../../src/shared/endpoints/invoice';
import { moduleAccess, registerRoutes } from '../../../http/routes';
import { found } from '../../../http/errors';
import { callerOf, userIdOf } from '../../../plugins/security';
import type { ModuleDeps } from '../../deps';
import { approveDraft, approveMany } from './invoice-approval';
import { invoiceDetail } from '../invoice-detail';
import { draftIdsMatching } from '../invoice-list';
import { recalculateDrafts, simulationsToDrafts, simulationToDraft } from './invoice-review';
import { startRun } from './invoice-run';
import { startInvoiceWorker } from './invoice-worker';

const invoices = moduleAccess('invoices', { domain: 'invoices', idKey: 'invoiceId' });
const drafts = moduleAccess('drafts', { domain: 'drafts', idKey: 'invoiceId' });
const runChanges = { domain: 'invoices', idKey: 'requestId' } as const;
const simulationRunChanges = { domain: 'drafts', idKey: 'requestId' } as const;

export const invoiceRunRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const worker = await startInvoiceWorker(app, deps);
  const run = async (request: FastifyRequest<{ Body: { month: string } }>, simulation: boolean) => {
    const requestId = await startRun(db, { month: request.body.month, simulation, userId: userIdOf(request) });
    await worker.enqueue(requestId);
    return { requestId };
  };
  return registerRoutes(app, invoiceRunEndpoints, {
    runMonth: { access: invoices.edit, changes: runChanges, handler: (request) => run(request, false) },
    simulateMonth: { access: drafts.edit, changes: simulationRunChanges, handler: (request) => run(request, true) },
    recalculate: {
      ...invoices.write,
      handler: (request) => recalculateDrafts(db, request.body.invoiceIds),
    },
    recalculateSimulation: {
      access: drafts.edit,
      changes: simulationRunChanges,
      handler: (request) => run(request, true),
    },
    approve: {
      ...invoices.write,
      handler: async (request) => {
        const { id } = request.params;
        const current = () => invoiceDetail(db, id, callerOf(request), 'any');
        await approveDraft(db, id, request.body.version, callerOf(request), current);
        return found(await current());
      },
    },
    approveSelected: {
      ...invoices.write,
      handler: (request) => approveMany(db, request.body.invoiceIds, callerOf(request)),
    },
    approveBulk: {
      ...invoices.write,
      handler: async (request) => {
        const { limit, exceptIds = [], ...filters } = request.body;
        const except = new Set(exceptIds);
        const matching = (await draftIdsMatching(db, filters)).filter((id) => !except.has(id));
        const slice = limit === undefined ? matching : matching.slice(0, limit);
        const outcomes = await approveMany(db, slice, callerOf(request));
        return { ...outcomes, remaining: matching.length - slice.length };
      },
    },
    approveSimulation: {
      ...drafts.write,
      handler: async (request) => {
        const invoiceId = await simulationToDraft(db, request.params.id);
        return found(await invoiceDetail(db, invoiceId, callerOf(request), 'any'));
      },
    },
    approveSimulations: {
      ...drafts.write,
      handler: (request) => simulationsToDrafts(db, request.body.invoiceIds),
    },
  });
};
