/**
 * __Records__: search (the name), the status filter (the default statuses when none is chosen)
 * with saved filters, sort and paging, all in the URL, and the CSV export of the view; a name opens
 * the record's page. With the edit right: add and edit in a dialog, delete one or the selected ones
 * after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { SelectionBar } from '@/components/data-table/selection-bar';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { useAccess } from '@/hooks/use-access';
import { __constant___DEFAULT_STATUSES, __constant___STATUSES } from '@/shared/constants/__kebab__';
import { __camel__Endpoints } from '@/shared/endpoints/__kebab__';
import type { __pascal__ } from '@/shared/schemas/__kebab__';
import { __camel__Queries, useDelete__pluralPascal__ } from './api/__kebab__-api';
import { __camel__Fields } from './__kebab__-fields';
import { __camel__List } from './__kebab__-list';

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const __pascal__Dialog = lazy(() =>
  import('./components/__kebab__-form').then((m) => ({ default: m.__pascal__Dialog })),
);

const col = columnsOf<__pascal__>();

export function __pluralPascal__Page() {
  const { t } = useTranslation();
  const list = useRouteListState(__camel__List);
  const canEdit = useAccess().canEdit('__moduleKey__');
  const records = useQuery(__camel__Queries.list(list.query));
  const [editing, setEditing] = useState<__pascal__ | 'new' | null>(null);
  const remove = useDelete__pluralPascal__().mutateAsync;

  const columns = useMemo(
    () => [
      ...__camel__Fields(t).map((field, i) =>
        col(field.id, t(`__camel__:fields.${field.id}`), field.meta ?? {}, (r) =>
          i > 0 ? (
            field.value(r)
          ) : (
            <RecordLink to="__detailPath__" params={{ id: String(r.__camel__Id) }} block strong>
              {field.value(r)}
            </RecordLink>
          ),
        ),
      ),
      col.actions(
        (r) =>
          canEdit && (
            <div className="flex justify-end gap-1">
              <Button
                variant="ghost"
                className="px-2 py-1"
                onClick={() => setEditing(r)}
                aria-label={t('__camel__:editNamed', { name: r.name })}
              >
                {t('actions.edit')}
              </Button>
              <ConfirmPopover
                question={t('__camel__:confirmDelete', { name: r.name })}
                confirmLabel={t('actions.delete')}
                onConfirm={() => remove([r.__camel__Id])}
              >
                <Button variant="ghost" className="px-2 py-1" aria-label={t('__camel__:deleteNamed', { name: r.name })}>
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
      rowId={(r) => String(r.__camel__Id)}
      texts="__camel__:"
      onAdd={() => setEditing('new')}
      exportPath={__camel__Endpoints.export.path}
      selection={
        canEdit
          ? {
              rowLabel: (r) => r.name,
              toolbar: (selected) => (
                <SelectionBar selection={selected} label={t('__camel__:bulkLabel')}>
                  <ConfirmPopover
                    question={t('__camel__:confirmDeleteSelected', { count: selected.count })}
                    confirmLabel={t('actions.delete')}
                    onConfirm={() => remove([...selected.selected].map(Number))}
                  >
                    <Button variant="secondary" className="px-2 py-1">
                      {t('__camel__:deleteSelected')}
                    </Button>
                  </ConfirmPopover>
                </SelectionBar>
              ),
            }
          : undefined
      }
      filters={
        <OptionFilter
          legend={t('__camel__:fields.status')}
          options={__constant___STATUSES.map((s) => ({ id: s, label: t(`__camel__:statuses.${s}`) }))}
          {...list.filter('statuses', [...__constant___DEFAULT_STATUSES])}
        />
      }
    >
      {editing !== null && (
        <Suspense fallback={null}>
          <__pascal__Dialog open record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
