/**
 * A manual invoice line's fields, for the line dialog and each line of the add dialog: the manual
 * product (none: free text), description, quantity, unit price, VAT rate and unit, and the line's
 * amount. Picking a product fills the description, price, VAT rate and unit, all still editable.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { ComboboxField } from '@/components/form/combobox-field';
import { CurrencyField } from '@/components/form/currency-field';
import { FormTextField } from '@/components/form/form-text-field';
import { SelectField } from '@/components/form/select-field';
import { useLocalChoices } from '@/components/form/use-choices';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { lineAmount } from '@/shared/invoice-lines';
import { EMPTY, formatMoney, formatPercent } from '@/shared/format';
import { type ManualInvoiceLineFormValues } from '@/shared/schemas/manual-invoice';
import type { ManualInvoiceLineProduct } from '@/shared/schemas/manual-product';
import { manualProductQueries } from '@/features/manual-product';
import { MANUAL_PRODUCT_UNITS } from '@/shared/constants/manual-product';
import { MANUAL_INVOICE_DESCRIPTION_MAX, MANUAL_INVOICE_MAX_PRICE } from '@/shared/constants/manual-invoice';
import { MANUAL_PRODUCT_VAT_RATES } from '@/shared/constants/manual-product';

/** A new line: free text, one piece at 21 % VAT, the price still to give. */
export const NEW_LINE: ManualInvoiceLineFormValues = {
  manualProductId: null,
  description: '',
  quantity: 1,
  unitPrice: null,
  vatRate: 21,
  unit: 'piece',
};

/** quantity x unit price (invoice-lines.ts, rounded to the cent), or null while either is not a valid number. */
export function amountOf(quantity: unknown, unitPrice: unknown): number | null {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || typeof unitPrice !== 'number') return null;
  if (!Number.isFinite(unitPrice)) return null;
  return lineAmount({ quantity, factor: 1, unitPrice }, 'whole');
}

/** The active manual products a line may use (a line keeps its product if it became inactive since). */
export function useLineProducts() {
  return useQuery(manualProductQueries.lineProducts()).data;
}

/**
 * Picking a product (by the user, in any `…manualProductId` field of the form) fills that line's
 * description, unit price, VAT rate and unit from it.
 */
export function useProductFill<T extends FieldValues, TT>(
  form: UseFormReturn<T, unknown, TT>,
  products: ManualInvoiceLineProduct[] | undefined,
) {
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name?.endsWith('manualProductId')) return;
      const product = products?.find((p) => p.manualProductId === form.getValues(name));
      if (!product) return;
      const prefix = name.slice(0, -'manualProductId'.length);
      const fill = (field: keyof ManualInvoiceLineFormValues, value: unknown) =>
        form.setValue(`${prefix}${field}` as FieldPath<T>, value as PathValue<T, FieldPath<T>>, {
          shouldDirty: true,
          shouldValidate: true,
        });
      fill('description', product.description);
      fill('unitPrice', product.unitPrice);
      fill('vatRate', product.vatRate);
      fill('unit', product.unit);
    });
    return () => subscription.unsubscribe();
  }, [form, products]);
}

type Props<T extends FieldValues, TT> = {
  form: UseFormReturn<T, unknown, TT>;
  /** Where the line's fields are in the form: '' (the line dialog) or `lines.3.` (a line of the add dialog). */
  prefix: '' | `lines.${number}.`;
  products: ManualInvoiceLineProduct[] | undefined;
  /** The line's product as it was saved (its code), offered even when no longer active. */
  saved?: { manualProductId: number; code: string } | undefined;
};

export function LineFields<T extends FieldValues, TT>({ form, prefix, products, saved }: Props<T, TT>) {
  const { t } = useTranslation();
  const name = (field: keyof ManualInvoiceLineFormValues) => `${prefix}${field}` as FieldPath<T>;
  const [quantity, unitPrice] = useWatch({ control: form.control, name: [name('quantity'), name('unitPrice')] });
  const amount = amountOf(quantity, unitPrice);
  // A few dozen active products: found in the browser as the user types.
  const [savedId, savedCode] = [saved?.manualProductId, saved?.code];
  const all = useMemo(() => {
    if (!products) return undefined;
    const choices = products.map((p) => ({ id: p.manualProductId, label: `${p.code} – ${p.description}` }));
    if (savedId !== undefined && !choices.some((c) => c.id === savedId))
      choices.unshift({ id: savedId, label: savedCode ?? '' });
    return choices;
  }, [products, savedId, savedCode]);
  const choices = useLocalChoices(all);
  return (
    <div className="grid gap-3 sm:grid-cols-6">
      <ComboboxField
        form={form}
        name={name('manualProductId')}
        label={t('manualInvoice:fields.product')}
        placeholder={t('manualInvoice:freeText')}
        choices={choices}
        className="sm:col-span-2"
      />
      <FormTextField
        form={form}
        name={name('description')}
        label={t('invoice:lines.description')}
        required
        maxLength={MANUAL_INVOICE_DESCRIPTION_MAX}
        className="sm:col-span-4"
      />
      <WholeNumberField form={form} name={name('quantity')} label={t('invoice:lines.quantity')} required min={1} />
      <SelectField
        form={form}
        name={name('unit')}
        label={t('manualProduct:fields.unit')}
        required
        options={MANUAL_PRODUCT_UNITS.map((unit) => ({ value: unit, label: t(`manualProduct:units.${unit}`) }))}
      />
      <CurrencyField
        form={form}
        name={name('unitPrice')}
        label={t('invoice:lines.unitPrice')}
        required
        min={-MANUAL_INVOICE_MAX_PRICE}
        stepper={false}
      />
      <SelectField
        form={form}
        name={name('vatRate')}
        label={t('invoice:lines.vatRate')}
        required
        options={MANUAL_PRODUCT_VAT_RATES.map((rate) => ({ value: rate, label: formatPercent(rate) }))}
      />
      <p className="flex flex-col gap-1 text-sm sm:col-span-2">
        <span className="font-medium text-slate-800">{t('invoice:lines.amount')}</span>
        <output className="py-2 tabular-nums">{amount === null ? EMPTY : formatMoney(amount)}</output>
      </p>
    </div>
  );
}
