/**
 * A payment received on the invoice (docs/domain.md "Invoice life: payments"): the amount received
 * (focused first; the open amount by default, as most payments settle the invoice), the day (today by
 * default), how it was paid and the bank's reference or the payer's message. At most the open amount
 * (the shared schema and the server both refuse more, on the field); all of it marks the invoice paid,
 * less partly paid. A colleague's change meanwhile is shown beside what was typed (409), never
 * overwritten.
 */
import { brusselsDay } from '@/shared/brussels-day';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyField } from '@/components/form/currency-field';
import { DateField } from '@/components/form/date-field';
import { formDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SelectField } from '@/components/form/select-field';
import { fieldsOf } from '@/components/form/use-form-field';
import { useSaveForm } from '@/components/form/use-save-form';
import { showAlert } from '@/lib/alerts';

import { PAYMENT_METHODS } from '@/shared/constants/payment';
import { formatMoney } from '@/shared/format';
import { fromCents, toCents } from '@/shared/money';
import type { InvoiceDetail } from '@/shared/schemas/invoice';
import { paymentForm, type PaymentFormValues } from '@/shared/schemas/payment';
import { useRecordPayment } from '../api/payment-mutations';
import { bookedDay, InvoicePaymentForm } from './payment-form';

/** What is still open on the invoice, euro. */
export const openAmount = (invoice: Pick<InvoiceDetail, 'totalIncl' | 'amountPaid'>) =>
  fromCents(toCents(invoice.totalIncl) - toCents(invoice.amountPaid));

const valuesOf = (invoice: InvoiceDetail): PaymentFormValues => ({
  invoiceId: invoice.invoiceId,
  version: invoice.version,
  amount: openAmount(invoice),
  receivedOn: brusselsDay(),
  method: 'bankTransfer',
  reference: '',
});

function PaymentForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useRecordPayment();
  const schema = useMemo(() => paymentForm(openAmount(invoice)), [invoice]);
  const { form, ...saving } = useSaveForm({
    schema,
    defaultValues: valuesOf(invoice),
    version: invoice.version,
    save: (values, version) => save.mutateAsync({ ...values, version: version ?? values.version }),
    onSaved: (saved) => {
      showAlert(
        'success',
        t(saved.state === 'paid' ? 'invoice:payment.paid' : 'invoice:payment.partly', {
          number: saved.documentNumber,
          open: formatMoney(openAmount(saved)),
        }),
      );
      onClose();
    },
    showTheirs: (theirs: InvoiceDetail, form) =>
      form.reset({ ...form.getValues(), version: theirs.version, amount: openAmount(theirs) }),
  });
  const field = fieldsOf(form, (name) => t(`invoice:payment.${name}`));
  return (
    <InvoicePaymentForm saving={saving} onCancel={onClose} saveLabel={t('invoice:payment.save')}>
      <CurrencyField
        {...field('amount')}
        hint={t('invoice:payment.hint', { open: formatMoney(openAmount(invoice)) })}
        required
        min={0}
        stepper={false}
      />
      <DateField {...field('receivedOn')} {...bookedDay()} />
      <SelectField
        {...field('method')}
        required
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`invoice:paymentMethods.${m}`) }))}
      />
      <FormTextField {...field('reference')} maxLength={200} />
    </InvoicePaymentForm>
  );
}

export const PaymentDialog = formDialog(PaymentForm, ({ invoice }, t) => ({
  title: t('invoice:payment.title', { number: invoice.documentNumber }),
  description: t('invoice:payment.text', {
    total: formatMoney(invoice.totalIncl),
    paid: formatMoney(invoice.amountPaid),
  }),
}));
