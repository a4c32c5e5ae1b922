/**
 * A new role, or a role changed, in a dialog: its name, description and whether its users must sign
 * in with an authenticator app too; the shared schema, field errors on their fields, a colleague's
 * version (409).
 */
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { formDialog, recordKey } from '@/components/form/form-dialog';
import { FormTextArea } from '@/components/form/form-text-area';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { useRecordForm } from '@/components/form/use-save-form';
import { roleInput, type Role } from '@/shared/schemas/access';
import { useSaveRole } from '../api/access-api';

type FormValues = z.input<typeof roleInput>;

const valuesOf = (role: Role | null): FormValues => ({
  name: role?.name ?? '',
  description: role?.description ?? '',
  requireTwoFactor: role?.requireTwoFactor ?? false,
});

function RoleForm({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const { form, ...saving } = useRecordForm({
    draft: 'role',
    schema: roleInput,
    record: role,
    id: 'roleId',
    valuesOf,
    save,
    onSaved: onClose,
  });
  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <FormTextField form={form} name="name" label={t('access:fields.name')} required maxLength={100} />
      <FormTextArea form={form} name="description" label={t('access:fields.description')} maxLength={500} />
      <CheckboxField
        form={form}
        name="requireTwoFactor"
        look="switch"
        label={t('access:fields.requireTwoFactor')}
        hint={t('access:roles.requireTwoFactorHint')}
      />
    </SaveForm>
  );
}

export const RoleDialog = formDialog(RoleForm, ({ role }, t) => ({
  title: t(role ? 'access:roles.editTitle' : 'access:roles.addTitle'),
  formKey: recordKey(role, 'roleId'),
}));
