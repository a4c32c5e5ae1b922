/**
 * What the payment dialogs (record one, reverse one) share: their form on the invoice's version, whose
 * conflict notice says what the invoice holds now (paid, its state), and the day a bank booked it
 * (today at the latest).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveForm } from '@/components/form/save-form';
import type { SaveFormState } from '@/components/form/use-save-form';
import { brusselsDay } from '@/shared/brussels-day';
import { dayAtNoon } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import type { InvoiceDetail } from '@/shared/schemas/invoice';

type Props = { saving: SaveFormState<InvoiceDetail>; onCancel: () => void; saveLabel: string; children: ReactNode };

export function InvoicePaymentForm(props: Props) {
  const { t } = useTranslation();
  return (
    <SaveForm
      {...props}
      conflictDetail={(theirs) =>
        t('invoice:payment.theirs', {
          paid: formatMoney(theirs.amountPaid),
          state: t(`invoice:states.${theirs.state}`),
        })
      }
    />
  );
}

/** A DateField's props for the day a bank booked a payment: a day, required, today at the latest. */
export const bookedDay = () => ({ holds: 'day', required: true, maxDate: dayAtNoon(brusselsDay()) }) as const;
