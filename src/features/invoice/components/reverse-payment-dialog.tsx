/**
 * A payment reversed (a bank's return, docs/domain.md "Invoice life: payments"): why (required) and
 * the day the bank returned it (today by default). The payment stays, struck through; what it paid is
 * open again and the invoice's state moves back. On the invoice's version on screen: a colleague's
 * change meanwhile is shown beside what was typed (409).
 */
import { brusselsDay } from '@/shared/brussels-day';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { formDialog } from '@/components/form/form-dialog';
import { FormTextArea } from '@/components/form/form-text-area';
import { useSaveForm } from '@/components/form/use-save-form';
import { showAlert } from '@/lib/alerts';

import { formatWireDay } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import type { InvoiceDetail } from '@/shared/schemas/invoice';
import { reversePaymentForm, type Payment, type ReversePaymentFormValues } from '@/shared/schemas/payment';
import { useReversePayment } from '../api/payment-mutations';
import { bookedDay, InvoicePaymentForm } from './payment-form';

type Props = { invoice: InvoiceDetail; payment: Payment; onClose: () => void };

function ReverseForm({ invoice, payment, onClose }: Props) {
  const { t } = useTranslation();
  const reverse = useReversePayment();
  const { form, ...saving } = useSaveForm({
    schema: reversePaymentForm,
    defaultValues: { reason: '', on: brusselsDay(), version: invoice.version } satisfies ReversePaymentFormValues,
    version: invoice.version,
    save: (values, version) =>
      reverse.mutateAsync({ ...values, version: version ?? values.version, paymentId: payment.paymentId }),
    onSaved: (saved) => {
      showAlert(
        'success',
        t('invoice:reversal.done', {
          amount: formatMoney(payment.amount),
          number: saved.documentNumber,
          state: t(`invoice:states.${saved.state}`),
        }),
      );
      onClose();
    },
    showTheirs: (theirs: InvoiceDetail, form) => form.reset({ ...form.getValues(), version: theirs.version }),
  });
  return (
    <InvoicePaymentForm saving={saving} onCancel={onClose} saveLabel={t('invoice:reversal.save')}>
      <FormTextArea form={form} name="reason" label={t('invoice:reversal.reason')} required maxLength={500} rows={3} />
      <DateField form={form} name="on" label={t('invoice:reversal.on')} {...bookedDay()} />
    </InvoicePaymentForm>
  );
}

export const ReversePaymentDialog = formDialog(ReverseForm, ({ invoice, payment }, t) => ({
  title: t('invoice:reversal.title', { number: invoice.documentNumber }),
  description: t('invoice:reversal.text', {
    amount: formatMoney(payment.amount),
    on: formatWireDay(payment.receivedOn),
  }),
}));
