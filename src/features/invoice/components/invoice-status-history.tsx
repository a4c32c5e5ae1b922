import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import { invoiceStatusHistory } from '../api/invoice-detail-api';
import { InvoiceStateBadge } from '@/components/invoice/invoice-cells';
import { QueryRows } from './query-rows';

/**
 * The invoice's states, oldest first: from which state to which, who (or the system) and when, and
 * why when the system moved it (a note code, in the user's language); each payment recorded or
 * reversed with its amount (the state may stay as it was: partly paid, then partly paid).
 */
export function InvoiceStatusHistory({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const history = useQuery(invoiceStatusHistory(invoiceId));
  return (
    <QueryRows query={history} failed={t('invoice:historyFailed')} none={t('invoice:noHistory')}>
      {(steps) => (
        <ol aria-label={t('invoice:blocks.statusHistory')} className="flex flex-col gap-2 text-sm">
          {steps.map((step, i) => (
            <li key={`${step.createdAt}-${i}`} className="flex flex-wrap items-center gap-2">
              {step.fromState ? <InvoiceStateBadge state={step.fromState} /> : <span>{t('invoice:history.new')}</span>}
              <ArrowRight aria-hidden className="size-4 text-slate-500" />
              <span className="sr-only">{t('invoice:history.to')}</span>
              <InvoiceStateBadge state={step.toState} />
              <span className="text-slate-700">
                {t('invoice:history.byAt', {
                  who: step.userName ?? t('invoice:history.system'),
                  when: formatTimestamp(step.createdAt),
                })}
              </span>
              {step.note && (
                <span className="w-full text-slate-600">
                  {t(`invoice:history.notes.${step.note}`, {
                    defaultValue: step.note,
                    amount: step.paymentAmount === null ? '' : formatMoney(step.paymentAmount),
                  })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </QueryRows>
  );
}
