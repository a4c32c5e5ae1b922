/**
 * An invoice's payments (docs/domain.md "Invoice life: payments"; src/shared/endpoints/payment.ts
 * `invoicePaymentEndpoints`): a payment recorded by hand (`invoices/set-amount-paid`, the spec's
 * call), the invoice's payments, a payment reversed. The writes need the invoices module's edit
 * right and answer the invoice (409 with the current one when the version is stale); the list its
 * read right.
 */
import type { FastifyPluginAsync } from 'fastify';
import { invoicePaymentEndpoints } from '../../../src/shared/endpoints/payment';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { changedInvoice } from '../invoice/invoice-detail';
import {
  invoiceOfPayment,
  listPaymentsOfInvoice,
  recordPaymentOnVersion,
  reversePaymentOnVersion,
} from './payment-repository';

const invoices = moduleAccess('invoices', { domain: 'invoices', idKey: 'invoiceId' });

export const paymentRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  return registerRoutes(app, invoicePaymentEndpoints, {
    setAmountPaid: {
      ...invoices.write,
      handler: (request) =>
        changedInvoice(db, callerOf(request), request.body.invoiceId, (current) =>
          recordPaymentOnVersion(db, request.body, callerOf(request), current),
        ),
    },
    payments: {
      access: invoices.read,
      handler: async (request) => found(await listPaymentsOfInvoice(db, request.params.id)),
    },
    reverse: {
      ...invoices.write,
      handler: async (request) => {
        const invoiceId = await invoiceOfPayment(db, request.params.paymentId);
        return changedInvoice(db, callerOf(request), invoiceId, (current) =>
          reversePaymentOnVersion(
            db,
            invoiceId,
            { ...request.body, paymentId: request.params.paymentId },
            callerOf(request),
            current,
          ),
        );
      },
    },
  });
};
