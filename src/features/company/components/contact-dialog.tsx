/** Create or edit a contact in a dialog: the shared zod schema, server field errors on their fields, 409 handled. */
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormDialog, recordKey } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { MetadataEntries } from '@/components/form/metadata-entries';
import { SaveForm } from '@/components/form/save-form';
import { SelectField } from '@/components/form/select-field';
import { fieldsOf } from '@/components/form/use-form-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { newMetadataEntries, storedMetadataEntries } from '@/shared/metadata';
import { contactInput, type Contact } from '@/shared/schemas/contact';
import type { MetadataItem } from '@/shared/schemas/metadata';
import { companyQueries } from '../api/company-api';
import { contactQueries, useSaveContact } from '../api/contact-api';
import { EmailField, LanguageField, PhoneField } from './contact-fields';
import { GENDERS } from '@/shared/constants/contact';

type FormValues = z.input<typeof contactInput>;

type Props = {
  companyId: number;
  /** The contact to edit; null for a new one (in the company's language). */
  contact: Contact | null;
  language: FormValues['language'];
  open: boolean;
  onClose: () => void;
};

const valuesOf = (
  companyId: number,
  contact: Contact | null,
  language: FormValues['language'],
  definitions: MetadataItem[],
): FormValues => ({
  companyId,
  firstName: contact?.firstName ?? '',
  lastName: contact?.lastName ?? '',
  gender: contact?.gender ?? 'nd',
  language: contact?.language ?? language,
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  contactTypeIds: contact?.contactTypeIds ?? [],
  metadatas: contact ? storedMetadataEntries(contact.metadatas, definitions) : newMetadataEntries(definitions),
});

export function ContactDialog({ companyId, contact, language, open, onClose }: Props) {
  const { t } = useTranslation();
  const definitions = useQuery({ ...companyQueries.contactMetadatas(), enabled: open });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(contact ? 'company:contacts.editTitle' : 'company:contacts.addTitle')}
      formKey={recordKey(contact, 'contactId')}
      ready={!definitions.isPending}
    >
      <ContactForm
        valuesOf={(c) => valuesOf(companyId, c, language, definitions.data ?? [])}
        definitions={definitions.data ?? []}
        contact={contact}
        onClose={onClose}
      />
    </FormDialog>
  );
}

function ContactForm({
  valuesOf,
  definitions,
  contact,
  onClose,
}: {
  /** The form's values for a contact, or for a new one (null). */
  valuesOf: (contact: Contact | null) => FormValues;
  definitions: MetadataItem[];
  contact: Contact | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const types = useQuery(contactQueries.types());
  const { form, ...saving } = useRecordForm({
    draft: 'contact',
    schema: contactInput,
    record: contact,
    id: 'contactId',
    valuesOf,
    save,
    onSaved: onClose,
  });
  const chosen = useWatch({ control: form.control, name: 'contactTypeIds' }) ?? [];
  const toggleType = (id: number) =>
    form.setValue(
      'contactTypeIds',
      chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id].sort((a, b) => a - b),
      { shouldDirty: true },
    );

  const field = fieldsOf(form, (name) => t(`company:contacts.${name}`));
  const genders = GENDERS.map((g) => ({ value: g, label: t(`company:genders.${g}`) }));

  return (
    <SaveForm saving={saving} onCancel={onClose} grid>
      <FormTextField {...field('firstName')} required maxLength={100} />
      <FormTextField {...field('lastName')} required maxLength={100} />
      <SelectField {...field('gender')} required options={genders} />
      <LanguageField form={form} />
      <EmailField form={form} />
      <PhoneField form={form} />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('company:contacts.types')}</legend>
        <div className="flex flex-wrap gap-4">
          {(types.data ?? []).map((type) => (
            <Checkbox
              key={type.contactTypeId}
              label={t(`company:contactTypes.${type.code}`, { defaultValue: type.description })}
              checked={chosen.includes(type.contactTypeId)}
              onChange={() => toggleType(type.contactTypeId)}
            />
          ))}
        </div>
      </fieldset>
      <MetadataEntries form={form} definitions={definitions} className="sm:col-span-2" />
    </SaveForm>
  );
}
