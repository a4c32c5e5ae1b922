/**
 * The invoice's reference (the customer's, such as an order number) and the message printed on it:
 * never its amounts. Each is saved through its own call only when changed; a colleague's change
 * meanwhile (409) is shown beside what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { FormTextArea } from '@/components/form/form-text-area';
import { FormTextField } from '@/components/form/form-text-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { useVersionConflict } from '@/components/form/use-version-conflict';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { alertError, showAlert } from '@/lib/alerts';
import { invoiceTextsForm, type InvoiceDetail, type InvoiceTextsForm } from '@/shared/schemas/invoice';
import { useEditInvoiceTexts } from '../api/invoice-mutations';

type Props = { invoice: InvoiceDetail; open: boolean; onOpenChange: (open: boolean) => void };

const valuesOf = (invoice: InvoiceDetail): InvoiceTextsForm => ({
  reference: invoice.reference ?? '',
  message: invoice.message ?? '',
});

export function InvoiceTextsDialog({ invoice, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('invoice:texts.title', { number: invoice.documentNumber })}
      description={t('invoice:texts.text')}
    >
      {open && <TextsForm invoice={invoice} onClose={() => onOpenChange(false)} />}
    </Modal>
  );
}

function TextsForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useEditInvoiceTexts();
  const conflict = useVersionConflict<InvoiceDetail>(invoice.version);
  const form = useForm<InvoiceTextsForm>({
    resolver: zodResolver(invoiceTextsForm),
    mode: 'onTouched',
    defaultValues: valuesOf(invoice),
  });
  const submit = form.handleSubmit(async (values) => {
    conflict.clear();
    try {
      await save.mutateAsync({ invoice, version: conflict.version ?? invoice.version, ...values });
      showAlert('success', t('invoice:texts.saved', { number: invoice.documentNumber }));
      onClose();
    } catch (error) {
      if (!conflict.caught(error) && !applyServerErrors(form, error)) alertError(error);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormTextField form={form} name="reference" label={t('invoice:fields.reference')} maxLength={100} />
      <FormTextArea form={form} name="message" label={t('invoice:fields.message')} maxLength={1000} rows={4} />
      {conflict.current && (
        <ConflictNotice
          onUseTheirs={() => conflict.useTheirs((theirs) => form.reset(valuesOf(theirs)))}
          onKeepMine={conflict.keepMine}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
