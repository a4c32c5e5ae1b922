/**
 * A statement line confirmed to an invoice (its best proposal, or another open invoice: a
 * re-assignment). The payment is recorded on the invoice, the line's task done: the invoices domain
 * refreshes (the statements, their lines and the unmatched amounts live under it; the invoices lists
 * and details; the tasks). The screen says what was paid; a refusal is said by the usual alert.
 */
import { call } from '@/lib/http';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { bankStatementEndpoints as api } from '@/shared/endpoints/bank-statement';

export function useConfirmLine() {
  return useDomainMutation({
    refreshes: 'invoices',
    mutationFn: ({ lineId, invoiceId }: { lineId: number; invoiceId: number }) =>
      call(api.confirm, { params: { id: lineId }, body: { invoiceId } }),
    meta: { suppressSuccess: true },
  });
}
