/**
 * Create a contract or edit its header in a dialog (the list creates, the detail edits): customer
 * and reseller, type, dates, how it is invoiced and at which price, reference, description and
 * metadata; the status (quote or active) on create only. The shared zod schema judges the body,
 * server field errors land on their fields, a colleague's version (409) is offered beside the input.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, recordKey } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { MetadataEntries } from '@/components/form/metadata-entries';
import { SaveForm } from '@/components/form/save-form';
import { SelectField } from '@/components/form/select-field';
import { fieldsOf } from '@/components/form/use-form-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { todayCalendarDay } from '@/shared/dates';
import { contractInput, contractUpdate, type Contract } from '@/shared/schemas/contract';
import type { MetadataItem } from '@/shared/schemas/metadata';
import { contractQueries } from '../api/contract-api';
import { useSaveContract } from '../api/contract-mutations';
import { contractFormValues, toContractBody, type ContractFormValues } from '../contract-form-values';
import { DayField, PartyPickers, StatusField, usePartyChoices } from './contract-fields';
import { CALCULATION_TYPES, SELECTABLE_CONTRACT_PRICE_TYPES } from '@/shared/constants/contract';
import { enumSelectOptions } from '@/shared/enumerations';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contract whose header to edit; absent to create one. */
  contract?: Contract | undefined;
  /** After a save, with the contract's id (the list opens a new contract's detail). */
  onSaved?: ((contractId: number) => void) | undefined;
};

export function ContractDialog({ open, onOpenChange, contract, onSaved }: Props) {
  const { t } = useTranslation();
  const definitions = useQuery({ ...contractQueries.contractMetadatas(), enabled: open });
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      width={720}
      title={contract ? t('contract:form.editTitle', { number: contract.number }) : t('contract:form.addTitle')}
      formKey={recordKey(contract, 'contractId')}
      ready={!definitions.isPending}
    >
      <ContractForm
        contract={contract}
        definitions={definitions.data ?? []}
        onClose={() => onOpenChange(false)}
        onSaved={onSaved}
      />
    </FormDialog>
  );
}

function ContractForm({
  contract,
  definitions,
  onClose,
  onSaved,
}: {
  contract: Contract | undefined;
  definitions: MetadataItem[];
  onClose: () => void;
  onSaved: ((contractId: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const save = useSaveContract();
  const types = useQuery(contractQueries.contractTypes());
  const { form, ...saving } = useRecordForm({
    draft: 'contract',
    schema: contract ? contractUpdate : contractInput,
    toBody: (values: ContractFormValues) => toContractBody(values, contract),
    record: contract,
    id: 'contractId',
    valuesOf: (c) => contractFormValues(c ?? undefined, definitions, todayCalendarDay()),
    save,
    onSaved: (saved) => {
      onClose();
      onSaved?.(saved.contractId);
    },
  });
  const customers = usePartyChoices(
    'customer',
    contract ? { id: contract.customerId, label: contract.customerName } : undefined,
  );
  const resellers = usePartyChoices(
    'reseller',
    contract?.resellerId != null ? { id: contract.resellerId, label: contract.resellerName ?? '' } : undefined,
  );

  const field = fieldsOf(form, (name) => t(`contract:form.${name}`));
  const typeOptions = enumSelectOptions(t, 'contractType', types.data, (row) => row.contractTypeId);

  return (
    <SaveForm saving={saving} onCancel={onClose} grid>
      <PartyPickers form={form} customers={customers} resellers={resellers} />
      <SelectField {...field('contractTypeId', t('contract:fields.contractType'))} required options={typeOptions} />
      {!contract && <StatusField form={form} statuses={['QUOTE', 'ACTIVE']} />}
      <DayField form={form} day="start" />
      <DayField form={form} day="end" />
      <SelectField
        {...field('calculationType')}
        required
        options={CALCULATION_TYPES.map((c) => ({ value: c, label: t(`contract:calculationTypes.${c}`) }))}
      />
      <SelectField
        {...field('priceType')}
        required
        options={SELECTABLE_CONTRACT_PRICE_TYPES.map((p) => ({ value: p, label: t(`contract:priceTypes.${p}`) }))}
      />
      <FormTextField {...field('reference')} maxLength={100} />
      <FormTextField {...field('description')} maxLength={500} className="sm:col-span-2" />
      <MetadataEntries form={form} definitions={definitions} className="sm:col-span-2" />
    </SaveForm>
  );
}
