/** Create or edit a rebate group in a dialog: the shared zod schema, server field errors on their fields, 409 handled. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { PercentageField } from '@/components/form/percentage-field';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { applyServerErrors } from '@/components/form/server-errors';
import { useVersionConflict } from '@/components/form/use-version-conflict';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { alertError } from '@/lib/alerts';
import { rebateGroupForm, type RebateGroup, type RebateGroupInput } from '@/shared/schemas/rebate-group';
import { useSaveRebateGroup } from '../api/rebate-group-api';

/** What the inputs hold: the percentage as a number (null when empty, NaN when not a number). */
type FormValues = z.input<typeof rebateGroupForm>;

type Props = { group: RebateGroup | null; open: boolean; onClose: () => void };

const valuesOf = (group: RebateGroup | null): FormValues => ({
  description: group?.description ?? '',
  rebatePercentage: group ? group.rebatePercentage : null,
});

export function RebateGroupDialog({ group, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t(group ? 'rebateGroup:editTitle' : 'rebateGroup:addTitle')}
    >
      {open && (
        <RebateGroupForm
          key={group ? `${group.rebateGroupId}-${group.version}` : 'new'}
          group={group}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function RebateGroupForm({ group, onClose }: { group: RebateGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRebateGroup();
  const conflict = useVersionConflict<RebateGroup>(group?.version);
  const form = useForm<FormValues, unknown, RebateGroupInput>({
    resolver: zodResolver(rebateGroupForm),
    mode: 'onTouched',
    defaultValues: valuesOf(group),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    conflict.clear();
    try {
      await save.mutateAsync(
        group && conflict.version !== undefined
          ? { ...values, rebateGroupId: group.rebateGroupId, version: conflict.version }
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
        name="description"
        label={t('rebateGroup:fields.description')}
        required
        maxLength={100}
      />
      <PercentageField form={form} name="rebatePercentage" label={t('rebateGroup:fields.rebatePercentage')} required />
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
