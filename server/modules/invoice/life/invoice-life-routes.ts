/**
 * An approved invoice's life (spec 02 section 7, base /api/invoice/v2; docs/domain.md "Invoice
 * life"): mark as sent, follow up, edit the reference and the message (payments: server/modules/payment/); the
 * due dates passing is a job (invoice-overdue.ts). Every write needs the invoices module's edit
 * right; the follow-up types its read right. Crediting an invoice (a credit note, invoice-credit.ts) too.
 */
import type { FastifyPluginAsync } from 'fastify';
import { invoiceCreditEndpoints, invoiceLifeEndpoints } from '../../../../src/shared/endpoints/invoice';
import { FOLLOW_UPS } from '../../../../src/shared/invoice-states';
import { forbidden, found } from '../../../http/errors';
import { moduleAccess, registerRoutes } from '../../../http/routes';
import { callerOf } from '../../../plugins/security';
import type { ModuleDeps } from '../../deps';
import { creditInvoice } from './invoice-credit';
import { editText, followUpMany, markSentMany } from './invoice-life';
import { startOverdueJob } from './invoice-overdue';
import { changedInvoice, invoiceDetail } from '../invoice-detail';

const invoices = moduleAccess('invoices', { domain: 'invoices', idKey: 'invoiceId' });

export const invoiceLifeRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, jobs, config } = deps;
  if (config.invoiceOverdueJob) await startOverdueJob(app, db, jobs);
  // A credit note for lines of an approved invoice (invoice-credit.ts); answers the credit note.
  await registerRoutes(app, invoiceCreditEndpoints, {
    credit: {
      ...invoices.write,
      handler: async (request) => {
        const { id } = request.params;
        // The corrected draft is a manual invoice: made only by those who may edit manual invoices.
        if (request.body.reinvoice && !callerOf(request).can('manualInvoices', 'edit')) throw forbidden();
        const detailOf = (invoiceId: number) => invoiceDetail(db, invoiceId, callerOf(request), 'any');
        const { creditNoteId, correctedDraftId } = await creditInvoice(db, id, request.body, callerOf(request), () =>
          detailOf(id),
        );
        return { creditNote: found(await detailOf(creditNoteId)), correctedDraftId };
      },
    },
  });
  return registerRoutes(app, invoiceLifeEndpoints, {
    markSent: {
      ...invoices.write,
      handler: (request) => markSentMany(db, request.body.invoiceIds, callerOf(request)),
    },
    editReference: {
      ...invoices.write,
      handler: (request) =>
        changedInvoice(db, callerOf(request), request.body.invoiceId, (current) =>
          editText(db, request.body, 'reference', request.body.reference, callerOf(request), current),
        ),
    },
    editMessage: {
      ...invoices.write,
      handler: (request) =>
        changedInvoice(db, callerOf(request), request.body.invoiceId, (current) =>
          editText(db, request.body, 'message', request.body.message, callerOf(request), current),
        ),
    },
    followUpTypes: { access: invoices.read, handler: async () => [...FOLLOW_UPS] },
    followUp: {
      ...invoices.write,
      handler: (request) => followUpMany(db, request.body.invoiceIds, request.body.followUpType, callerOf(request)),
    },
  });
};
