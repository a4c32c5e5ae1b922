/**
 * The price rule form: customer (none: a general price), price type,
 * amount, validity dates, quantity range and an optional price translation chosen by billing plan
 * and term duration. Validated with the shared schema the server uses, on the body the values
 * become. A new price is created at once; a change of an existing one is handed back to the list,
 * which collects it with the others until they are saved together. Loaded lazily with its dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CurrencyField } from '@/components/form/currency-field';
import { DateField } from '@/components/form/date-field';
import { SaveForm } from '@/components/form/save-form';
import { ComboboxField } from '@/components/form/combobox-field';
import { useChoices } from '@/components/form/use-choices';
import { SelectField } from '@/components/form/select-field';
import { fieldsOf } from '@/components/form/use-form-field';
import { useSaveForm } from '@/components/form/use-save-form';
import { WholeNumberField } from '@/components/form/whole-number-field';
import {
  MAX_AMOUNT,
  priceInput,
  type Price,
  type PriceInput,
  type PriceTranslation,
  type PriceUpdate,
} from '@/shared/schemas/price';
import { useCreatePrice } from '../api/price-api';
import { companyChoice } from '../api/use-company-search';
import { priceQueries } from '../api/price-api';
import {
  describedBy,
  matchingTranslation,
  priceFormValues,
  toPriceInput,
  type PriceFormValues,
} from '../price-form-values';
import { priceTypeLabel } from '@/shared/enumerations';

type Props = {
  productGuid: string;
  /** The price being changed (with its pending version, if any); absent: a new price. */
  price?: Price | undefined;
  /** A new price for this customer (added from the customer's group). */
  customer?: { id: number; name: string } | undefined;
  /** The change of an existing price, to collect (not saved yet), with the customer's name. */
  onCollect?: ((update: PriceUpdate, entityName: string | null) => void) | undefined;
  onDone: () => void;
  onCancel: () => void;
};

export function PriceForm({ productGuid, price, customer, onCollect, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const create = useCreatePrice();
  const translations = useQuery(priceQueries.priceTranslations());
  // The companies found by name or VAT number, and every one seen (the price's own customer first).
  const current =
    price?.entityId != null && price.entityName ? { id: price.entityId, name: price.entityName } : customer;
  const customers = useChoices(current && { ...current, label: current.name }, priceQueries.companies, companyChoice);
  const { form, ...saving } = useSaveForm({
    // The shared schema judges the body the values become (dates as sent, the description chosen).
    schema: priceInput,
    toBody: (values: PriceFormValues) => toPriceInput(values, productGuid),
    defaultValues: priceFormValues(price, customer?.id ?? null),
    save: async (body) => {
      const values = { ...body, description: describedBy(translations.data ?? [], body, price ?? {}) };
      if (price && onCollect) {
        const entityName = body.entityId == null ? null : (customers.known.get(body.entityId)?.name ?? null);
        onCollect({ ...values, priceId: price.priceId, version: price.version }, entityName);
        return;
      }
      await create.mutateAsync(values);
    },
    onSaved: onDone,
  });
  const priceTypes = useQuery(priceQueries.priceTypes());
  const [dateFrom, dateUntil, billingPlanId, termDurationId] = useWatch({
    control: form.control,
    name: ['dateFrom', 'dateUntil', 'billingPlanId', 'termDurationId'],
  });
  const translation = matchingTranslation(translations.data ?? [], billingPlanId, termDurationId);

  const field = fieldsOf(form, (name) => t(`pricing:fields.${name}`));
  const typeOptions = (priceTypes.data ?? []).map((o) => ({
    value: o.priceTypeId,
    label: priceTypeLabel(t, { priceTypeId: o.priceTypeId, priceTypeDescription: o.description }),
  }));

  return (
    <SaveForm saving={saving} onCancel={onCancel} saveLabel={price ? t('pricing:keepChange') : t('pricing:add')}>
      <ComboboxField
        {...field('entityId', t('pricing:fields.customer'))}
        placeholder={t('pricing:generalPrice')}
        hint={t('pricing:findCustomerPlaceholder')}
        choices={customers}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field('priceTypeId', t('pricing:fields.priceType'))} required options={typeOptions} />
        <CurrencyField {...field('amount')} required min={0} max={MAX_AMOUNT} />
        <DateField {...field('dateFrom')} maxDate={dateUntil} />
        <DateField {...field('dateUntil')} minDate={dateFrom} />
        <WholeNumberField {...field('quantityFrom')} min={1} />
        <WholeNumberField {...field('quantityUntil')} min={1} />
      </div>
      <TranslationFields form={form} translations={translations.data ?? []} translation={translation} />
    </SaveForm>
  );
}

type Form = UseFormReturn<PriceFormValues, unknown, PriceInput>;

/** Billing plan and term duration; together they choose the price translation (the description). */
function TranslationFields({
  form,
  translations,
  translation,
}: {
  form: Form;
  translations: readonly PriceTranslation[];
  translation: PriceTranslation | undefined;
}) {
  const { t } = useTranslation();
  const [billingPlanId, termDurationId] = useWatch({
    control: form.control,
    name: ['billingPlanId', 'termDurationId'],
  });
  const unique = (pairs: [number, string][]) =>
    [...new Map(pairs).entries()].map(([value, label]) => ({ value, label }));
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{t('pricing:translation')}</legend>
      <SelectField
        form={form}
        name="billingPlanId"
        label={t('pricing:fields.billingPlan')}
        placeholder={t('pricing:none')}
        options={unique(
          translations.map((tr) => [
            tr.billingPlanId,
            t(`pricing:billingPlans.${tr.billingPlanCode}`, { defaultValue: tr.billingPlanCode }),
          ]),
        )}
      />
      <SelectField
        form={form}
        name="termDurationId"
        label={t('pricing:fields.termDuration')}
        placeholder={t('pricing:none')}
        options={unique(
          translations.map((tr) => [
            tr.termDurationId,
            t(`pricing:termDurations.${tr.termDurationCode}`, { defaultValue: tr.termDurationCode }),
          ]),
        )}
      />
      <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite">
        {translation
          ? t('pricing:translationMatch', { description: translation.description })
          : billingPlanId !== null && termDurationId !== null
            ? t('pricing:translationNone')
            : t('pricing:translationHint')}
      </p>
    </fieldset>
  );
}
