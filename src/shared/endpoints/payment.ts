/**
 * An invoice's payments (base /api/invoice/v2; docs/domain.md "Invoice life: payments"):
 * `set-amount-paid` records one payment received (the spec's call, its body now the payment itself),
 * the invoice's payments, and a payment reversed (a bank's return). The writes answer the invoice
 * (409: the current one). Apart from the invoice endpoints, so the screens that do not show payments
 * do not carry them.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/payment'));
const BASE = '/api/invoice/v2';

export const invoicePaymentEndpoints = {
  setAmountPaid: api.post(`${BASE}/invoices/set-amount-paid`, (s) => ({
    body: s.recordPaymentInput,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
  payments: api.get(`${BASE}/invoices/:id/payments`, (s) => ({ params: s.idParam, response: s.payments })),
  reverse: api.post(`${BASE}/invoices/payments/:paymentId/reverse`, (s) => ({
    params: s.paymentParam,
    body: s.reversePaymentInput,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
};
