/** Create or edit a rebate group in a dialog: the shared zod schema, server field errors on their fields, 409 handled. */
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { formDialog, recordKey } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { PercentageField } from '@/components/form/percentage-field';
import { SaveForm } from '@/components/form/save-form';
import { fieldsOf } from '@/components/form/use-form-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { rebateGroupForm, type RebateGroup } from '@/shared/schemas/rebate-group';
import { useSaveRebateGroup } from '../api/rebate-group-api';

/** What the inputs hold: the percentage as a number (null when empty, NaN when not a number). */
type FormValues = z.input<typeof rebateGroupForm>;

const valuesOf = (group: RebateGroup | null): FormValues => ({
  description: group?.description ?? '',
  rebatePercentage: group ? group.rebatePercentage : null,
});

function RebateGroupForm({ group, onClose }: { group: RebateGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRebateGroup();
  const { form, ...saving } = useRecordForm({
    draft: 'rebateGroup',
    schema: rebateGroupForm,
    record: group,
    id: 'rebateGroupId',
    valuesOf,
    save,
    onSaved: onClose,
  });

  const field = fieldsOf(form, (name) => t(`rebateGroup:fields.${name}`));

  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <FormTextField {...field('description')} required maxLength={100} />
      <PercentageField {...field('rebatePercentage')} required />
    </SaveForm>
  );
}

export const RebateGroupDialog = formDialog(RebateGroupForm, ({ group }, t) => ({
  title: t(group ? 'rebateGroup:editTitle' : 'rebateGroup:addTitle'),
  formKey: recordKey(group, 'rebateGroupId'),
}));
