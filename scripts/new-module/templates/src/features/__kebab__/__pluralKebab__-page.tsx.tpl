/**
 * __Records__: search (the name), the status filter (the default statuses when none is chosen)
 * with saved filters, sort and paging, all in the URL, and the CSV export of the view; a name opens
 * the record's page. With the edit right: add and edit in a dialog, delete one or the selected ones
 * after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

export function __pluralPascal__Page() {
  const { t } = useTranslation();
  const list = useRouteListState(__camel__List);
  const canEdit = useAccess().canEdit('__moduleKey__');
  const records = useQuery(__camel__Queries.list(list.query));
  const [editing, setEditing] = useState<__pascal__ | 'new' | null>(null);
  const remove = useDelete__pluralPascal__().mutateAsync;

  const columns = useMemo<ColumnDef<__pascal__, unknown>[]>(
    () => [
      ...__camel__Fields(t).map((field, i): ColumnDef<__pascal__, unknown> => ({
        id: field.id,
        header: t(`__camel__:fields.${field.id}`),
        meta: field.meta,
        cell: ({ row }) =>
          i > 0 ? (
            field.value(row.original)
          ) : (
            <Link
              to="__detailPath__"
              params={{ id: String(row.original.__camel__Id) }}
              className="block min-w-0 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {field.value(row.original)}
            </Link>
          ),
      })),
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('list.actions')}</span>,
        cell: ({ row }) =>
          canEdit && (
            <div className="flex justify-end gap-1">
              <Button
                variant="ghost"
                className="px-2 py-1"
                onClick={() => setEditing(row.original)}
                aria-label={t('__camel__:editNamed', { name: row.original.name })}
              >
                {t('actions.edit')}
              </Button>
              <ConfirmPopover
                question={t('__camel__:confirmDelete', { name: row.original.name })}
                confirmLabel={t('actions.delete')}
                onConfirm={() => remove([row.original.__camel__Id])}
              >
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={t('__camel__:deleteNamed', { name: row.original.name })}
                >
                  {t('actions.delete')}
                </Button>
              </ConfirmPopover>
            </div>
          ),
      },
    ],
    [t, canEdit, remove],
  );

  return (
    <ListScreen
      list={list}
      title={t('modules.__moduleKey__')}
      rows={records}
      columns={columns}
      rowId={(r) => String(r.__camel__Id)}
      emptyText={t('__camel__:empty')}
      noMatchText={t('__camel__:noMatch')}
      add={{ label: t('__camel__:add'), onAdd: () => setEditing('new'), noRightText: t('__camel__:noEditRight') }}
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
          value={list.search.statuses ?? [...__constant___DEFAULT_STATUSES]}
          onChange={(statuses) => list.setFilters({ statuses })}
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
