/**
 * The invoice's reference (the customer's, such as an order number) and the message printed on it:
 * never its amounts. Each is saved through its own call only when changed; a colleague's change
 * meanwhile (409) is shown beside what was typed.
 */
import { useTranslation } from 'react-i18next';
import { formDialog } from '@/components/form/form-dialog';
import { FormTextArea } from '@/components/form/form-text-area';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { useSaveForm } from '@/components/form/use-save-form';
import { showAlert } from '@/lib/alerts';
import { invoiceTextsForm, type InvoiceDetail, type InvoiceTextsForm } from '@/shared/schemas/invoice';
import { useEditInvoiceTexts } from '../api/invoice-mutations';

const valuesOf = (invoice: InvoiceDetail): InvoiceTextsForm => ({
  reference: invoice.reference ?? '',
  message: invoice.message ?? '',
});

function TextsForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useEditInvoiceTexts();
  const { form, ...saving } = useSaveForm({
    schema: invoiceTextsForm,
    defaultValues: valuesOf(invoice),
    version: invoice.version,
    save: (values, version) => save.mutateAsync({ invoice, version: version ?? invoice.version, ...values }),
    onSaved: () => {
      showAlert('success', t('invoice:texts.saved', { number: invoice.documentNumber }));
      onClose();
    },
    showTheirs: (theirs: InvoiceDetail, form) => form.reset(valuesOf(theirs)),
  });
  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <FormTextField form={form} name="reference" label={t('invoice:fields.reference')} maxLength={100} />
      <FormTextArea form={form} name="message" label={t('invoice:fields.message')} maxLength={1000} rows={4} />
    </SaveForm>
  );
}

export const InvoiceTextsDialog = formDialog(TextsForm, ({ invoice }, t) => ({
  title: t('invoice:texts.title', { number: invoice.documentNumber }),
  description: t('invoice:texts.text'),
}));
