/**
 * The data quality edit modal (spec 02): fixes a finding's field in place through the record's own
 * update call, on the record's version, judged by the record's own schema (the company's or the
 * contact's, src/shared/schemas). A colleague's change meanwhile is a 409: the form keeps what was
 * typed and shows their version beside it (SaveForm); the other fields go as the record now holds them.
 * Once saved, the record's domain refreshes, and
 * with it the findings (src/shared/catalogue.ts): the fixed finding leaves the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { useRecordForm } from '@/components/form/use-save-form';
import { companyQueries, contactQueries, useSaveContact, useUpdateCompany } from '@/features/company';
import { companyUpdate, type Company } from '@/shared/schemas/company';
import { contactUpdate, type Contact } from '@/shared/schemas/contact';
import type { DataQualityFinding } from '@/shared/schemas/data-quality';
import { fixOf } from '../finding-fix';

/** The company's update body as its own form sends it, with the fields the modal edits. */
const companyBody = (c: Company, v: { vatNumber: string; peppolReceiver: boolean }) => ({
  companyId: c.companyId,
  version: c.version,
  name: c.name,
  vatNumber: v.vatNumber,
  vatRegimeId: c.vatRegimeId,
  naceCode: c.naceCode,
  partyType: c.partyType,
  parentCompanyId: c.parentCompanyId,
  street: c.street,
  cityId: c.cityId,
  countryId: c.countryId,
  email: c.email,
  phone: c.phone,
  language: c.language,
  profileId: c.profileId,
  dnsTenantId: c.dnsTenantId,
  peppolReceiver: v.peppolReceiver,
});

function CompanyFix({ company, peppol, onClose }: { company: Company; peppol: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateCompany();
  const { form, ...saving } = useRecordForm({
    schema: companyUpdate,
    toBody: (values: { vatNumber: string; peppolReceiver: boolean }) => companyBody(company, values),
    record: company,
    id: 'companyId',
    valuesOf: (c) => ({ vatNumber: c?.vatNumber ?? '', peppolReceiver: c?.peppolReceiver ?? false }),
    save: (body, edit) => save.mutateAsync({ ...body, ...edit }),
    onSaved: onClose,
  });
  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <p className="text-sm">{company.name}</p>
      <FormTextField form={form} name="vatNumber" label={t('dataQuality:fix.vatNumber')} maxLength={30} />
      {peppol && <CheckboxField form={form} name="peppolReceiver" label={t('dataQuality:fix.peppolReceiver')} />}
    </SaveForm>
  );
}

const contactBody = (c: Contact, email: string) => ({
  contactId: c.contactId,
  version: c.version,
  companyId: c.companyId,
  firstName: c.firstName,
  lastName: c.lastName,
  gender: c.gender,
  language: c.language,
  email,
  phone: c.phone,
  contactTypeIds: c.contactTypeIds,
});

function ContactFix({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const { form, ...saving } = useRecordForm({
    schema: contactUpdate,
    toBody: (values: { email: string }) => contactBody(contact, values.email),
    record: contact,
    id: 'contactId',
    valuesOf: (c) => ({ email: c?.email ?? '' }),
    save: (body, edit) => save.mutateAsync({ ...body, ...edit }),
    onSaved: onClose,
  });
  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <p className="text-sm">
        {t('dataQuality:fix.contactOf', {
          name: `${contact.firstName} ${contact.lastName}`,
          company: contact.companyName,
        })}
      </p>
      <FormTextField form={form} name="email" label={t('dataQuality:fix.email')} type="email" maxLength={200} />
    </SaveForm>
  );
}

/** The record of a finding, loaded as it is now (each opening starts from it), then its form. */
export function FixFindingDialog({ finding, onClose }: { finding: DataQualityFinding; onClose: () => void }) {
  const { t } = useTranslation();
  const fix = fixOf(finding.rule);
  const company = useQuery({
    ...companyQueries.detail(finding.recordId),
    enabled: fix === 'company' || fix === 'peppol',
  });
  const contact = useQuery({ ...contactQueries.detail(finding.recordId), enabled: fix === 'contact' });
  const record = fix === 'contact' ? contact.data : company.data;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('dataQuality:fix.title')}
      description={t(`dataQuality:rules.${finding.rule}.title`)}
      ready={Boolean(record)}
      // Not by version: a colleague's change refreshing the record must not reset what is typed (their
      // version meets the save as a 409 instead, on the version the form started from).
      formKey={`${finding.rule}-${finding.recordId}`}
    >
      {fix === 'contact' && contact.data ? (
        <ContactFix contact={contact.data} onClose={onClose} />
      ) : company.data ? (
        <CompanyFix company={company.data} peppol={fix === 'peppol'} onClose={onClose} />
      ) : null}
    </FormDialog>
  );
}
