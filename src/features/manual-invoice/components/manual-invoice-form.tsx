/**
 * A manual invoice in a dialog (a chunk of its own, loaded when first opened): new, with its header
 * and lines (each from a manual product or free text, with a running total), or a draft's header
 * edited on the version on screen. The shared zod schemas; server field errors on their fields
 * (`lines.<i>.<field>` on the line's), nothing typed lost; a colleague's version (409) offered beside
 * the input (ConflictNotice).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '@/components/form/use-form-field';
import { DateField } from '@/components/form/date-field';
import { FieldError, labelClass, useErrorText } from '@/components/form/field';
import { formDialog } from '@/components/form/form-dialog';
import { FormFieldset } from '@/components/form/form-fieldset';
import { FormTextArea } from '@/components/form/form-text-area';
import { FormTextField } from '@/components/form/form-text-field';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SaveForm } from '@/components/form/save-form';
import { SelectField } from '@/components/form/select-field';
import { useRecordForm, useSaveForm } from '@/components/form/use-save-form';
import { Button } from '@/components/ui/button';
import { addDays, addMonths, dayOfWire } from '@/shared/calendar-day';
import { todayCalendarDay } from '@/shared/dates';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import { formatMoney } from '@/shared/format';
import {
  manualInvoiceForm,
  manualInvoiceHeaderForm,
  type ManualInvoiceDetail,
  type ManualInvoiceForm,
  type ManualInvoiceFormValues,
  type ManualInvoiceHeaderFormValues,
} from '@/shared/schemas/manual-invoice';
import { ComboboxField } from '@/components/form/combobox-field';
import { useChoices, type Choice } from '@/components/form/use-choices';
import { manualInvoiceQueries, useCreateManualInvoice, useUpdateManualInvoice } from '../api/manual-invoice-api';
import { amountOf, LineFields, NEW_LINE, useLineProducts, useProductFill } from './line-fields';
import { INVOICE_RECEIVERS } from '@/shared/constants/invoice';
import type { PartyType } from '@/shared/constants/company';
import {
  MANUAL_INVOICE_MAX_LINES,
  MANUAL_INVOICE_MESSAGE_MAX,
  MANUAL_INVOICE_REFERENCE_MAX,
} from '@/shared/constants/manual-invoice';

type Props = {
  /** The draft whose header is edited; none for a new manual invoice. */
  invoice?: ManualInvoiceDetail | undefined;
  onClose: () => void;
};

/** A new manual invoice's form, or a draft's header. */
const InvoiceForm = ({ invoice, onClose }: Props) =>
  invoice ? <EditForm invoice={invoice} onClose={onClose} /> : <AddForm onClose={onClose} />;

export const ManualInvoiceDialog = formDialog(InvoiceForm, ({ invoice }, t) => ({
  title: t(invoice ? 'manualInvoice:editTitle' : 'manualInvoice:addTitle'),
  width: invoice ? 720 : 960,
}));

/** A new manual invoice: the current month as its period, for the customer itself, one free-text line. */
function newValues(): ManualInvoiceFormValues {
  const first = `${todayCalendarDay().slice(0, 7)}-01`;
  return {
    customerId: null,
    receiver: 'client',
    contractTypeId: null,
    periodFrom: first,
    periodTo: addDays(addMonths(first, 1), -1),
    reference: '',
    message: '',
    lines: [{ ...NEW_LINE }],
  };
}

function AddForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateManualInvoice();
  const products = useLineProducts();
  const { form, ...saving } = useSaveForm({
    schema: manualInvoiceForm,
    defaultValues: newValues(),
    save: (values) => create.mutateAsync(values),
    onSaved: (created) => {
      onClose();
      void navigate({ to: '/invoices/manualInvoices/$invoiceId', params: { invoiceId: String(created.invoiceId) } });
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  useProductFill(form, products);

  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <HeaderFields form={form} />
      <section aria-labelledby="manual-invoice-lines" className="flex flex-col gap-3">
        <h3 id="manual-invoice-lines" className="text-base font-semibold">
          {t('invoice:blocks.lines')}
        </h3>
        {lines.fields.map((line, index) => (
          <fieldset key={line.id} className="relative rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">
              {t('manualInvoice:lineNumber', { number: index + 1 })}
            </legend>
            <Button
              variant="ghost"
              className="absolute top-1 right-2 px-1.5 py-0.5"
              aria-label={t('manualInvoice:removeLine', { number: index + 1 })}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
            <LineFields form={form} prefix={`lines.${index}.`} products={products} />
          </fieldset>
        ))}
        <LinesError form={form} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            disabled={lines.fields.length >= MANUAL_INVOICE_MAX_LINES}
            onClick={() => lines.append({ ...NEW_LINE })}
          >
            <Plus aria-hidden className="size-4" />
            {t('manualInvoice:addLine')}
          </Button>
          <RunningTotal form={form} />
        </div>
      </section>
    </SaveForm>
  );
}

/** A draft's header as the form holds it (days as calendar days). */
const headerValuesOf = (invoice: ManualInvoiceDetail): ManualInvoiceHeaderFormValues => ({
  customerId: invoice.customerId,
  receiver: invoice.receiver,
  contractTypeId: invoice.contractTypeId,
  periodFrom: invoice.periodFrom ? dayOfWire(invoice.periodFrom) : null,
  periodTo: invoice.periodTo ? dayOfWire(invoice.periodTo) : null,
  reference: invoice.reference ?? '',
  message: invoice.message ?? '',
});

function EditForm({ invoice, onClose }: { invoice: ManualInvoiceDetail; onClose: () => void }) {
  const update = useUpdateManualInvoice();
  const { form, ...saving } = useRecordForm({
    schema: manualInvoiceHeaderForm,
    record: invoice,
    id: 'invoiceId',
    valuesOf: (record) => headerValuesOf(record ?? invoice),
    save: (values, edit) => update.mutateAsync({ ...values, ...edit! }),
    onSaved: onClose,
  });

  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <HeaderFields form={form} current={{ id: invoice.customerId, label: invoice.customerName }} />
    </SaveForm>
  );
}

/** Active companies to invoice, found by name or VAT number once typing rests, of one party type or any. */
const useCustomerChoices = (partyType: PartyType | '', current: Choice | undefined) =>
  useChoices(
    current,
    (text) => ({
      ...manualInvoiceQueries.customers(text, partyType ? [partyType] : []),
      placeholderData: keepPreviousData,
    }),
    (c) => ({ id: c.companyId, label: c.vatNumber ? `${c.name} (${formatEnterpriseNumber(c.vatNumber)})` : c.name }),
  );

type HeaderProps<T extends FieldValues, TT> = {
  form: UseFormReturn<T, unknown, TT>;
  /** The draft's customer, named while the search finds others. */
  current?: Choice | undefined;
};

/** The header: who (a party type narrows the customers found), receiver, contract type, period, reference, message. */
function HeaderFields<T extends ManualInvoiceHeaderFormValues, TT>({ form, current }: HeaderProps<T, TT>) {
  const { t } = useTranslation();
  const partyTypeId = useId();
  const [partyType, setPartyType] = useState<PartyType | ''>('');
  const partyTypes = useQuery(manualInvoiceQueries.partyTypes());
  const contractTypes = useQuery(manualInvoiceQueries.contractTypes());
  const customers = useCustomerChoices(partyType, current);
  const name = (field: keyof ManualInvoiceHeaderFormValues) => field as FieldPath<T>;
  const field = fieldsOf(form, (path) => t(`manualInvoice:fields.${path}`));
  return (
    <>
      <FormFieldset legend={t('invoice:blocks.customer')}>
        <div className="flex flex-col gap-1">
          <label htmlFor={partyTypeId} className={labelClass}>
            {t('manualInvoice:fields.partyType')}
          </label>
          <select
            id={partyTypeId}
            value={partyType}
            onChange={(e) => setPartyType(e.target.value as PartyType | '')}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 pr-8 text-sm shadow-sm"
          >
            <option value="">{t('manualInvoice:allPartyTypes')}</option>
            {partyTypes.data?.map(({ partyType: type }) => (
              <option key={type} value={type}>
                {t(`manualInvoice:partyTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <RadioGroupField
          {...field(name('receiver'), t('invoice:fields.receiver'))}
          required
          inline
          options={INVOICE_RECEIVERS.map((r) => ({ value: r, label: t(`invoice:receivers.${r}`) }))}
        />
        <ComboboxField
          {...field(name('customerId'), t('invoice:fields.customer'))}
          placeholder={t('manualInvoice:findCustomer')}
          required
          choices={customers}
          className="sm:col-span-2"
        />
      </FormFieldset>
      <FormFieldset legend={t('invoice:blocks.invoice')}>
        <SelectField
          {...field(name('contractTypeId'), t('manualInvoice:fields.contractType'))}
          required
          options={(contractTypes.data ?? []).map((c) => ({ value: c.contractTypeId, label: c.description }))}
          className="sm:col-span-2"
        />
        <DateField {...field(name('periodFrom'))} required holds="day" />
        <DateField {...field(name('periodTo'))} required holds="day" />
        <FormTextField
          {...field(name('reference'), t('invoice:fields.reference'))}
          maxLength={MANUAL_INVOICE_REFERENCE_MAX}
          className="sm:col-span-2"
        />
        <FormTextArea
          {...field(name('message'), t('invoice:fields.message'))}
          maxLength={MANUAL_INVOICE_MESSAGE_MAX}
          className="sm:col-span-2"
        />
      </FormFieldset>
    </>
  );
}

/** An error of the lines as a whole (none, too many), from the schema or the server. */
function LinesError({ form }: { form: UseFormReturn<ManualInvoiceFormValues, unknown, ManualInvoiceForm> }) {
  const errors = form.formState.errors.lines;
  const text = useErrorText(errors?.root?.message ?? errors?.message);
  return text ? <FieldError id="manual-invoice-lines-error">{text}</FieldError> : null;
}

/** The lines' total excl. VAT while typing (each line rounded to the cent, as the server does). */
function RunningTotal({ form }: { form: UseFormReturn<ManualInvoiceFormValues, unknown, ManualInvoiceForm> }) {
  const { t } = useTranslation();
  const lines = useWatch({ control: form.control, name: 'lines' });
  const total = lines.reduce((sum, line) => sum + (amountOf(line.quantity, line.unitPrice) ?? 0), 0);
  return (
    <p className="text-sm font-medium tabular-nums">
      {t('manualInvoice:runningTotal', { total: formatMoney(Math.round(total * 100) / 100) })}
    </p>
  );
}
