/**
 * Add or edit a contract item in a dialog, with the fields of the contract's type (see
 * contract-item-values.ts): the shared zod schema judges the body, server field errors land on their
 * fields, a colleague's newer item (409) is offered beside the input. On add, "create another" keeps
 * the dialog open for the next item; on edit, the day the change applies from can be given.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/form/amount-field';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DateField } from '@/components/form/date-field';
import { FormDialog, recordKey } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { MetadataEntries } from '@/components/form/metadata-entries';
import { SaveForm } from '@/components/form/save-form';
import { fieldsOf } from '@/components/form/use-form-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { ApiError, conflictRecord } from '@/lib/api-error';
import { todayCalendarDay } from '@/shared/dates';
import { contractItemInput, contractItemUpdate, type Contract, type ContractItem } from '@/shared/schemas/contract';
import type { MetadataItem } from '@/shared/schemas/metadata';
import { contractQueries } from '../api/contract-api';
import { useSaveContractItem } from '../api/contract-mutations';
import {
  isDomainContract,
  itemFormValues,
  itemLabel,
  newItemDefaults,
  toItemBody,
  type ItemFormValues,
} from '../contract-item-values';
import { ComboboxField } from '@/components/form/combobox-field';
import { DayField, StatusField, useProductChoices } from './contract-fields';
import { CONTRACT_STATUSES } from '@/shared/constants/contract';

type Props = {
  contract: Contract;
  /** The item to edit; null to add one. */
  item: ContractItem | null;
  open: boolean;
  onClose: () => void;
};

export function ContractItemDialog({ contract, item, open, onClose }: Props) {
  const { t } = useTranslation();
  const definitions = useQuery({ ...contractQueries.contractItemMetadatas(), enabled: open });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={720}
      title={
        item
          ? t('contract:item.editTitle', { name: itemLabel(item) })
          : t('contract:item.addTitle', { number: contract.number })
      }
      formKey={recordKey(item, 'contractItemId')}
      ready={!definitions.isPending}
    >
      <ItemForm contract={contract} item={item} definitions={definitions.data ?? []} onClose={onClose} />
    </FormDialog>
  );
}

/** A 409 answers the contract: the colleague's version of this item in it, as the conflict record. */
function itemConflict(error: unknown, contractItemId: number): unknown {
  const contract = conflictRecord<Contract>(error);
  const theirs = contract?.items.find((i) => i.contractItemId === contractItemId);
  return theirs ? new ApiError(409, 'versionConflict', undefined, theirs) : error;
}

function ItemForm({
  contract,
  item,
  definitions,
  onClose,
}: {
  contract: Contract;
  item: ContractItem | null;
  definitions: MetadataItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveContractItem();
  const domainType = isDomainContract(contract);
  const [createAnother, setCreateAnother] = useState(false);
  const createAnotherId = useId();
  const fresh = () => {
    const { start, status } = newItemDefaults(contract, todayCalendarDay());
    return itemFormValues(null, definitions, start, status);
  };
  const { form, ...saving } = useRecordForm({
    schema: item ? contractItemUpdate : contractItemInput,
    toBody: (values: ItemFormValues) => toItemBody(values, contract, item),
    record: item,
    id: 'contractItemId',
    valuesOf: (i) => (i ? itemFormValues(i, definitions, todayCalendarDay()) : fresh()),
    save,
    onSaved: () => {
      if (!item && createAnother) {
        // The next item starts from the same product and day; the rest as new.
        const values = form.getValues();
        form.reset({ ...fresh(), productId: values.productId, dateStart: values.dateStart, status: values.status });
        return;
      }
      onClose();
    },
    conflictOf: (error) => (item ? itemConflict(error, item.contractItemId) : null),
  });
  const products = useProductChoices(
    item ? { id: item.productId, label: `${item.productCode} – ${item.productName}` } : undefined,
  );
  const field = fieldsOf(form, (name) => t(`contract:item.${name}`));

  return (
    <SaveForm
      saving={saving}
      onCancel={onClose}
      grid
      aside={
        !item && (
          <label htmlFor={createAnotherId} className="mr-auto flex items-center gap-2 text-sm text-slate-800">
            <input
              id={createAnotherId}
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={createAnother}
              onChange={(e) => setCreateAnother(e.target.checked)}
            />
            {t('contract:item.createAnother')}
          </label>
        )
      }
    >
      <ComboboxField
        {...field('productId', t('contract:item.product'))}
        placeholder={t('contract:item.findProduct')}
        required
        choices={products}
        className="sm:col-span-2"
      />
      <StatusField form={form} statuses={CONTRACT_STATUSES} />
      <DayField form={form} day="start" />
      {domainType ? (
        <>
          <FormTextField {...field('domain')} hint={t('contract:item.domainHint')} maxLength={253} />
          <CheckboxField {...field('alreadyInvoiced')} className="self-end" />
        </>
      ) : (
        <>
          <DayField form={form} day="end" />
          <DateField {...field('invoicedUntil')} holds="day" />
          <FormTextField {...field('description')} maxLength={500} className="sm:col-span-2" />
          <WholeNumberField {...field('quantity')} required min={0} />
          <AmountField {...field('factor')} required precision={4} stepper={false} min={0} max={10_000} />
          <FormTextField {...field('partnerCenterProfile')} maxLength={100} />
          <FormTextField {...field('domainProfile')} maxLength={100} />
          <FormTextField {...field('advancedOptions')} maxLength={2000} className="sm:col-span-2" />
          <MetadataEntries form={form} definitions={definitions} className="sm:col-span-2" />
        </>
      )}
      {item && <DateField {...field('dateFrom')} holds="day" hint={t('contract:item.dateFromHint')} />}
    </SaveForm>
  );
}
