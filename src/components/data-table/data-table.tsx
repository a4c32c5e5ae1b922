/**
 * A server-driven table on TanStack Table: sorting and paging happen on the server, the table shows
 * one page. Sort headers cycle ascending -> descending -> none (a new column starts ascending) and
 * announce their state (aria-sort); 8 skeleton rows while loading; an empty state slot.
 */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { SelectionApi } from '@/hooks/use-selection';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { fromOrderBys, nextSort, toOrderBys } from '@/lib/sorting';
import { Skeleton } from '@/components/ui/skeleton';

export type DataTableProps<T> = {
  data: T[] | undefined;
  columns: ColumnDef<T, unknown>[];
  /** Column ids the server can sort by. */
  sortable?: readonly string[];
  orderBys: string[] | undefined;
  onOrderBysChange: (orderBys: string[] | undefined) => void;
  getRowId: (row: T) => string;
  loading: boolean;
  /** Showing the previous rows while the next ones load (paging, sorting, filtering). */
  refreshing?: boolean | undefined;
  empty: ReactNode;
  caption: string;
  /** Multi-selection by row id: a checkbox per row and a select-all box in the header. */
  selection?: { api: SelectionApi; rowLabel: (row: T) => string; allLabel?: string | undefined } | undefined;
};

export const SKELETON_ROWS = 8;

export function DataTable<T>({
  data,
  columns,
  sortable = [],
  orderBys,
  onOrderBysChange,
  getRowId,
  loading,
  refreshing = false,
  empty,
  caption,
  selection,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const sort = fromOrderBys(orderBys ?? [])[0] ?? null;
  // TanStack Table's hook returns functions the React Compiler cannot memoise; this table does not need it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table
        className={cn('w-full text-left text-sm transition-opacity', refreshing && 'opacity-60')}
        aria-busy={loading || refreshing || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    aria-label={selection.allLabel ?? t('list.selectAll')}
                    checked={selection.api.allState === 'all'}
                    ref={(box) => {
                      if (box) box.indeterminate = selection.api.allState === 'some';
                    }}
                    disabled={!data?.length}
                    onChange={selection.api.toggleAll}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const id = header.column.id;
                const direction = sort?.column === id ? sort.direction : null;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2 font-medium"
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    {sortable.includes(id) ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600"
                        onClick={() => {
                          const next = nextSort(sort, id);
                          onOrderBysChange(next ? toOrderBys([next]) : undefined);
                        }}
                      >
                        {label}
                        <span aria-hidden className="w-3 text-xs">
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                        </span>
                        <span className="sr-only">{t('list.sortBy')}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && !data
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} data-testid="skeleton-row" className="border-t border-slate-100">
                  {selection && <td className="px-3 py-2.5" />}
                  {columns.map((_c, j) => (
                    <td key={j} className="px-3 py-2.5">
                      <Skeleton className="h-4 w-3/4" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={cn(
                    'border-t border-slate-100 hover:bg-slate-50',
                    selection?.api.selected.has(row.id) && 'bg-brand-50',
                  )}
                >
                  {selection && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        aria-label={t('list.selectRow', { name: selection.rowLabel(row.original) })}
                        checked={selection.api.selected.has(row.id)}
                        onChange={() => selection.api.toggle(row.id)}
                      />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {!loading && data && data.length === 0 && (
        <div className="border-t border-slate-100 p-8 text-center">{empty}</div>
      )}
    </div>
  );
}
