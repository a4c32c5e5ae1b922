/**
 * Crediting an approved invoice (docs/domain.md "Credit notes"): tick the lines to credit, each for
 * what is left of it or less, and say why; the credit note is numbered in its own series and opens
 * after; "Credit and re-invoice" also makes the corrected draft (a manual invoice holding what was
 * credited, to correct and approve), which opens instead. What each line gives back is shown as typed (src/shared/invoice-credit.ts, the
 * server's own rule). A colleague's change meanwhile (another credit note) is met as a 409.
 */
import { useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { amountInputPattern } from '@/components/form/amount-field';
import { useErrorText } from '@/components/form/field';
import { formDialog } from '@/components/form/form-dialog';
import { FormTextArea } from '@/components/form/form-text-area';
import { NumericField } from '@/components/form/numeric-field';
import { SaveForm } from '@/components/form/save-form';
import { useSaveForm, type Save } from '@/components/form/use-save-form';
import { Button } from '@/components/ui/button';
import { useAccess } from '@/hooks/use-access';
import { showAlert } from '@/lib/alerts';
import { creditedAmount, leftToCredit } from '@/shared/invoice-credit';
import { formatMoney, formatNumber } from '@/shared/format';
import { formatDecimal, readDecimal } from '@/shared/validators';
import {
  creditInvoiceForm,
  type CreditInvoiceForm,
  type CreditOutcome,
  type InvoiceDetail,
} from '@/shared/schemas/invoice';
import { useCreditInvoice } from '../api/invoice-mutations';

/** A quantity as typed: up to four decimals, written as it is (40, not 40,0000). */
const QUANTITY_INPUT = amountInputPattern(4, false);

/** The lines still creditable, each ticked off with all that is left as its quantity. */
const formLines = (invoice: InvoiceDetail) =>
  invoice.lines
    .map((line) => ({ line, left: leftToCredit(line) }))
    .filter(({ left }) => left > 0)
    .map(({ line, left }) => ({ invoiceLineId: line.invoiceLineId, selected: false, quantity: left, left }));

function CreditForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useCreditInvoice(invoice.invoiceId);
  /** Credits the ticked lines; with `reinvoice` also makes the corrected draft. */
  const credit =
    (reinvoice: boolean): Save<CreditInvoiceForm, CreditOutcome> =>
    (values, version) =>
      save.mutateAsync({
        version: version ?? invoice.version,
        reason: values.reason,
        lines: values.lines
          .filter((l) => l.selected)
          .map((l) => ({ invoiceLineId: l.invoiceLineId, quantity: l.quantity! })),
        reinvoice,
      });
  const { form, submitWith, ...saving } = useSaveForm({
    schema: creditInvoiceForm,
    defaultValues: { reason: '', lines: formLines(invoice) },
    version: invoice.version,
    save: credit(false),
    onSaved: ({ creditNote, correctedDraftId }) => {
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
    },
    showTheirs: (theirs: InvoiceDetail, form) =>
      form.reset({ reason: form.getValues('reason'), lines: formLines(theirs) }),
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

  // The corrected draft is a manual invoice: offered to those who may edit manual invoices.
  const canReinvoice = useAccess().canEdit('manualInvoices');

  return (
    <SaveForm
      saving={saving}
      onCancel={onClose}
      saveLabel={t('invoice:credit.save')}
      conflictDetail={() => t('invoice:credit.theirs')}
      actions={
        canReinvoice && (
          <Button variant="secondary" busy={saving.busy} onClick={(e) => void submitWith(credit(true))(e)}>
            {t('invoice:credit.saveAndReinvoice')}
          </Button>
        )
      }
    >
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
                      quantity: formatNumber(line.quantity),
                      amount: formatMoney(line.amount),
                      left: formatNumber(l.left),
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
    </SaveForm>
  );
}

export const CreditDialog = formDialog(CreditForm, ({ invoice }, t) => ({
  width: 720,
  title: t('invoice:credit.title', { number: invoice.documentNumber }),
  description: t('invoice:credit.text'),
}));
