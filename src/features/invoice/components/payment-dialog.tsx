/**
 * The amount paid on an invoice so far (a bank statement shows a payment): the total to date, not the
 * payment itself, so entering it twice changes nothing. Up to the total incl. VAT (the shared schema
 * and the server both refuse more, on the field); the total marks it paid, less partly paid. A
 * colleague's change meanwhile is shown beside what was typed (409), never overwritten.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyField } from '@/components/form/currency-field';
import { formDialog } from '@/components/form/form-dialog';
import { SaveForm } from '@/components/form/save-form';
import { useSaveForm } from '@/components/form/use-save-form';
import { showAlert } from '@/lib/alerts';
import { formatMoney } from '@/shared/format';
import { amountPaidForm, type InvoiceDetail } from '@/shared/schemas/invoice';
import { useSetAmountPaid } from '../api/invoice-mutations';

function PaymentForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetAmountPaid();
  const schema = useMemo(() => amountPaidForm(invoice.totalIncl), [invoice.totalIncl]);
  const { form, ...saving } = useSaveForm({
    schema,
    defaultValues: {
      invoiceId: invoice.invoiceId,
      version: invoice.version,
      // Most payments settle the invoice: the open amount is added to what was paid before.
      amountPaid: invoice.totalIncl,
    },
    version: invoice.version,
    save: (values, version) => save.mutateAsync({ ...values, version: version ?? values.version }),
    onSaved: (saved) => {
      showAlert(
        'success',
        t(saved.state === 'paid' ? 'invoice:payment.paid' : 'invoice:payment.partly', {
          number: saved.documentNumber,
          open: formatMoney(Math.round((saved.totalIncl - saved.amountPaid) * 100) / 100),
        }),
      );
      onClose();
    },
    showTheirs: (theirs: InvoiceDetail, form) =>
      form.reset({ invoiceId: theirs.invoiceId, version: theirs.version, amountPaid: theirs.amountPaid }),
  });
  return (
    <SaveForm
      saving={saving}
      onCancel={onClose}
      saveLabel={t('invoice:payment.save')}
      conflictDetail={(theirs) =>
        t('invoice:payment.theirs', {
          paid: formatMoney(theirs.amountPaid),
          state: t(`invoice:states.${theirs.state}`),
        })
      }
    >
      <CurrencyField
        form={form}
        name="amountPaid"
        label={t('invoice:payment.amountPaid')}
        hint={t('invoice:payment.hint')}
        required
        min={0}
        stepper={false}
      />
    </SaveForm>
  );
}

export const PaymentDialog = formDialog(PaymentForm, ({ invoice }, t) => ({
  title: t('invoice:payment.title', { number: invoice.documentNumber }),
  description: t('invoice:payment.text', {
    total: formatMoney(invoice.totalIncl),
    paid: formatMoney(invoice.amountPaid),
  }),
}));
