/**
 * An item's form on its edit screen: kind, publication window and tags, then per language (NL, FR,
 * EN, DE) its title and body in the rich-text editor beside the preview as the portal shows it, with
 * a warning for a language left empty. The shared zod schema judges it; the server's field errors
 * land on their fields; a colleague's version (409) is offered beside what was typed.
 */
import { lazy, Suspense, useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { DateField } from '@/components/form/date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { SelectField } from '@/components/form/select-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { CMS_ITEM_KINDS, CMS_LANGUAGES } from '@/shared/constants/cms-item';
import { cmsItemInput, hasContent, type CmsItem, type CmsTag } from '@/shared/schemas/cms-item';
import { useSaveCmsItem } from '../api/cms-item-api';
import { CmsPreview } from './cms-preview';

/** TipTap loads with this screen only, never with the list or the start-up bundle. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type FormValues = z.input<typeof cmsItemInput>;

/** The form always holds the four languages, in order; an empty one is left out by the server. */
const valuesOf = (record: CmsItem | null): FormValues => ({
  kind: record?.kind ?? 'news',
  publishFrom: record?.publishFrom ?? null,
  publishUntil: record?.publishUntil ?? null,
  tagIds: record?.tagIds ?? [],
  translations: CMS_LANGUAGES.map((language) => {
    const text = record?.translations.find((x) => x.language === language);
    return { language, title: text?.title ?? '', body: text?.body ?? '' };
  }),
});

type Props = { record: CmsItem | null; tags: CmsTag[]; onSaved: (cmsItemId: number) => void; onCancel: () => void };

export function CmsItemForm({ record, tags, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useSaveCmsItem();
  const { form, ...saving } = useRecordForm({
    schema: cmsItemInput,
    record,
    id: 'cmsItemId',
    valuesOf,
    save,
    onSaved: (result) => onSaved(result.cmsItemId),
  });
  const texts = useWatch({ control: form.control, name: 'translations' });
  const empty = texts.filter((x) => !x.title.trim() && !hasContent(x.body)).map((x) => x.language);
  const tagsLegend = useId();

  return (
    <SaveForm saving={saving} onCancel={onCancel} page>
      <div className="flex flex-col gap-4 xl:col-span-2">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            form={form}
            name="kind"
            label={t('cmsItem:fields.kind')}
            required
            options={CMS_ITEM_KINDS.map((k) => ({ value: k, label: t(`cmsItem:kinds.${k}`) }))}
          />
          <DateField form={form} name="publishFrom" holds="day" label={t('cmsItem:fields.publishFrom')} />
          <DateField form={form} name="publishUntil" holds="day" label={t('cmsItem:fields.publishUntil')} />
        </div>
        <Controller
          control={form.control}
          name="tagIds"
          render={({ field }) => (
            <fieldset aria-labelledby={tagsLegend}>
              <legend id={tagsLegend} className="mb-1 text-sm font-medium text-slate-800">
                {t('cmsItem:fields.tags')}
              </legend>
              <div className="flex flex-wrap gap-4">
                {tags.map((tag) => {
                  const chosen = (field.value ?? []).includes(tag.cmsTagId);
                  return (
                    <Checkbox
                      key={tag.cmsTagId}
                      checked={chosen}
                      label={tag.isFeatured ? t('cmsItem:featuredTag', { name: tag.name }) : tag.name}
                      onChange={(on) =>
                        field.onChange(
                          on
                            ? [...(field.value ?? []), tag.cmsTagId]
                            : (field.value ?? []).filter((id) => id !== tag.cmsTagId),
                        )
                      }
                    />
                  );
                })}
              </div>
            </fieldset>
          )}
        />
        {empty.length > 0 && (
          <div
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {t('cmsItem:emptyLanguages', {
              languages: empty.map((l) => t(`cmsItem:languages.${l}`)).join(', '),
            })}
          </div>
        )}
        {form.formState.errors.translations?.root?.message || form.formState.errors.translations?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {t(
              String(form.formState.errors.translations?.message ?? form.formState.errors.translations?.root?.message),
            )}
          </p>
        ) : null}
      </div>
      {CMS_LANGUAGES.map((language, i) => (
        <LanguageSection key={language} index={i} language={language} form={form} />
      ))}
    </SaveForm>
  );
}

function LanguageSection({
  index,
  language,
  form,
}: {
  index: number;
  language: (typeof CMS_LANGUAGES)[number];
  form: UseFormReturn<FormValues, unknown, z.output<typeof cmsItemInput>>;
}) {
  const { t } = useTranslation();
  const bodyLabel = useId();
  const languageName = t(`cmsItem:languages.${language}`);
  const text = useWatch({ control: form.control, name: `translations.${index}` });
  return (
    <section
      aria-label={languageName}
      className="grid gap-4 rounded-lg border border-slate-200 p-4 xl:col-span-2 xl:grid-cols-2"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <h2 className="text-base font-semibold">{languageName}</h2>
        <FormTextField
          form={form}
          name={`translations.${index}.title`}
          label={t('cmsItem:fields.titleIn', { language: languageName })}
        />
        <span id={bodyLabel} className="text-sm font-medium text-slate-800">
          {t('cmsItem:fields.bodyIn', { language: languageName })}
        </span>
        <Controller
          control={form.control}
          name={`translations.${index}.body`}
          render={({ field, fieldState }) => (
            <Suspense fallback={<Skeleton className="h-56" />}>
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelId={bodyLabel}
                invalid={Boolean(fieldState.error)}
              />
            </Suspense>
          )}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <h3 className="text-sm font-medium text-slate-800">{t('cmsItem:preview')}</h3>
        <CmsPreview title={text?.title ?? ''} html={text?.body ?? ''} languageName={languageName} />
      </div>
    </section>
  );
}
