/**
 * An approved invoice's changes on the client (src/shared/invoice-states.ts): mark as sent (one or
 * selected), a payment received or reversed, a follow-up, the reference and message. Each refreshes the invoices
 * domain once (lists, summaries, the detail and its status history, and where the catalogue shows
 * invoices: companies, contracts). Apart from the query factory, so a page that only reads does not
 * load them.
 */
import { call } from '@/lib/http';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { useBodyMutation } from '@/lib/use-save-record';
import {
  invoiceCreditEndpoints,
  invoiceLifeEndpoints as life,
  invoicePaymentEndpoints as payments,
  invoiceMailingEndpoints as mailing,
} from '@/shared/endpoints/invoice';
import type { CreditInvoiceInput, InvoiceDetail } from '@/shared/schemas/invoice';
import type { FollowUpType } from '@/shared/constants/invoice';
import type { ReversePaymentInput } from '@/shared/schemas/payment';

/** Created invoices marked as sent: an outcome per invoice (one not in state created fails alone). */
export function useMarkSent() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: (invoiceIds: number[]) => call(life.markSent, { body: { invoiceIds } }),
    // The screens say what was marked, and what was not.
    meta: { suppressSuccess: true },
  });
}

/**
 * A payment received, on the version on screen (409 when a colleague changed the invoice). The
 * dialog says paid or partly paid, and shows refusals on the field or beside it (409).
 */
export const useRecordPayment = () =>
  useBodyMutation(payments.setAmountPaid, 'invoices', { suppressSuccess: true, suppressError: true });

/** A payment reversed (a bank's return) on the invoice's version on screen: the invoice as it is after. */
export function useReversePayment() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: ({ paymentId, ...body }: { paymentId: number } & ReversePaymentInput) =>
      call(payments.reverse, { params: { paymentId }, body }),
    // The dialog says what was reversed and shows refusals itself.
    meta: { suppressSuccess: true, suppressError: true },
  });
}

/** The follow-up that comes next (a reminder or a notice): an outcome per invoice. */
export function useFollowUp() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: ({ invoiceIds, followUpType }: { invoiceIds: number[]; followUpType: FollowUpType }) =>
      call(life.followUp, { body: { invoiceIds, followUpType } }),
    // The screen names the follow-up recorded.
    meta: { suppressSuccess: true },
  });
}

/**
 * The reference and the message, each saved only when changed, the second on the version the first
 * answered: the invoice as it is after both (a 409 on either when a colleague changed it meanwhile).
 */
export function useEditInvoiceTexts() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: async ({
      invoice,
      version,
      reference,
      message,
    }: {
      invoice: InvoiceDetail;
      version: number;
      reference: string;
      message: string;
    }) => {
      let current = { ...invoice, version };
      if (reference !== (invoice.reference ?? ''))
        current = await call(life.editReference, {
          body: { invoiceId: invoice.invoiceId, reference, version: current.version },
        });
      if (message !== (invoice.message ?? ''))
        current = await call(life.editMessage, {
          body: { invoiceId: invoice.invoiceId, message, version: current.version },
        });
      return current;
    },
    // The dialog says what was saved and shows refusals itself.
    meta: { suppressSuccess: true, suppressError: true },
  });
}

/**
 * Sending invoices by e-mail (docs/domain.md "Sending invoices"): each starts a mailing the server
 * works in the background and answers its id; its progress is `invoiceMailingQueries.mailing`.
 */
export function useEmailInvoices() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: (invoiceIds: number[]) => call(mailing.emailInvoices, { body: { invoiceIds } }),
  });
}

/** Every invoice the list shows with these filters (and search), e-mailed. */
export const useEmailAllInvoices = () => useBodyMutation(mailing.emailAll, 'invoices');

/** A statement per customer (its open invoices, their PDFs attached). */
export function useSendStatements() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: (customerIds: number[]) => call(mailing.sendStatements, { body: { customerIds } }),
  });
}

/** A credit note for lines of the invoice, on the version on screen (409 when it changed): the credit note. */
export function useCreditInvoice(invoiceId: number) {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: (input: CreditInvoiceInput) =>
      call(invoiceCreditEndpoints.credit, { params: { id: invoiceId }, body: input }),
    // The dialog names the credit note and shows refusals itself.
    meta: { suppressSuccess: true, suppressError: true },
  });
}
