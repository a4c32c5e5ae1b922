/**
 * Create or edit a manual product in a dialog: the shared zod schema, server field errors on their
 * fields, a colleague's version (409). Editing also inactivates or reactivates (the active box).
 */
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { CurrencyField } from '@/components/form/currency-field';
import { formDialog, recordKey } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { SelectField } from '@/components/form/select-field';
import { fieldsOf } from '@/components/form/use-form-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { manualProductForm, type ManualProduct } from '@/shared/schemas/manual-product';
import { manualProductQueries, useSaveManualProduct } from '../api/manual-product-api';
import { MANUAL_PRODUCT_UNITS } from '@/shared/constants/manual-product';
import {
  MANUAL_PRODUCT_CODE_MAX,
  MANUAL_PRODUCT_DESCRIPTION_MAX,
  MANUAL_PRODUCT_VAT_RATES,
} from '@/shared/constants/manual-product';

/**
 * What the inputs hold: the type and the price null while empty. The price field takes any amount
 * (the schema's maximum then says what is wrong, the input kept) rather than refusing keystrokes.
 */
type FormValues = z.input<typeof manualProductForm>;

const valuesOf = (product: ManualProduct | null): FormValues => ({
  code: product?.code ?? '',
  description: product?.description ?? '',
  productTypeId: product?.productTypeId ?? null,
  unitPrice: product ? product.unitPrice : null,
  vatRate: product?.vatRate ?? 21,
  unit: product?.unit ?? 'piece',
  active: product?.active ?? true,
});

function ManualProductFormBody({ product, onClose }: { product: ManualProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveManualProduct();
  const types = useQuery(manualProductQueries.productTypes());
  const { form, ...saving } = useRecordForm({
    draft: 'manualProduct',
    schema: manualProductForm,
    record: product,
    id: 'manualProductId',
    valuesOf,
    // A new product is active: `active` goes with an edit only.
    save: ({ active, ...values }, edit) => save.mutateAsync(edit ? { ...values, active, ...edit } : values),
    onSaved: onClose,
  });

  const field = fieldsOf(form, (name) => t(`manualProduct:fields.${name}`));
  const typeOptions = (types.data ?? []).map((type) => ({
    value: type.productTypeId,
    label: t(`manualProduct:types.${type.code}`, { defaultValue: type.description }),
  }));
  const vatOptions = MANUAL_PRODUCT_VAT_RATES.map((rate) => ({ value: rate, label: `${rate} %` }));
  const unitOptions = MANUAL_PRODUCT_UNITS.map((unit) => ({ value: unit, label: t(`manualProduct:units.${unit}`) }));

  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <FormTextField
        {...field('code')}
        hint={t('manualProduct:codeHint')}
        required
        maxLength={MANUAL_PRODUCT_CODE_MAX}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormTextField {...field('description')} required maxLength={MANUAL_PRODUCT_DESCRIPTION_MAX} />
      <SelectField {...field('productTypeId', t('manualProduct:fields.productType'))} required options={typeOptions} />
      <div className="grid gap-4 sm:grid-cols-3">
        <CurrencyField {...field('unitPrice')} required min={0} stepper={false} />
        <SelectField {...field('vatRate')} required options={vatOptions} />
        <SelectField {...field('unit')} required options={unitOptions} />
      </div>
      {product && <CheckboxField {...field('active')} hint={t('manualProduct:activeHint')} />}
    </SaveForm>
  );
}

export const ManualProductDialog = formDialog(ManualProductFormBody, ({ product }, t) => ({
  title: t(product ? 'manualProduct:editTitle' : 'manualProduct:addTitle'),
  formKey: recordKey(product, 'manualProductId'),
}));
