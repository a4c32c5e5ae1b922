/**
 * Create or edit a manual product in a dialog: the shared zod schema, server field errors on their
 * fields, a colleague's version (409). Editing also inactivates or reactivates (the active box).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { CurrencyField } from '@/components/form/currency-field';
import { FormTextField } from '@/components/form/form-text-field';
import { SelectField } from '@/components/form/select-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { useVersionConflict } from '@/components/form/use-version-conflict';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { alertError } from '@/lib/alerts';
import { manualProductForm, type ManualProduct, type ManualProductForm } from '@/shared/schemas/manual-product';
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
type Props = { product: ManualProduct | null; open: boolean; onClose: () => void };

const valuesOf = (product: ManualProduct | null): FormValues => ({
  code: product?.code ?? '',
  description: product?.description ?? '',
  productTypeId: product?.productTypeId ?? null,
  unitPrice: product ? product.unitPrice : null,
  vatRate: product?.vatRate ?? 21,
  unit: product?.unit ?? 'piece',
  active: product?.active ?? true,
});

export function ManualProductDialog({ product, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t(product ? 'manualProduct:editTitle' : 'manualProduct:addTitle')}
    >
      {open && (
        <ManualProductFormBody
          key={product ? `${product.manualProductId}-${product.version}` : 'new'}
          product={product}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ManualProductFormBody({ product, onClose }: { product: ManualProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveManualProduct();
  const types = useQuery(manualProductQueries.productTypes());
  const conflict = useVersionConflict<ManualProduct>(product?.version);
  const form = useForm<FormValues, unknown, ManualProductForm>({
    resolver: zodResolver(manualProductForm),
    mode: 'onTouched',
    defaultValues: valuesOf(product),
  });

  const onSubmit = form.handleSubmit(async ({ active, ...values }) => {
    conflict.clear();
    try {
      await save.mutateAsync(
        product && conflict.version !== undefined
          ? { ...values, active, manualProductId: product.manualProductId, version: conflict.version }
          : values,
      );
      onClose();
    } catch (error) {
      if (!conflict.caught(error) && !applyServerErrors(form, error)) alertError(error);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <FormTextField
        form={form}
        name="code"
        label={t('manualProduct:fields.code')}
        hint={t('manualProduct:codeHint')}
        required
        maxLength={MANUAL_PRODUCT_CODE_MAX}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormTextField
        form={form}
        name="description"
        label={t('manualProduct:fields.description')}
        required
        maxLength={MANUAL_PRODUCT_DESCRIPTION_MAX}
      />
      <SelectField
        form={form}
        name="productTypeId"
        label={t('manualProduct:fields.productType')}
        required
        options={(types.data ?? []).map((type) => ({
          value: type.productTypeId,
          label: t(`manualProduct:types.${type.code}`, { defaultValue: type.description }),
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <CurrencyField
          form={form}
          name="unitPrice"
          label={t('manualProduct:fields.unitPrice')}
          required
          min={0}
          stepper={false}
        />
        <SelectField
          form={form}
          name="vatRate"
          label={t('manualProduct:fields.vatRate')}
          required
          options={MANUAL_PRODUCT_VAT_RATES.map((rate) => ({ value: rate, label: `${rate} %` }))}
        />
        <SelectField
          form={form}
          name="unit"
          label={t('manualProduct:fields.unit')}
          required
          options={MANUAL_PRODUCT_UNITS.map((unit) => ({ value: unit, label: t(`manualProduct:units.${unit}`) }))}
        />
      </div>
      {product && (
        <CheckboxField
          form={form}
          name="active"
          label={t('manualProduct:fields.active')}
          hint={t('manualProduct:activeHint')}
        />
      )}
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
