/**
 * The CMS tags in one dialog, opened from the items list: every tag with its featured mark; with the
 * edit right a new tag, or a tag's name and featured mark changed on its version. The form takes the
 * dialog's body while it is open (the shared zod schema; a name already taken is refused by the
 * server on the name field; a colleague's change first is the usual conflict).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { EditButton } from '@/components/data-table/edit-button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { recordKey } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { fieldsOf } from '@/components/form/use-form-field';
import { useRecordForm } from '@/components/form/use-save-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cmsTagInput, type CmsTag } from '@/shared/schemas/cms-item';
import { cmsItemQueries, useSaveCmsTag } from '../api/cms-item-api';

type FormValues = z.input<typeof cmsTagInput>;

const valuesOf = (tag: CmsTag | null): FormValues => ({ name: tag?.name ?? '', isFeatured: tag?.isFeatured ?? false });

function CmsTagForm({ tag, onClose }: { tag: CmsTag | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCmsTag();
  const { form, ...saving } = useRecordForm({
    schema: cmsTagInput,
    record: tag,
    id: 'cmsTagId',
    valuesOf,
    save,
    onSaved: onClose,
  });
  const field = fieldsOf(form, (name) => t(`cmsItem:tags.fields.${name}`));
  // The form replaces the list in an open dialog: its first field takes the focus as a dialog's would.
  useEffect(() => form.setFocus('name'), [form]);

  return (
    <SaveForm saving={saving} onCancel={onClose}>
      <FormTextField {...field('name')} required maxLength={50} />
      <CheckboxField {...field('isFeatured')} hint={t('cmsItem:tags.featuredHint')} />
    </SaveForm>
  );
}

type Props = { open: boolean; onClose: () => void; canEdit: boolean };

export function CmsTagsDialog({ open, onClose, canEdit }: Props) {
  const { t } = useTranslation();
  const tags = useQuery(cmsItemQueries.tags());
  const [editing, setEditing] = useState<CmsTag | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form to the list: the focus goes to "New tag" rather than to the page behind.
  useEffect(() => {
    if (editing === null && wasEditing.current) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  const title =
    editing === null
      ? t('cmsItem:tags.title')
      : editing === 'new'
        ? t('cmsItem:tags.addTitle')
        : t('cmsItem:tags.editTitle', { name: editing.name });

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={editing === null ? t('cmsItem:tags.description') : undefined}
      footer={
        editing === null ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.close')}
            </Button>
            {canEdit && (
              <Button ref={addButton} onClick={() => setEditing('new')}>
                {t('cmsItem:tags.add')}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {editing !== null ? (
        <CmsTagForm
          key={recordKey(editing === 'new' ? null : editing, 'cmsTagId')}
          tag={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : tags.data && tags.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('cmsItem:tags.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t('cmsItem:tags.title')} aria-busy={tags.isPending}>
          {tags.data?.map((tag) => (
            <li key={tag.cmsTagId} className="flex items-center justify-between gap-3 py-2">
              <span className="flex items-center gap-2 text-sm text-slate-900">
                {tag.name}
                {tag.isFeatured && <Badge tone="info">{t('cmsItem:tags.featured')}</Badge>}
              </span>
              {canEdit && (
                <EditButton label={t('cmsItem:tags.editNamed', { name: tag.name })} onClick={() => setEditing(tag)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
