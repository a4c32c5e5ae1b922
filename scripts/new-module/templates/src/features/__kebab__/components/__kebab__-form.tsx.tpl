/**
 * Create or edit a record in a dialog: the shared zod schema, server field errors on their fields, a
 * colleague's version (409). A field is its input here (and its value in NEW); an edit starts from
 * the record, whose other keys (id, version, updatedAt) the schema leaves out of what is saved.
 */
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { formDialog, recordKey } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { SelectField } from '@/components/form/select-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { __constant___STATUSES } from '@/shared/constants/__kebab__';
import { __camel__Input, type __pascal__ } from '@/shared/schemas/__kebab__';
import { useSave__pascal__ } from '../api/__kebab__-api';

type FormValues = z.input<typeof __camel__Input>;

/** What a new record's form starts from. */
const NEW: FormValues = { name: '', status: 'active' };
const valuesOf = (record: __pascal__ | null) => record ?? NEW;

function __pascal__Form({ record, onClose }: { record: __pascal__ | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSave__pascal__();
  const { form, ...saving } = useRecordForm({
    schema: __camel__Input,
    record,
    id: '__camel__Id',
    valuesOf,
    save: (values, edit) => save.mutateAsync({ ...values, ...edit }),
    onSaved: onClose,
  });

  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <FormTextField form={form} name="name" label={t('__camel__:fields.name')} required />
      <SelectField
        form={form}
        name="status"
        label={t('__camel__:fields.status')}
        required
        options={__constant___STATUSES.map((s) => ({ value: s, label: t(`__camel__:statuses.${s}`) }))}
      />
    </SaveForm>
  );
}

export const __pascal__Dialog = formDialog(__pascal__Form, ({ record }, t) => ({
  title: t(record ? '__camel__:editTitle' : '__camel__:addTitle'),
  formKey: recordKey(record, '__camel__Id'),
}));
