/**
 * The company form: identity (name, VAT number, VAT regime, NACE code, party type, reseller),
 * address (country, then its cities), contact and settings, on the shared zod schema the server
 * validates with (a wrong enterprise-number check digit is a field error before anything is sent).
 * Loaded lazily with the add screen and the edit view.
 */
import { useQuery } from '@tanstack/react-query';
import { useWatch, type DefaultValues } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { ComboboxField } from '@/components/form/combobox-field';
import { useChoices } from '@/components/form/use-choices';
import { FormFieldset } from '@/components/form/form-fieldset';
import { FormTextField } from '@/components/form/form-text-field';
import { MetadataEntries } from '@/components/form/metadata-entries';
import { SaveForm } from '@/components/form/save-form';
import { SelectField } from '@/components/form/select-field';
import { fieldsOf } from '@/components/form/use-form-field';
import { useSaveForm } from '@/components/form/use-save-form';
import { LeaveGuard, useDoneOnceSaved } from '@/components/layout/leave-guard';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import { newMetadataEntries, storedMetadataEntries } from '@/shared/metadata';
import { companyInput, type Company, type ParentOption } from '@/shared/schemas/company';
import type { MetadataItem } from '@/shared/schemas/metadata';
import { companyQueries, useCreateCompany, useUpdateCompany } from '../api/company-api';
import { EmailField, LanguageField, PhoneField } from './contact-fields';
import { PARTY_TYPES } from '@/shared/constants/company';
import { enumSelectOptions } from '@/shared/enumerations';

type FormValues = z.input<typeof companyInput>;

/** A new company: the metadata offered on create. */
const newCompany = (definitions: MetadataItem[]): DefaultValues<FormValues> => ({
  name: '',
  vatNumber: '',
  language: 'NL',
  peppolReceiver: false,
  metadatas: newMetadataEntries(definitions),
});

/** A stored company as form values (the VAT number as people read it). */
export const companyFormValues = (c: Company, definitions: MetadataItem[]): DefaultValues<FormValues> => ({
  name: c.name,
  vatNumber: c.vatNumber ? formatEnterpriseNumber(c.vatNumber) : '',
  vatRegimeId: c.vatRegimeId,
  naceCode: c.naceCode,
  partyType: c.partyType,
  parentCompanyId: c.parentCompanyId,
  street: c.street ?? '',
  countryId: c.countryId,
  cityId: c.cityId,
  email: c.email ?? '',
  phone: c.phone ?? '',
  language: c.language,
  profileId: c.profileId,
  dnsTenantId: c.dnsTenantId,
  peppolReceiver: c.peppolReceiver,
  metadatas: storedMetadataEntries(c.metadatas, definitions),
});

type Done = { created: number } | { updated: Company };

type Props = {
  /** The stored company when editing; a new one otherwise. */
  company?: Company | undefined;
  onDone: (done: Done) => void;
  onCancel: () => void;
};

/** The form once the metadata definitions are known (a new company starts with those offered on create). */
export function CompanyForm(props: Props) {
  const definitions = useQuery(companyQueries.companyMetadatas());
  if (definitions.isPending) return <Skeleton className="h-96 w-full max-w-3xl" />;
  return <CompanyFormFields {...props} definitions={definitions.data ?? []} />;
}

function CompanyFormFields({ company, onDone, onCancel, definitions }: Props & { definitions: MetadataItem[] }) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const [done, setDone] = useDoneOnceSaved<Done>(onDone);
  const { form, ...saving } = useSaveForm({
    schema: companyInput,
    defaultValues: company ? companyFormValues(company, definitions) : newCompany(definitions),
    version: company?.version,
    draft: `company:${company?.companyId ?? 'new'}`,
    save: async (values, version): Promise<Done> =>
      company
        ? {
            updated: await update.mutateAsync({
              ...values,
              companyId: company.companyId,
              version: version ?? company.version,
            }),
          }
        : { created: (await create.mutateAsync(values)).companyId },
    onSaved: setDone,
    showTheirs: (theirs: Company, form) => form.reset(companyFormValues(theirs, definitions)),
  });
  const countryId = useWatch({ control: form.control, name: 'countryId' }) ?? undefined;
  const countries = useQuery(companyQueries.countries());
  const cities = useQuery({ ...companyQueries.cities(countryId ?? undefined), enabled: Boolean(countryId) });
  // The company's reseller by name; others are found on the server as the user types (never itself).
  const parents = useChoices(
    company?.parentCompanyId ? { id: company.parentCompanyId, label: company.parentCompanyName ?? '' } : undefined,
    (text) => companyQueries.parents(text),
    (p: ParentOption) => ({ id: p.companyId, label: p.name }),
  );
  const otherParents = { ...parents, choices: parents.choices.filter((p) => p.id !== company?.companyId) };
  const vatRegimes = useQuery(companyQueries.vatRegimes());
  const naceCodes = useQuery(companyQueries.naceCodes());
  const profiles = useQuery(companyQueries.profiles());
  const dnsTenants = useQuery(companyQueries.dnsTenants());

  const field = fieldsOf(form, (name) => t(`company:fields.${name}`));

  return (
    <SaveForm saving={saving} onCancel={onCancel} page>
      <LeaveGuard when={form.formState.isDirty && !done} />
      <FormFieldset legend={t('company:blocks.identity')}>
        <FormTextField {...field('name')} required maxLength={200} />
        <FormTextField {...field('vatNumber')} hint="BE0123.456.789" autoComplete="off" />
        <SelectField
          {...field('partyType')}
          required
          options={PARTY_TYPES.map((p) => ({ value: p, label: t(`company:partyTypes.${p}`) }))}
        />
        <ComboboxField
          {...field('parentCompanyId', t('company:fields.parent'))}
          placeholder={t('company:noParent')}
          choices={otherParents}
        />
        <SelectField
          {...field('vatRegimeId', t('company:fields.vatRegime'))}
          options={enumSelectOptions(t, 'vatRegime', vatRegimes.data, (row) => row.vatRegimeId)}
        />
        <SelectField
          {...field('naceCode')}
          options={(naceCodes.data ?? []).map((n) => ({ value: n.code, label: `${n.code} ${n.description}` }))}
        />
      </FormFieldset>
      <FormFieldset legend={t('company:blocks.address')}>
        <FormTextField {...field('street')} maxLength={200} />
        <SelectField
          {...field('countryId', t('company:fields.country'))}
          options={(countries.data ?? []).map((c) => ({ value: c.countryId, label: c.name }))}
        />
        <SelectField
          {...field('cityId', t('company:fields.city'))}
          disabled={!countryId}
          placeholder={countryId ? undefined : t('company:chooseCountryFirst')}
          options={(countryId ? (cities.data ?? []) : []).map((c) => ({
            value: c.cityId,
            label: `${c.postalCode} ${c.name}`,
          }))}
        />
      </FormFieldset>
      <FormFieldset legend={t('company:blocks.contact')}>
        <EmailField form={form} />
        <PhoneField form={form} />
        <LanguageField form={form} />
      </FormFieldset>
      <FormFieldset legend={t('company:blocks.settings')}>
        <SelectField
          {...field('profileId', t('company:fields.profile'))}
          options={(profiles.data ?? []).map((p) => ({ value: p.profileId, label: p.description }))}
        />
        <SelectField
          {...field('dnsTenantId', t('company:fields.dnsTenant'))}
          options={(dnsTenants.data ?? []).map((d) => ({ value: d.dnsTenantId, label: d.name }))}
        />
        <CheckboxField {...field('peppolReceiver')} />
      </FormFieldset>
      <MetadataEntries form={form} definitions={definitions} />
    </SaveForm>
  );
}
