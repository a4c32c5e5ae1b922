import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { CUSTOMER_LANGUAGES, type CustomerLanguage } from '@/shared/constants/company';

/** The language a company or a contact is written to in (its mails and documents). */
export function LanguageField<T extends FieldValues & { language: CustomerLanguage }, TT>({
  form,
}: {
  form: UseFormReturn<T, unknown, TT>;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      form={form}
      name={'language' as FieldPath<T>}
      label={t('company:fields.language')}
      required
      options={CUSTOMER_LANGUAGES.map((l) => ({ value: l, label: t(`company:languages.${l}`) }))}
    />
  );
}
