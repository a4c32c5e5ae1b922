/**
 * An invoice's payments on the client (docs/domain.md "Invoice life: payments"): a payment received,
 * a payment reversed. Each refreshes the invoices domain once (lists, summaries, the detail, its
 * status history and payments). Apart from the other invoice mutations, so only the invoice's page
 * carries them.
 */
import { call } from '@/lib/http';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { useBodyMutation } from '@/lib/use-save-record';
import { invoicePaymentEndpoints as payments } from '@/shared/endpoints/payment';
import type { ReversePaymentInput } from '@/shared/schemas/payment';

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
