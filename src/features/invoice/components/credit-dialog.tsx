/**
 * Crediting an approved invoice (docs/domain.md "Credit notes"): tick the lines to credit, each for
 * what is left of it or less, and say why; the credit note is numbered in its own series and opens
 * after; "Credit and re-invoice" also makes the corrected draft (a manual invoice holding what was
 * credited, to correct and approve), which opens instead. What each line gives back is shown as typed (src/shared/invoice-credit.ts, the
 * server's own rule). A colleague's change meanwhile (another credit note) is met as a 409.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { amountInputPattern } from '@/components/form/amount-field';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { useErrorText } from '@/components/form/field';
import { FormTextArea } from '@/components/form/form-text-area';
import { NumericField } from '@/components/form/numeric-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { useVersionConflict } from '@/components/form/use-version-conflict';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAccess } from '@/hooks/use-access';
import { alertError, showAlert } from '@/lib/alerts';
import { creditedAmount, leftToCredit } from '@/shared/invoice-credit';
import { formatMoney } from '@/shared/money';
import { formatDecimal, readDecimal } from '@/shared/validators';
import { creditInvoiceForm, type CreditInvoiceForm, type InvoiceDetail } from '@/shared/schemas/invoice';
import { useCreditInvoice } from '../api/invoice-mutations';

type Props = { invoice: InvoiceDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** A quantity as typed: up to four decimals, written as it is (40, not 40,0000). */
const QUANTITY_INPUT = amountInputPattern(4, false);
const quantityFormat = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 4 });

/** The lines still creditable, each ticked off with all that is left as its quantity. */
const formLines = (invoice: InvoiceDetail) =>
  invoice.lines
    .map((line) => ({ line, left: leftToCredit(line) }))
    .filter(({ left }) => left > 0)
    .map(({ line, left }) => ({ invoiceLineId: line.invoiceLineId, selected: false, quantity: left, left }));

export function CreditDialog({ invoice, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      width={720}
      title={t('invoice:credit.title', { number: invoice.documentNumber })}
      description={t('invoice:credit.text')}
    >
      {open && <CreditForm invoice={invoice} onClose={() => onOpenChange(false)} />}
    </Modal>
  );
}

function CreditForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useCreditInvoice(invoice.invoiceId);
  const conflict = useVersionConflict<InvoiceDetail>(invoice.version);
  const form = useForm<CreditInvoiceForm>({
    resolver: zodResolver(creditInvoiceForm),
    mode: 'onTouched',
    defaultValues: { reason: '', lines: formLines(invoice) },
  });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const linesError = useErrorText(form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message);
  const byId = new Map(invoice.lines.map((l) => [l.invoiceLineId, l]));
  const back = (l: CreditInvoiceForm['lines'][number]) => {
    const line = byId.get(l.invoiceLineId);
    return line && l.selected && l.quantity !== null && l.quantity > 0 && l.quantity <= l.left
      ? creditedAmount(line, l.quantity)
      : 0;
  };
  const total = lines.reduce((sum, l) => sum + Math.round(back(l) * 100), 0) / 100;

  const submit = (reinvoice: boolean) =>
    form.handleSubmit(async (values) => {
      conflict.clear();
      try {
        const { creditNote, correctedDraftId } = await save.mutateAsync({
          version: conflict.version ?? invoice.version,
          reason: values.reason,
          lines: values.lines
            .filter((l) => l.selected)
            .map((l) => ({ invoiceLineId: l.invoiceLineId, quantity: l.quantity! })),
          reinvoice,
        });
        const numbers = { number: creditNote.documentNumber, invoice: invoice.documentNumber };
        onClose();
        if (correctedDraftId !== null) {
          showAlert('success', t('invoice:credit.reinvoiced', numbers));
          void navigate({
            to: '/invoices/manualInvoices/$invoiceId',
            params: { invoiceId: String(correctedDraftId) },
          });
        } else {
          showAlert('success', t('invoice:credit.done', numbers));
          void navigate({ to: '/invoices/invoices/$invoiceId', params: { invoiceId: String(creditNote.invoiceId) } });
        }
      } catch (error) {
        if (!conflict.caught(error) && !applyServerErrors(form, error)) alertError(error);
      }
    });
  // The corrected draft is a manual invoice: offered to those who may edit manual invoices.
  const canReinvoice = useAccess().canEdit('manualInvoices');

  return (
    <form noValidate onSubmit={(e) => void submit(false)(e)} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={linesError ? 'credit-lines-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('invoice:credit.lines')}</legend>
        <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200">
          {lines.map((l, i) => {
            const line = byId.get(l.invoiceLineId)!;
            const boxId = `credit-line-${l.invoiceLineId}`;
            return (
              <li
                key={l.invoiceLineId}
                className={`flex flex-wrap items-start gap-3 p-3 ${l.selected ? 'bg-brand-50' : ''}`}
              >
                <input
                  id={boxId}
                  type="checkbox"
                  className="mt-1 size-4 accent-brand-600"
                  {...form.register(`lines.${i}.selected`, { onChange: () => void form.trigger('lines') })}
                />
                <label htmlFor={boxId} className="min-w-56 flex-1 text-sm">
                  <span className="font-medium text-slate-900">{line.description}</span>
                  {line.productCode && <span className="ml-2 text-xs text-slate-600">{line.productCode}</span>}
                  <span className="block text-xs text-slate-600">
                    {t('invoice:credit.lineFacts', {
                      quantity: quantityFormat.format(line.quantity),
                      amount: formatMoney(line.amount),
                      left: quantityFormat.format(l.left),
                    })}
                  </span>
                </label>
                {l.selected && (
                  <div className="flex items-end gap-3">
                    <NumericField
                      form={form}
                      name={`lines.${i}.quantity`}
                      label={t('invoice:credit.quantity')}
                      allowed={QUANTITY_INPUT}
                      read={readDecimal}
                      format={(value) => formatDecimal(value)}
                      inputMode="decimal"
                      min={0}
                      max={l.left}
                      className="w-32"
                    />
                    <p className="pb-2 text-sm tabular-nums text-slate-800">{formatMoney(-back(l))}</p>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {linesError && (
          <p id="credit-lines-error" className="text-sm text-red-700">
            {linesError}
          </p>
        )}
      </fieldset>
      <FormTextArea form={form} name="reason" label={t('invoice:credit.reason')} required maxLength={500} />
      <p className="text-sm text-slate-800">
        {t('invoice:credit.total')} <strong className="tabular-nums">{formatMoney(-total)}</strong>
      </p>
      {conflict.current && (
        <ConflictNotice
          detail={t('invoice:credit.theirs')}
          onUseTheirs={() =>
            conflict.useTheirs((theirs) => form.reset({ reason: form.getValues('reason'), lines: formLines(theirs) }))
          }
          onKeepMine={conflict.keepMine}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        {canReinvoice && (
          <Button variant="secondary" busy={save.isPending} onClick={(e) => void submit(true)(e)}>
            {t('invoice:credit.saveAndReinvoice')}
          </Button>
        )}
        <Button type="submit" busy={save.isPending}>
          {t('invoice:credit.save')}
        </Button>
      </div>
    </form>
  );
}
