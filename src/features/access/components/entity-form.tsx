/**
 * A new staff user in a dialog (name, e-mail, language): the shared schema, field errors on their
 * fields; once added, their first password is shown once, to hand over, and the user's page opens.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { SelectField } from '@/components/form/select-field';
import { useSaveForm } from '@/components/form/use-save-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { LANGUAGES } from '@/shared/constants/common';
import { entityInput } from '@/shared/schemas/access';
import { useAddEntity } from '../api/access-api';

type FormValues = z.input<typeof entityInput>;
const NEW: FormValues = { name: '', email: '', language: 'en' };

export function EntityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [added, setAdded] = useState<{ entityId: number; temporaryPassword: string } | null>(null);
  if (added)
    return (
      <Modal
        open
        onOpenChange={(open) => {
          if (open) return;
          onClose();
          void navigate({ to: '/entities/$id', params: { id: String(added.entityId) } });
        }}
        title={t('access:entities.addedTitle')}
        footer={
          <Button
            onClick={() => {
              onClose();
              void navigate({ to: '/entities/$id', params: { id: String(added.entityId) } });
            }}
          >
            {t('actions.close')}
          </Button>
        }
      >
        <p className="text-sm text-slate-700">{t('access:entities.addedText')}</p>
        <p className="mt-3">
          <code data-testid="temporary-password" className="rounded bg-slate-100 px-2 py-1 font-mono text-base">
            {added.temporaryPassword}
          </code>
        </p>
      </Modal>
    );
  return (
    <FormDialog open onClose={onClose} title={t('access:entities.addTitle')} formKey="new">
      <EntityForm onClose={onClose} onAdded={setAdded} />
    </FormDialog>
  );
}

function EntityForm({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (added: { entityId: number; temporaryPassword: string }) => void;
}) {
  const { t } = useTranslation();
  const add = useAddEntity();
  const { form, ...saving } = useSaveForm({
    schema: entityInput,
    defaultValues: NEW,
    save: (values) => add.mutateAsync(values),
    onSaved: (answer) => onAdded(answer),
  });
  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <FormTextField form={form} name="name" label={t('access:fields.name')} required maxLength={100} />
      <FormTextField form={form} name="email" label={t('access:fields.email')} required maxLength={200} type="email" />
      <SelectField
        form={form}
        name="language"
        label={t('access:fields.language')}
        required
        options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      />
    </SaveForm>
  );
}
