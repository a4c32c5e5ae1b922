/**
 * A server-driven table on TanStack Table: sorting and paging happen on the server, the table shows
 * one page. Sort headers cycle ascending -> descending -> none (a new column starts ascending) and
 * announce their state (aria-sort), the server's default order included; placeholder rows while loading; an empty state slot.
 *
 * Dense, for people who read lists all day: one line per row, every row (placeholders included) the
 * same height, so nothing moves when the rows arrive. A table never collapses: every cell is at least
 * as wide as its column's kind allows (`column-kinds.ts`, `data-column-kind` and `min-width` on each
 * cell), a header is never narrower than its text, and what does not fit scrolls sideways inside the
 * table's own box, with the first column (and the selection box) kept at the left and the row's
 * actions at the right. The column marked `grow` (a name) takes the width left and truncates (the full
 * text on hover and focus, see TruncatedText); columns marked `hideBelow` give way first when the
 * table itself is narrow (a container query, so an open filter panel counts), unless the user chose
 * to show them; a column the user hid is not rendered (`choice`, the column menu).
 */
import {
  flexRender,
  getCoreRowModel,
  type CellContext,
  useReactTable,
  type ColumnDef,
  type ColumnMeta,
  type RowData,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { SelectionApi } from '@/hooks/use-selection';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { fromOrderBys, nextSort, toOrderBys } from '@/lib/sorting';
import { Skeleton } from '@/components/ui/skeleton';
import { isChosen, isHidden, isNumeric, kindOf, minWidthOf, type ColumnChoice, type ColumnKind } from './column-kinds';

export type DataTableProps<T> = {
  data: T[] | undefined;
  columns: ColumnDef<T, unknown>[];
  /** Column ids the server can sort by (none: a table in a fixed order, which needs no order either). */
  sortable?: readonly string[];
  orderBys?: string[] | undefined;
  /** The server's order when `orderBys` is empty (`documentDate_desc`): shown on its column. */
  defaultOrderBy?: string | undefined;
  onOrderBysChange?: ((orderBys: string[] | undefined) => void) | undefined;
  getRowId: (row: T) => string;
  loading: boolean;
  /** Showing the previous rows while the next ones load (paging, sorting, filtering). */
  refreshing?: boolean | undefined;
  empty: ReactNode;
  caption: string;
  /** Multi-selection by row id: a checkbox per row and a select-all box in the header. */
  selection?: { api: SelectionApi; rowLabel: (row: T) => string; allLabel?: string | undefined } | undefined;
  /** Placeholder rows while loading: the page size, so the rows that arrive take their place exactly. */
  placeholderRows?: number | undefined;
  /** The columns the user showed or hid (the ui-store's, per table); none: as declared. */
  choice?: ColumnChoice | undefined;
  /** A row's own attributes (a focusable row and its keys, a data attribute); its class adds to the row's. */
  rowProps?:
    ((row: T) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined }) | undefined;
};

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** What the column holds: its minimum width and alignment (`column-kinds.ts`); `name` when it grows, else `text`. */
    kind?: ColumnKind;
    /** The column that takes the width left; its text truncates (wrap it in TruncatedText). */
    grow?: boolean;
    /** Hidden while the table is narrower than this container size (secondary columns give way first). */
    hideBelow?: keyof typeof HIDE_BELOW;
    /** The cell's content may take several lines (an explanation); every other cell is one line. */
    wrap?: boolean;
  }
}

/** Container-query classes (literal, for Tailwind): shown from this table width up. */
const HIDE_BELOW = {
  '2xl': 'hidden @2xl:table-cell',
  '3xl': 'hidden @3xl:table-cell',
  '4xl': 'hidden @4xl:table-cell',
  '5xl': 'hidden @5xl:table-cell',
  '6xl': 'hidden @6xl:table-cell',
} as const;

/** Placeholder rows when the caller does not say how many rows a page holds. */
export const SKELETON_ROWS = 8;
/** Header, rows and placeholders share this height: nothing moves when rows replace placeholders. */
const ROW = 'h-9';

type Meta = ColumnMeta<unknown, unknown> | undefined;
/** Where a cell stays while the table scrolls sideways: the first column (after the selection box), the actions. */
type Stick = 'first' | 'firstAfterBox' | 'end' | undefined;
/**
 * A pinned column shows its edge (a shadow over what scrolls under it) only while something is
 * under it: the first column once the table is scrolled from its start, the actions while there is
 * more to the right (the scroller's `data-scrolled`, kept by `padForPinned`).
 */
const EDGE_START = 'group-data-[scrolled~=start]/scroll:shadow-[6px_0_6px_-4px_rgb(15_23_42_/_0.25)]';
const EDGE_END = 'group-data-[scrolled~=end]/scroll:shadow-[-6px_0_6px_-4px_rgb(15_23_42_/_0.25)]';
const STICK: Record<NonNullable<Stick>, string> = {
  first: `sticky left-0 z-10 bg-inherit ${EDGE_START}`,
  firstAfterBox: `sticky left-10 z-10 bg-inherit ${EDGE_START}`,
  end: `sticky right-0 z-10 bg-inherit ${EDGE_END}`,
};

/** A cell's class, style and kind: its minimum width, alignment, how it gives way and where it stays. */
function cellProps(meta: Meta, header: boolean, chosen: boolean, stick: Stick) {
  const kind = kindOf(meta);
  return {
    'data-column-kind': kind,
    style: { minWidth: minWidthOf(kind) },
    className: cn(
      'px-3',
      header && 'font-medium',
      meta?.wrap ? 'py-1.5' : 'whitespace-nowrap',
      isNumeric(kind) && 'text-right tabular-nums',
      // The growing column takes the width left; its cells cut their text, its header never does.
      meta?.grow && (header ? 'w-full' : 'w-full max-w-0'),
      meta?.hideBelow && !chosen && HIDE_BELOW[meta.hideBelow],
      stick && STICK[stick],
    ),
  };
}

/** The selection box's cell: as wide as `left-10` says, so the first column sticks right after it. */
/**
 * Whether content is under the pinned columns: `data-scrolled` holds `start` when the table is
 * scrolled from its start, `end` while there is more to its right (none when all fits).
 */
function markScrolled(scroller: HTMLElement) {
  const { scrollLeft, scrollWidth, clientWidth } = scroller;
  const under = [scrollLeft > 0 && 'start', scrollLeft + clientWidth < scrollWidth - 1 && 'end'].filter(Boolean);
  if (under.length) scroller.dataset.scrolled = under.join(' ');
  else delete scroller.dataset.scrolled;
}

/**
 * What scrolls into view sideways (a focused link, a cell found) stops clear of the pinned columns:
 * the scroller's padding for scrolling is their width, measured whenever the table's size changes;
 * and the pinned columns' edges follow the scrolling (markScrolled).
 */
function padForPinned(scroller: HTMLDivElement | null) {
  if (!scroller) return;
  const onScroll = () => markScrolled(scroller);
  scroller.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  if (typeof ResizeObserver === 'undefined') return () => scroller.removeEventListener('scroll', onScroll);
  const pad = () => {
    markScrolled(scroller);
    const cells = [...(scroller.querySelector('thead tr')?.children ?? [])] as HTMLElement[];
    const width = (side: 'left' | 'right') =>
      cells
        .filter((c) => c.classList.contains('sticky') && c.classList.contains('right-0') === (side === 'right'))
        .reduce((sum, c) => sum + c.offsetWidth, 0);
    scroller.style.scrollPaddingLeft = `${width('left')}px`;
    scroller.style.scrollPaddingRight = `${width('right')}px`;
  };
  const observer = new ResizeObserver(pad);
  observer.observe(scroller);
  if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
  return () => {
    observer.disconnect();
    scroller.removeEventListener('scroll', onScroll);
  };
}

const BOX = 'w-10 min-w-10 max-w-10 px-3 sticky left-0 z-10 bg-inherit';

/**
 * A body cell's content, its definition called as a function. `flexRender` would mount a function as
 * a component, so columns declared again (a `useMemo` whose dependencies changed: a mutation's state)
 * would unmount every cell and mount it anew: a button pressed at that moment loses its click. Called,
 * the cell's elements are reconciled like any others. A cell definition never holds hooks (the hooks
 * lint refuses them in such a callback); a component is written inside it as an element.
 */
function cellContent<T>(context: CellContext<T, unknown>): ReactNode {
  const content = context.column.columnDef.cell;
  return typeof content === 'function' ? content(context) : content;
}

export function DataTable<T>({
  data,
  columns,
  sortable = [],
  orderBys,
  defaultOrderBy,
  onOrderBysChange,
  getRowId,
  loading,
  refreshing = false,
  empty,
  caption,
  selection,
  placeholderRows = SKELETON_ROWS,
  choice,
  rowProps,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const chosen = fromOrderBys(orderBys ?? [])[0] ?? null;
  // Without a chosen order the server's own shows; a click on its column starts ascending as on any other.
  const sort = chosen ?? fromOrderBys(defaultOrderBy ? [defaultOrderBy] : [])[0] ?? null;
  const shown = columns.filter((c) => !isHidden(choice, c.id ?? ''));
  const stickOf = (id: string, index: number): Stick =>
    id === 'actions' ? 'end' : index === 0 ? (selection ? 'firstAfterBox' : 'first') : undefined;
  const cell = (column: { id?: string | undefined; meta?: Meta }, index: number, header: boolean) =>
    cellProps(column.meta, header, isChosen(choice, column.id ?? ''), stickOf(column.id ?? '', index));
  // TanStack Table's hook returns functions the React Compiler cannot memoise; this table does not need it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data ?? [],
    columns: shown,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });

  return (
    <div
      ref={padForPinned}
      className="group/scroll @container overflow-x-auto rounded-lg border border-slate-200 bg-white"
      data-table-scroll
    >
      <table
        className={cn('w-full text-left text-sm transition-opacity', refreshing && 'opacity-60')}
        aria-busy={loading || refreshing || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className={cn(ROW, 'bg-slate-50')}>
              {selection && (
                <th scope="col" className={BOX}>
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
              {group.headers.map((header, index) => {
                const id = header.column.id;
                const direction = sort?.column === id ? sort.direction : null;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    {...cell(header.column.columnDef, index, true)}
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    {sortable.includes(id) ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600"
                        onClick={() => {
                          const next = nextSort(chosen, id);
                          onOrderBysChange?.(next ? toOrderBys([next]) : undefined);
                        }}
                      >
                        {label}
                        <span aria-hidden className="inline-flex w-3.5">
                          {direction === 'asc' ? (
                            <ArrowUp className="size-3.5" />
                          ) : direction === 'desc' ? (
                            <ArrowDown className="size-3.5" />
                          ) : null}
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
            ? Array.from({ length: placeholderRows }, (_, i) => (
                <tr key={i} data-testid="skeleton-row" className={cn(ROW, 'border-t border-slate-100 bg-white')}>
                  {selection && <td className={BOX} />}
                  {shown.map((c, j) => (
                    <td key={j} {...cell(c, j, false)}>
                      <Skeleton className="h-4 w-3/4" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => {
                const own = rowProps?.(row.original);
                return (
                  <tr
                    key={row.id}
                    // Reached by J and K on a list screen (useListShortcuts), not by Tab.
                    data-row-id={row.id}
                    tabIndex={-1}
                    {...own}
                    className={cn(
                      ROW,
                      'border-t border-slate-100 hover:bg-slate-50',
                      'focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                      selection?.api.selected.has(row.id) ? 'bg-brand-50' : 'bg-white',
                      own?.className,
                    )}
                  >
                    {selection && (
                      <td className={BOX}>
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-600"
                          aria-label={t('list.selectRow', { name: selection.rowLabel(row.original) })}
                          checked={selection.api.selected.has(row.id)}
                          onChange={() => selection.api.toggle(row.id)}
                        />
                      </td>
                    )}
                    {row.getVisibleCells().map((c, index) => (
                      <td key={c.id} {...cell(c.column.columnDef, index, false)}>
                        {cellContent(c.getContext())}
                      </td>
                    ))}
                  </tr>
                );
              })}
        </tbody>
      </table>
      {!loading && data && data.length === 0 && (
        <div className="border-t border-slate-100 p-8 text-center">{empty}</div>
      )}
    </div>
  );
}
