/** The fields a company and a contact both have: e-mail, phone and the language they are written to in. */
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { SelectField } from '@/components/form/select-field';
import { CUSTOMER_LANGUAGES, type CustomerLanguage } from '@/shared/constants/company';

type Contactable = { email?: string | null | undefined; phone?: string | null | undefined; language: CustomerLanguage };
type Props<T extends FieldValues & Contactable, TT> = { form: UseFormReturn<T, unknown, TT> };

export function EmailField<T extends FieldValues & Contactable, TT>({ form }: Props<T, TT>) {
  const { t } = useTranslation();
  const name = 'email' as FieldPath<T>;
  return <FormTextField form={form} name={name} type="email" label={t('company:fields.email')} maxLength={200} />;
}

export function PhoneField<T extends FieldValues & Contactable, TT>({ form }: Props<T, TT>) {
  const { t } = useTranslation();
  const name = 'phone' as FieldPath<T>;
  return <FormTextField form={form} name={name} type="tel" label={t('company:fields.phone')} maxLength={40} />;
}

/** The language of the mails and documents. */
export function LanguageField<T extends FieldValues & Contactable, TT>({ form }: Props<T, TT>) {
  const { t } = useTranslation();
  const name = 'language' as FieldPath<T>;
  const options = CUSTOMER_LANGUAGES.map((l) => ({ value: l, label: t(`company:languages.${l}`) }));
  return <SelectField form={form} name={name} label={t('company:fields.language')} required options={options} />;
}
