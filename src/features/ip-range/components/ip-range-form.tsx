/**
 * Add or edit an IP range in a dialog: first and last address (the IPv4 rule), the active contract
 * it is assigned to (found by number or customer), a description. The shared zod schema judges it;
 * the server's field errors (an overlapping range, named) land on their fields; a colleague's
 * version (409) is offered beside the input.
 */
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { formDialog, recordKey } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { fieldsOf } from '@/components/form/use-form-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { ipRangeInput, type IpRange } from '@/shared/schemas/ip-range';
import { ComboboxField } from '@/components/form/combobox-field';
import { useChoices, type Choice } from '@/components/form/use-choices';
import { ipRangeQueries, useSaveIpRange } from '../api/ip-range-api';

type FormValues = z.input<typeof ipRangeInput>;

const valuesOf = (record: IpRange | null): FormValues => ({
  startAddress: record?.startAddress ?? '',
  endAddress: record?.endAddress ?? '',
  contractId: record?.contractId ?? null,
  description: record?.description ?? '',
});

/** Active contracts found by number or customer once typing rests; the chosen one keeps its label. */
const useActiveContractChoices = (current: Choice | undefined) =>
  useChoices(current, ipRangeQueries.activeContracts, (c) => ({
    id: c.contractId,
    label: `${c.number} – ${c.customerName}`,
  }));

function IpRangeForm({ record, onClose }: { record: IpRange | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveIpRange();
  const { form, ...saving } = useRecordForm({
    draft: 'ipRange',
    schema: ipRangeInput,
    record,
    id: 'ipRangeId',
    valuesOf,
    save,
    onSaved: onClose,
  });
  const contracts = useActiveContractChoices(
    record ? { id: record.contractId, label: `${record.contractNumber} – ${record.customerName}` } : undefined,
  );

  const field = fieldsOf(form, (name) => t(`ipRange:fields.${name}`));

  return (
    <SaveForm saving={saving} onCancel={onClose} grid>
      <FormTextField {...field('startAddress')} hint={t('ipRange:addressHint')} required maxLength={15} />
      <FormTextField {...field('endAddress')} required maxLength={15} />
      <ComboboxField
        {...field('contractId', t('ipRange:fields.contract'))}
        placeholder={t('ipRange:findContract')}
        required
        choices={contracts}
        className="sm:col-span-2"
      />
      <FormTextField {...field('description')} maxLength={200} className="sm:col-span-2" />
    </SaveForm>
  );
}

export const IpRangeDialog = formDialog(IpRangeForm, ({ record }, t) => ({
  width: 640,
  title: record
    ? t('ipRange:editTitle', { range: `${record.startAddress} – ${record.endAddress}` })
    : t('ipRange:addTitle'),
  formKey: recordKey(record, 'ipRangeId'),
}));
