/**
 * The CMS items: search (titles and bodies), filters status, kind, tag and language with saved
 * filters, sort and paging, all in the URL; a title opens the item's edit screen. With the edit
 * right: a new item, and delete one or the selected ones after a confirmation. "Tags" opens the
 * tags' dialog (every tag; with the edit right, new tags and their name and featured mark).
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { ConfirmedSelectionBar } from '@/components/data-table/selection-bar';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { useAccess } from '@/hooks/use-access';
import type { CmsItem } from '@/shared/schemas/cms-item';
import { cmsItemQueries, useDeleteCmsItems } from './api/cms-item-api';
import { cmsItemFields } from './cms-item-fields';
import { cmsItemList } from './cms-item-list';

/** The tags' dialog (its form: react-hook-form + zod) loads when it first opens, not with the list. */
const CmsTagsDialog = lazy(() => import('./components/cms-tags-dialog').then((m) => ({ default: m.CmsTagsDialog })));

const col = columnsOf<CmsItem>();

export function CmsItemsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useRouteListState(cmsItemList);
  const canEdit = useAccess().canEdit('cms');
  const records = useQuery(cmsItemQueries.list(list.query));
  const tags = useQuery(cmsItemQueries.tags());
  const remove = useDeleteCmsItems().mutateAsync;
  const [tagsOpen, setTagsOpen] = useState(false);

  const columns = useMemo(
    () => [
      ...cmsItemFields(t).map((field, i) =>
        col(field.id, t(`cmsItem:fields.${field.id}`), field.meta ?? {}, (r) =>
          i > 0 ? (
            field.value(r)
          ) : (
            <RecordLink to="/cms/$id" params={{ id: String(r.cmsItemId) }} block strong>
              {field.value(r)}
            </RecordLink>
          ),
        ),
      ),
      col.actions(
        (r) =>
          canEdit && (
            <div className="flex justify-end gap-1">
              <ConfirmPopover
                question={t('cmsItem:confirmDelete', { name: r.title })}
                confirmLabel={t('actions.delete')}
                onConfirm={() => remove([r.cmsItemId])}
              >
                <Button variant="ghost" className="px-2 py-1" aria-label={t('cmsItem:deleteNamed', { name: r.title })}>
                  {t('actions.delete')}
                </Button>
              </ConfirmPopover>
            </div>
          ),
      ),
    ],
    [t, canEdit, remove],
  );

  return (
    <ListScreen
      list={list}
      rows={records}
      columns={columns}
      rowId={(r) => String(r.cmsItemId)}
      texts="cmsItem:"
      onAdd={() => void navigate({ to: '/cms/$id', params: { id: 'new' } })}
      actions={
        <Button variant="secondary" onClick={() => setTagsOpen(true)}>
          {t('cmsItem:tags.open')}
        </Button>
      }
      selection={
        canEdit
          ? {
              rowLabel: (r) => r.title,
              toolbar: (selected) => (
                <ConfirmedSelectionBar
                  selection={selected}
                  label={t('cmsItem:bulkLabel')}
                  question={t('cmsItem:confirmDeleteSelected', { count: selected.count })}
                  confirmLabel={t('actions.delete')}
                  onConfirm={() => remove([...selected.selected].map(Number))}
                >
                  {t('cmsItem:deleteSelected')}
                </ConfirmedSelectionBar>
              ),
            }
          : undefined
      }
      filters={
        <>
          <OptionFilter
            legend={t('cmsItem:fields.status')}
            {...list.codes('statuses', (s) => t(`cmsItem:statuses.${s}`))}
          />
          <OptionFilter legend={t('cmsItem:fields.kind')} {...list.codes('kinds', (k) => t(`cmsItem:kinds.${k}`))} />
          <OptionFilter
            legend={t('cmsItem:fields.tags')}
            options={tags.data?.map((tag) => ({ id: tag.cmsTagId, label: tag.name }))}
            {...list.filter('tagIds')}
          />
          <OptionFilter
            legend={t('cmsItem:fields.languages')}
            {...list.codes('languages', (l) => t(`cmsItem:languages.${l}`))}
          />
        </>
      }
    >
      {tagsOpen && (
        <Suspense fallback={null}>
          <CmsTagsDialog open canEdit={canEdit} onClose={() => setTagsOpen(false)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
