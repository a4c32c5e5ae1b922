/**
 * Add or edit an IP range in a dialog: first and last address (the IPv4 rule), the active contract
 * it is assigned to (found by number or customer), a description. The shared zod schema judges it;
 * the server's field errors (an overlapping range, named) land on their fields; a colleague's
 * version (409) is offered beside the input.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { FormTextField } from '@/components/form/form-text-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { useVersionConflict } from '@/components/form/use-version-conflict';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { alertError } from '@/lib/alerts';
import { ipRangeInput, type IpRange, type IpRangeInputParsed } from '@/shared/schemas/ip-range';
import { PickerField, useKnown, type Choice } from '@/features/contract/components/contract-pickers';
import { ipRangeQueries, useSaveIpRange } from '../api/ip-range-api';

type FormValues = z.input<typeof ipRangeInput>;
type Props = { record: IpRange | null; open: boolean; onClose: () => void };

const valuesOf = (record: IpRange | null): FormValues => ({
  startAddress: record?.startAddress ?? '',
  endAddress: record?.endAddress ?? '',
  contractId: record?.contractId ?? null,
  description: record?.description ?? '',
});

export function IpRangeDialog({ record, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      width={640}
      title={
        record
          ? t('ipRange:editTitle', { range: `${record.startAddress} – ${record.endAddress}` })
          : t('ipRange:addTitle')
      }
    >
      {open && (
        <IpRangeForm key={record ? `${record.ipRangeId}-${record.version}` : 'new'} record={record} onClose={onClose} />
      )}
    </Modal>
  );
}

/** Active contracts found by number or customer once typing rests; the chosen one keeps its label. */
function useActiveContractChoices(current: Choice | undefined) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery(ipRangeQueries.activeContracts(settled));
  const choices = useMemo(
    () => found.data?.map((c) => ({ id: c.contractId, label: `${c.number} – ${c.customerName}` })),
    [found.data],
  );
  return { search, setSearch, choices: choices ?? [], known: useKnown(choices, current) };
}

function IpRangeForm({ record, onClose }: { record: IpRange | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveIpRange();
  const conflict = useVersionConflict<IpRange>(record?.version);
  const form = useForm<FormValues, unknown, IpRangeInputParsed>({
    resolver: zodResolver(ipRangeInput),
    mode: 'onTouched',
    defaultValues: valuesOf(record),
  });
  const contracts = useActiveContractChoices(
    record ? { id: record.contractId, label: `${record.contractNumber} – ${record.customerName}` } : undefined,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    conflict.clear();
    try {
      await save.mutateAsync(
        record ? { ...values, ipRangeId: record.ipRangeId, version: conflict.version ?? record.version } : values,
      );
      onClose();
    } catch (error) {
      if (!conflict.caught(error) && !applyServerErrors(form, error)) alertError(error);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        form={form}
        name="startAddress"
        label={t('ipRange:fields.startAddress')}
        hint={t('ipRange:addressHint')}
        required
        maxLength={15}
      />
      <FormTextField form={form} name="endAddress" label={t('ipRange:fields.endAddress')} required maxLength={15} />
      <PickerField
        form={form}
        name="contractId"
        label={t('ipRange:fields.contract')}
        findLabel={t('ipRange:findContract')}
        required
        choices={contracts}
      />
      <FormTextField
        form={form}
        name="description"
        label={t('ipRange:fields.description')}
        maxLength={200}
        className="sm:col-span-2"
      />
      {conflict.current && (
        <div className="sm:col-span-2">
          <ConflictNotice
            onUseTheirs={() => conflict.useTheirs((theirs) => form.reset(valuesOf(theirs)))}
            onKeepMine={conflict.keepMine}
          />
        </div>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
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
