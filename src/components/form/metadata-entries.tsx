/**
 * The metadata entries of a form (products, companies, contacts): add one from the definitions, an
 * input per data type, disabled unless Editable, Hidden ones never offered. The form holds them in
 * its `metadatas` field, each with its definition's data type so the shared rule checks it as typed.
 */
import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { metadataEntryOf } from '@/shared/metadata';
import type { MetadataEntry, MetadataItem } from '@/shared/schemas/metadata';
import { DateField } from './date-field';
import { FormTextField } from './form-text-field';
import { PlainSelect } from './plain-select';
import { PercentageField } from './percentage-field';
import { SelectField } from './select-field';
import { WholeNumberField } from './whole-number-field';
import { enumLabel, metadataName, metadataOptionLabel } from '@/shared/enumerations';

type MetadataValues = { metadatas?: MetadataEntry[] | undefined };
type MetadataForm = UseFormReturn<MetadataValues>;

type Props<T extends FieldValues, TT> = {
  /** A form whose values hold `metadatas`. */
  form: UseFormReturn<T, unknown, TT>;
  definitions: readonly MetadataItem[];
  className?: string | undefined;
};

export function MetadataEntries<T extends FieldValues & MetadataValues, TT>({
  form: anyForm,
  definitions,
  className,
}: Props<T, TT>) {
  const { t } = useTranslation();
  const form = anyForm as unknown as MetadataForm;
  const entries = useFieldArray({ control: form.control, name: 'metadatas' });
  const chosen = useWatch({ control: form.control, name: 'metadatas' });
  const [adding, setAdding] = useState('');
  const offered = definitions.filter(
    (d) => d.accessibility !== 'Hidden' && !(chosen ?? []).some((m) => m.metadataId === d.metadataId),
  );
  return (
    <fieldset
      className={`flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 ${className ?? ''}`.trim()}
    >
      <legend className="px-1 text-base font-semibold">{t('metadata.title')}</legend>
      {entries.fields.map((entry, i) => {
        const definition = definitions.find((d) => d.metadataId === entry.metadataId);
        if (!definition) return null;
        return (
          <div key={entry.id} className="flex items-end gap-2">
            <div className="flex-1">
              <MetadataInput form={form} index={i} definition={definition} />
            </div>
            <Button
              variant="ghost"
              aria-label={t('metadata.remove', { code: enumLabel(t, 'metadataCode', definition.code) })}
              onClick={() => entries.remove(i)}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </div>
        );
      })}
      <div className="flex items-end gap-2">
        <PlainSelect
          label={t('metadata.add')}
          value={adding}
          onChange={setAdding}
          placeholder={t('form.select.placeholder')}
          options={offered.map((d) => ({ value: d.metadataId, label: metadataName(t, d) }))}
        />
        <Button
          variant="secondary"
          disabled={!adding}
          onClick={() => {
            const d = definitions.find((x) => String(x.metadataId) === adding);
            if (d) entries.append(metadataEntryOf(d));
            setAdding('');
          }}
        >
          {t('metadata.addButton')}
        </Button>
      </div>
    </fieldset>
  );
}

function MetadataInput({ form, index, definition }: { form: MetadataForm; index: number; definition: MetadataItem }) {
  const { t } = useTranslation();
  const field = {
    form,
    name: `metadatas.${index}.value` as const,
    label: metadataName(t, definition),
    disabled: definition.accessibility !== 'Editable',
  };
  switch (definition.dataType) {
    case 'PERCENTAGE':
      return <PercentageField {...field} required />;
    case 'INTEGER':
      return <WholeNumberField {...field} />;
    case 'BOOL':
      return (
        <SelectField
          {...field}
          options={[
            { value: 'true', label: t('form.yes') },
            { value: 'false', label: t('form.no') },
          ]}
        />
      );
    case 'MULTISELECT': {
      const values = Object.entries(definition.availableValues);
      return (
        <SelectField
          {...field}
          options={values.map(([value, text]) => ({
            value,
            label: metadataOptionLabel(t, definition.code, value, text),
          }))}
        />
      );
    }
    case 'DATE':
      return <DateField {...field} holds="day" />;
    default:
      return <FormTextField {...field} />;
  }
}
