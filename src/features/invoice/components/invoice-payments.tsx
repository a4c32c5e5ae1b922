/**
 * The invoice's payments (docs/domain.md "Invoice life: payments"), oldest first: the day received,
 * the amount, how, from whom, the bank's reference or message, where it came from (by hand or a bank
 * statement) and who recorded it. A reversed one (a bank's return) stays, struck through, with when,
 * who and why. With the invoices edit right each payment still counted can be reversed (a dialog asks
 * why and when).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ActionsColumn, Column, InvoiceTable } from '@/components/invoice/invoice-table';
import { useAccess } from '@/hooks/use-access';
import { formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney } from '@/shared/format';
import type { InvoiceDetail } from '@/shared/schemas/invoice';
import type { Payment } from '@/shared/schemas/payment';
import { invoicePayments } from '../api/invoice-payments-api';
import { QueryRows } from './query-rows';

const ReversePaymentDialog = lazy(() =>
  import('./reverse-payment-dialog').then((m) => ({ default: m.ReversePaymentDialog })),
);

const cell = 'px-3 py-1.5 align-top';

export function InvoicePayments({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const canEdit = useAccess().canEdit('invoices');
  const payments = useQuery(invoicePayments(invoice.invoiceId));
  const [reversing, setReversing] = useState<Payment | null>(null);
  return (
    <QueryRows query={payments} failed={t('invoice:payments.failed')} none={t('invoice:payments.none')}>
      {(rows) => (
        <>
          <InvoiceTable
            caption={t('invoice:payments.of', { number: invoice.documentNumber ?? invoice.invoiceId })}
            head={
              <>
                <Column>{t('invoice:payments.receivedOn')}</Column>
                <Column right>{t('invoice:payments.amount')}</Column>
                <Column>{t('invoice:payments.method')}</Column>
                <Column>{t('invoice:payments.payer')}</Column>
                <Column>{t('invoice:payments.reference')}</Column>
                <Column>{t('invoice:payments.source')}</Column>
                <Column>{t('invoice:payments.recordedBy')}</Column>
                {canEdit && <ActionsColumn />}
              </>
            }
          >
            {rows.map((p) => {
              const reversed = p.reversedAt !== null;
              const struck = reversed ? 'line-through text-slate-600' : '';
              return (
                <tr key={p.paymentId} className="border-b border-slate-100" data-reversed={reversed || undefined}>
                  <td className={`${cell} whitespace-nowrap tabular-nums ${struck}`}>{formatWireDay(p.receivedOn)}</td>
                  <td className={`${cell} text-right whitespace-nowrap tabular-nums ${struck}`}>
                    {formatMoney(p.amount)}
                  </td>
                  <td className={`${cell} ${struck}`}>{t(`invoice:paymentMethods.${p.method}`)}</td>
                  <td className={cell}>
                    <span className="block">{p.payerName ?? EMPTY}</span>
                    {p.payerIban && <code className="text-xs text-slate-700">{p.payerIban}</code>}
                  </td>
                  <td className={`${cell} break-words`}>
                    {p.reference ?? EMPTY}
                    {reversed && (
                      <span className="mt-1 block text-slate-800">
                        {t('invoice:payments.reversedBy', {
                          on: formatWireDay(p.reversedOn),
                          who: p.reversedByName ?? t('invoice:history.system'),
                          reason: p.reversalReason,
                        })}
                      </span>
                    )}
                  </td>
                  <td className={cell}>{t(`invoice:paymentSources.${p.source}`)}</td>
                  <td className={cell}>{p.recordedByName ?? t('invoice:history.system')}</td>
                  {canEdit && (
                    <td className={`${cell} text-right`}>
                      {!reversed && (
                        <Button
                          variant="secondary"
                          aria-label={t('invoice:payments.reverseOne', {
                            amount: formatMoney(p.amount),
                            on: formatWireDay(p.receivedOn),
                          })}
                          onClick={() => setReversing(p)}
                        >
                          {t('invoice:payments.reverse')}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </InvoiceTable>
          <Suspense fallback={null}>
            {reversing && (
              <ReversePaymentDialog invoice={invoice} payment={reversing} open onClose={() => setReversing(null)} />
            )}
          </Suspense>
        </>
      )}
    </QueryRows>
  );
}
