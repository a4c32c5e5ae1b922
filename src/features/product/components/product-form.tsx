/**
 * The product form: code, type, price method, status, the NL/EN/FR
 * descriptions, the rebate group, the Partner Center profile and metadata entries, on the shared
 * zod schema the server validates with. Loaded lazily with the add screen.
 */
import { enumLabel, enumSelectOptions, productStatusCode } from '@/shared/enumerations';
import { useQuery } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { FormFieldset } from '@/components/form/form-fieldset';
import { FormTextField } from '@/components/form/form-text-field';
import { MetadataEntries } from '@/components/form/metadata-entries';
import { SelectField } from '@/components/form/select-field';
import { SaveForm } from '@/components/form/save-form';
import { useSaveForm, type Save } from '@/components/form/use-save-form';
import { LeaveGuard, useDoneOnceSaved } from '@/components/layout/leave-guard';
import { fieldsOf } from '@/components/form/use-form-field';
import { Button } from '@/components/ui/button';
import { newMetadataEntries, storedMetadataEntries } from '@/shared/metadata';
import {
  PRODUCT_CODE_MAX,
  productInput,
  type MetadataItem,
  type ProductCreated,
  type ProductDetail,
  type ProductInput,
} from '@/shared/schemas/product';
import { rebateGroupQueries } from '@/features/rebate-group';
import { ComboboxField } from '@/components/form/combobox-field';
import { useChoices } from '@/components/form/use-choices';
import type { RebateGroupOption } from '@/shared/schemas/rebate-group';
import { useCreateProduct, useUpdateProduct } from '../api/product-api';
import { productQueries } from '../api/product-api';
import { PRODUCT_LANGUAGES, PRODUCT_SEGMENTS } from '@/shared/constants/product';

type FormValues = z.input<typeof productInput>;

const rebateGroupChoice = (g: RebateGroupOption) => ({ id: g.rebateGroupId, label: g.description });

/** A product not (yet) known to the Partner Center: every field of its profile empty. */
export const NO_PARTNER_CENTER_PROFILE = {
  offerId: null,
  offerUri: null,
  availabilityProductId: null,
  availabilitySkuId: null,
  availabilityId: null,
  segment: null,
};

/** A new product: the selects start empty (absent), showOnCreate metadata is offered. */
const emptyProduct = (definitions: MetadataItem[]): DefaultValues<FormValues> => ({
  code: '',
  translations: PRODUCT_LANGUAGES.map((language) => ({ language, description: '' })),
  metadatas: newMetadataEntries(definitions),
  partnerPricingProfile: { rebateGroupId: null },
  productPartnerCenterProfile: { ...NO_PARTNER_CENTER_PROFILE },
});

/**
 * A stored product as form values. Hidden metadata is left out: the server keeps what the form
 * does not send; read-only values go back unchanged.
 */
export function productFormValues(product: ProductDetail, definitions: MetadataItem[]): DefaultValues<FormValues> {
  const profile = product.partnerCenterProfile;
  return {
    code: product.code,
    productTypeId: product.productTypeId,
    priceMethodId: product.priceMethodId,
    productStatusId: product.productStatusId,
    translations: PRODUCT_LANGUAGES.map((language) => ({
      language,
      description: product.translations.find((tr) => tr.language === language)?.description ?? '',
    })),
    metadatas: storedMetadataEntries(product.metadatas, definitions),
    partnerPricingProfile: { rebateGroupId: product.partnerPricingProfile.rebateGroupId },
    productPartnerCenterProfile: { ...profile },
  };
}

type Done = { created: ProductCreated } | { updated: ProductDetail };

type Props = {
  definitions: MetadataItem[];
  /** The stored product when editing; a new one otherwise. */
  product?: ProductDetail | undefined;
  onDone: (done: Done) => void;
  onCancel: () => void;
};

export function ProductForm({ definitions, product, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [done, setDone] = useDoneOnceSaved<Done>(onDone);
  /** Creates the product (then, with `pricingNext`, its pricing opens) or saves the edit on its version. */
  const saveProduct =
    (pricingNext: boolean): Save<ProductInput, Done> =>
    async (values, version) =>
      product
        ? {
            updated: await update.mutateAsync({
              ...values,
              productId: product.productId,
              version: version ?? product.version,
            }),
          }
        : { created: await create.mutateAsync({ ...values, pricingNext }) };
  const { form, submitWith, ...saving } = useSaveForm({
    schema: productInput,
    defaultValues: product ? productFormValues(product, definitions) : emptyProduct(definitions),
    /** The version the edit is based on; a colleague's change (409) can replace it. */
    version: product?.version,
    save: saveProduct(false),
    onSaved: setDone,
    showTheirs: (theirs: ProductDetail, form) => form.reset(productFormValues(theirs, definitions)),
  });
  const statuses = useQuery(productQueries.statuses());
  const productTypes = useQuery(productQueries.productTypes());
  const priceMethods = useQuery(productQueries.priceMethods());
  // The product's rebate group by name; others are found on the server as the user types.
  const groupId = product?.partnerPricingProfile.rebateGroupId;
  const group = useQuery({ ...rebateGroupQueries.options('', groupId ? [groupId] : []), enabled: Boolean(groupId) });
  const rebateGroups = useChoices(group.data?.map(rebateGroupChoice)[0], rebateGroupQueries.options, rebateGroupChoice);

  const field = fieldsOf(form, (name) => t(`product:fields.${name}`));

  return (
    <SaveForm
      saving={saving}
      onCancel={onCancel}
      page
      actions={
        !product && (
          <Button variant="secondary" busy={saving.busy} onClick={() => void submitWith(saveProduct(true))()}>
            {t('product:saveAndPricing')}
          </Button>
        )
      }
    >
      <LeaveGuard when={form.formState.isDirty && !done} />
      <FormFieldset legend={t('product:blocks.info')}>
        <FormTextField {...field('code')} required maxLength={PRODUCT_CODE_MAX} />
        <SelectField
          {...field('productTypeId', t('product:fields.productType'))}
          required
          options={enumSelectOptions(t, 'productType', productTypes.data, (row) => row.productTypeId)}
        />
        <SelectField
          {...field('priceMethodId', t('product:fields.priceMethod'))}
          required
          options={enumSelectOptions(t, 'priceMethod', priceMethods.data, (row) => row.priceMethodId)}
        />
        <SelectField
          {...field('productStatusId', t('product:fields.status'))}
          required
          options={(statuses.data ?? []).map((o) => ({
            value: o.productStatusId,
            label: enumLabel(t, 'productStatus', productStatusCode(o.productStatusId), o.description),
          }))}
        />
        <ComboboxField
          {...field('partnerPricingProfile.rebateGroupId', t('product:fields.rebateGroup'))}
          placeholder={t('product:noRebateGroup')}
          choices={rebateGroups}
        />
      </FormFieldset>

      <FormFieldset legend={t('product:blocks.translations')}>
        {PRODUCT_LANGUAGES.map((language, i) => (
          <FormTextField
            key={language}
            form={form}
            name={`translations.${i}.description`}
            label={t('product:fields.descriptionIn', { language: t(`product:languages.${language}`) })}
            required
            maxLength={500}
          />
        ))}
      </FormFieldset>

      <FormFieldset legend={t('product:blocks.partnerCenter')}>
        {(['offerId', 'offerUri', 'availabilityProductId', 'availabilitySkuId', 'availabilityId'] as const).map(
          (name) => (
            <FormTextField key={name} {...field(`productPartnerCenterProfile.${name}`, t(`product:fields.${name}`))} />
          ),
        )}
        <SelectField
          {...field('productPartnerCenterProfile.segment', t('product:fields.segment'))}
          options={PRODUCT_SEGMENTS.map((s) => ({ value: s, label: t(`product:segments.${s}`) }))}
        />
      </FormFieldset>

      <MetadataEntries form={form} definitions={definitions} />
    </SaveForm>
  );
}
