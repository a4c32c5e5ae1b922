/**
 * Month invoicing (base /api/invoice/v2, spec 02 section 7; docs/domain.md "Month invoicing").
 * `invoiceEndpoints`: what is read (drafts, simulations, invoices, their summaries: the drafts', the
 * invoices' and the invoices' per customer; request logs, status history, configs) and the deletes
 * of drafts; `invoiceRunEndpoints`: the month runs, recalculation and approval; `invoiceLifeEndpoints`:
 * an approved invoice's life (sent, follow-ups, reference and message); `invoicePaymentEndpoints`: its
 * payments (recorded, listed, reversed); `invoiceDocumentEndpoints`:
 * an invoice's PDF and Peppol UBL e-invoice.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/invoice'));
const paymentApi = endpointsOf(() => import('../schemas/payment'));
const BASE = '/api/invoice/v2';

export const invoiceEndpoints = {
  configs: api.get(`${BASE}/configs`, (s) => ({ response: s.invoiceConfigs })),
  drafts: api.get(`${BASE}/invoices/drafts`, (s) => ({ query: s.invoiceListQuery, response: s.invoicePage })),
  draftsSummary: api.get(`${BASE}/drafts/summary`, (s) => ({
    query: s.invoiceSummaryQuery,
    response: s.draftsSummary,
  })),
  invoices: api.get(`${BASE}/invoices`, (s) => ({ query: s.invoiceListQuery, response: s.invoicePage })),
  invoicesSummary: api.get(`${BASE}/invoices/summary`, (s) => ({
    query: s.invoiceSummaryQuery,
    response: s.invoicesSummary,
  })),
  customerSummary: api.get(`${BASE}/invoices/customersummary`, (s) => ({
    query: s.customerSummaryQuery,
    response: s.customerSummaryPage,
  })),
  simulations: api.get(`${BASE}/simulations`, (s) => ({ query: s.invoiceListQuery, response: s.invoicePage })),
  detail: api.get(`${BASE}/invoices/:id`, (s) => ({ params: s.idParam, response: s.invoiceDetail })),
  simulation: api.get(`${BASE}/simulations/:id`, (s) => ({ params: s.idParam, response: s.invoiceDetail })),
  statusHistory: api.get(`${BASE}/invoices/:id/status-history`, (s) => ({
    params: s.idParam,
    response: s.statusHistory,
  })),
  requests: api.get(`${BASE}/requests`, (s) => ({ query: s.requestListQuery, response: s.requestPage })),
  request: api.get(`${BASE}/requests/:id`, (s) => ({
    params: s.idParam,
    query: s.requestDetailQuery,
    response: s.requestDetail,
  })),
  deleteDraft: api.delete(`${BASE}/invoices/drafts/:id`, (s) => ({ params: s.idParam, response: s.emptyAnswer })),
  deleteDraftLines: api.delete(`${BASE}/invoices/drafts/:id/lines`, (s) => ({
    params: s.idParam,
    query: s.deleteLinesQuery,
    response: s.invoiceDetail,
  })),
  deleteSimulation: api.delete(`${BASE}/simulations/drafts/:id`, (s) => ({
    params: s.idParam,
    response: s.emptyAnswer,
  })),
};

export const invoiceRunEndpoints = {
  runMonth: api.post(`${BASE}/invoices/run-month`, (s) => ({ body: s.runMonthInput, response: s.runStarted }), 201),
  simulateMonth: api.post(
    `${BASE}/simulations/run-month`,
    (s) => ({ body: s.runMonthInput, response: s.runStarted }),
    201,
  ),
  /** Prices of the drafts' lines again from the product rules. */
  recalculate: api.post(`${BASE}/invoices/recalculate`, (s) => ({
    body: s.approveSelected,
    response: s.approveOutcomes,
  })),
  /** A simulation run again from scratch (after a price fix): a new request. */
  recalculateSimulation: api.post(`${BASE}/simulations/recalculate`, (s) => ({
    body: s.runMonthInput,
    response: s.runStarted,
  })),
  approve: api.post(`${BASE}/invoices/:id/approve`, (s) => ({
    params: s.idParam,
    body: s.approveOne,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
  approveSelected: api.post(`${BASE}/invoices/approve`, (s) => ({
    body: s.approveSelected,
    response: s.approveOutcomes,
  })),
  approveBulk: api.post(`${BASE}/invoices/approve/bulk`, (s) => ({
    body: s.approveBulk,
    response: s.bulkOutcomes,
  })),
  /** A simulation's draft made a real draft (its lines not yet invoiced otherwise). */
  approveSimulation: api.post(`${BASE}/simulations/:id/approve`, (s) => ({
    params: s.idParam,
    response: s.invoiceDetail,
  })),
  approveSimulations: api.post(`${BASE}/simulations/approve`, (s) => ({
    body: s.approveSelected,
    response: s.approveOutcomes,
  })),
};

/** An approved invoice's life (src/shared/invoice-states.ts): an outcome per invoice, or the invoice. */
export const invoiceLifeEndpoints = {
  markSent: api.post(`${BASE}/invoices/mark-sent`, (s) => ({ body: s.markSentInput, response: s.approveOutcomes })),
  editReference: api.put(`${BASE}/invoices/reference`, (s) => ({
    body: s.editReferenceInput,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
  editMessage: api.put(`${BASE}/invoices/message`, (s) => ({
    body: s.editMessageInput,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
  followUpTypes: api.get(`${BASE}/followups/types`, (s) => ({ response: s.followUpTypes })),
  followUp: api.post(`${BASE}/followups`, (s) => ({ body: s.followUpInput, response: s.approveOutcomes })),
};

/**
 * An invoice's documents (docs/domain.md "Invoice documents"): the PDF (a draft's or a simulation's
 * marked as a draft) or the Peppol UBL e-invoice (approved invoices only), as a file in the answer.
 */
export const invoiceDocumentEndpoints = {
  download: api.get(`${BASE}/invoices/:id/download`, (s) => ({
    params: s.idParam,
    query: s.invoiceDownloadQuery,
    response: s.invoiceDownload,
  })),
};

/**
 * Sending invoices by e-mail (docs/domain.md "Sending invoices"): a mailing is started (201 with its
 * id) and worked as a durable job; its progress and an outcome per invoice or customer are read back.
 */
export const invoiceMailingEndpoints = {
  emailInvoices: api.post(
    `${BASE}/invoices/email`,
    (s) => ({ body: s.emailInvoicesInput, response: s.mailingStarted }),
    201,
  ),
  emailAll: api.post(`${BASE}/invoices/email-all`, (s) => ({ body: s.emailAllInput, response: s.mailingStarted }), 201),
  sendStatements: api.post(
    `${BASE}/invoices/send-statement`,
    (s) => ({ body: s.sendStatementInput, response: s.mailingStarted }),
    201,
  ),
  mailing: api.get(`${BASE}/invoices/mailings/:id`, (s) => ({ params: s.idParam, response: s.mailing })),
};

/**
 * Credit notes (docs/domain.md "Credit notes"): an approved invoice credited, in full or in part, by
 * a credit note in its own series, and with `reinvoice` a corrected draft beside it; answers both (201).
 */
export const invoiceCreditEndpoints = {
  credit: api.post(
    `${BASE}/invoices/:id/credit`,
    (s) => ({ params: s.idParam, body: s.creditInvoiceInput, response: s.creditOutcome, conflict: s.invoiceDetail }),
    201,
  ),
};

/**
 * An invoice's payments (docs/domain.md "Invoice life: payments"): `set-amount-paid` records one
 * payment received (the spec's call, its body now the payment itself), the invoice's payments, and a
 * payment reversed (a bank's return). The writes answer the invoice (409: the current one).
 */
export const invoicePaymentEndpoints = {
  setAmountPaid: paymentApi.post(`${BASE}/invoices/set-amount-paid`, (s) => ({
    body: s.recordPaymentInput,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
  payments: paymentApi.get(`${BASE}/invoices/:id/payments`, (s) => ({ params: s.idParam, response: s.payments })),
  reverse: paymentApi.post(`${BASE}/invoices/payments/:paymentId/reverse`, (s) => ({
    params: s.paymentParam,
    body: s.reversePaymentInput,
    response: s.invoiceDetail,
    conflict: s.invoiceDetail,
  })),
};
