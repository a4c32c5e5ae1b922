/**
 * Manual invoices (base /api/invoice/v2; docs/endpoints.md, API reference): the list, one manual
 * invoice, the customer, party type and contract type choices (read right on manualInvoices); made,
 * changed and deleted while drafts, with their lines (its edit right). Every write answers the
 * invoice detail (none for a delete) and announces `changed` on domain manualInvoices. Approval is
 * invoices/{id}/approve (invoices edit right, invoice/run/invoice-run-routes.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { manualInvoiceEndpoints } from '../../../src/shared/endpoints/manual-invoice';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf } from '../../plugins/security';
import type { Db } from '../../db/client';
import type { ModuleDeps } from '../deps';
import { invoiceDetail } from '../invoice/invoice-detail';
import {
  addManualInvoiceLine,
  type Actor,
  createManualInvoice,
  deleteManualInvoice,
  deleteManualInvoiceLines,
  updateManualInvoice,
  updateManualInvoiceLine,
} from './manual-invoice-repository';
import { contractTypeChoices, customerChoices, listManualInvoices, partyTypeChoices } from './manual-invoice-list';

const { read, write } = moduleAccess('manualInvoices', { domain: 'manualInvoices', idKey: 'invoiceId' });

export const manualInvoiceRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) => {
  const { db } = deps;
  /** The manual invoice as the caller sees it (its actions by the caller's rights); null when there is none. */
  const detailOf = (request: FastifyRequest, id: number) => invoiceDetail(db, id, callerOf(request), 'manual');
  /** Writes `change` on the draft `input` names (409: the current detail), then answers its detail. */
  const onDraft = async <I extends { invoiceId: number }>(
    request: FastifyRequest,
    input: I,
    change: (db: Db, input: I, actor: Actor, current: () => Promise<unknown>) => Promise<void>,
  ) => {
    const current = () => detailOf(request, input.invoiceId);
    await change(db, input, callerOf(request), current);
    return found(await current());
  };
  return registerRoutes(app, manualInvoiceEndpoints, {
    list: { access: read, handler: (request) => listManualInvoices(db, request.query) },
    customers: { access: read, handler: (request) => customerChoices(db, request.query) },
    partyTypes: { access: read, handler: async () => partyTypeChoices() },
    contractTypes: { access: read, handler: () => contractTypeChoices(db) },
    detail: { access: read, handler: async (request) => found(await detailOf(request, request.params.id)) },
    create: {
      ...write,
      handler: async (request) =>
        found(await detailOf(request, await createManualInvoice(db, request.body, callerOf(request)))),
    },
    update: { ...write, handler: (request) => onDraft(request, request.body, updateManualInvoice) },
    delete: {
      ...write,
      handler: async (request) => {
        const { id } = request.params;
        await deleteManualInvoice(db, id, request.query.version, callerOf(request), () => detailOf(request, id));
        return null;
      },
    },
    addLine: { ...write, handler: (request) => onDraft(request, request.body, addManualInvoiceLine) },
    updateLine: { ...write, handler: (request) => onDraft(request, request.body, updateManualInvoiceLine) },
    deleteLines: {
      ...write,
      handler: (request) => onDraft(request, request.query, deleteManualInvoiceLines),
    },
  });
};
