/**
 * The amount paid on an invoice so far (a bank statement shows a payment): the total to date, not the
 * payment itself, so entering it twice changes nothing. Up to the total incl. VAT (the shared schema
 * and the server both refuse more, on the field); the total marks it paid, less partly paid. A
 * colleague's change meanwhile is shown beside what was typed (409), never overwritten.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { CurrencyField } from '@/components/form/currency-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { useVersionConflict } from '@/components/form/use-version-conflict';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { alertError, showAlert } from '@/lib/alerts';
import { formatMoney } from '@/shared/money';
import { amountPaidForm, type InvoiceDetail, type SetAmountPaidInput } from '@/shared/schemas/invoice';
import { useSetAmountPaid } from '../api/invoice-mutations';

type FormValues = z.input<ReturnType<typeof amountPaidForm>>;
type Props = { invoice: InvoiceDetail; open: boolean; onOpenChange: (open: boolean) => void };

export function PaymentDialog({ invoice, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('invoice:payment.title', { number: invoice.documentNumber })}
      description={t('invoice:payment.text', {
        total: formatMoney(invoice.totalIncl),
        paid: formatMoney(invoice.amountPaid),
      })}
    >
      {open && <PaymentForm invoice={invoice} onClose={() => onOpenChange(false)} />}
    </Modal>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetAmountPaid();
  const conflict = useVersionConflict<InvoiceDetail>(invoice.version);
  const schema = useMemo(() => amountPaidForm(invoice.totalIncl), [invoice.totalIncl]);
  const form = useForm<FormValues, unknown, SetAmountPaidInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      invoiceId: invoice.invoiceId,
      version: invoice.version,
      // Most payments settle the invoice: the open amount is added to what was paid before.
      amountPaid: invoice.totalIncl,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    conflict.clear();
    try {
      const saved = await save.mutateAsync({ ...values, version: conflict.version ?? values.version });
      showAlert(
        'success',
        t(saved.state === 'paid' ? 'invoice:payment.paid' : 'invoice:payment.partly', {
          number: saved.documentNumber,
          open: formatMoney(Math.round((saved.totalIncl - saved.amountPaid) * 100) / 100),
        }),
      );
      onClose();
    } catch (error) {
      if (!conflict.caught(error) && !applyServerErrors(form, error)) alertError(error);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <CurrencyField
        form={form}
        name="amountPaid"
        label={t('invoice:payment.amountPaid')}
        hint={t('invoice:payment.hint')}
        required
        min={0}
        stepper={false}
      />
      {conflict.current && (
        <ConflictNotice
          detail={t('invoice:payment.theirs', {
            paid: formatMoney(conflict.current.amountPaid),
            state: t(`invoice:states.${conflict.current.state}`),
          })}
          onUseTheirs={() =>
            conflict.useTheirs((theirs) =>
              form.reset({ invoiceId: theirs.invoiceId, version: theirs.version, amountPaid: theirs.amountPaid }),
            )
          }
          onKeepMine={conflict.keepMine}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('invoice:payment.save')}
        </Button>
      </div>
    </form>
  );
}
