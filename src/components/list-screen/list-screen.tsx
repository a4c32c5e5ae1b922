/**
 * Every list screen's layout and behaviour, so a page holds only its columns, filters and actions:
 * the title with the CSV export and the add button (edit right only), the search box, the filters
 * (a button after the search box opens their panel with the saved filters; closed, the active ones
 * are chips), the selection bar or the page's own toolbar, the table with its
 * loading rows, its empty state (nothing yet, or nothing matches with a reset) and its failed state
 * (with Try again), the paging, and the A, R and S shortcuts. Dense and calm as docs/lists.md says:
 * rows and placeholders share one height, the rows stay (dimmed) while the next ones load.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Suspense, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnMenu } from '@/components/data-table/column-menu';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { SelectionBar } from '@/components/data-table/selection-bar';
import { FilterChips, FilterPanel, FilterToggle } from '@/components/filters/filter-panel';
import { SearchInput } from '@/components/filters/search-input';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useOpenSavedView } from '@/components/saved-filters/saved-filters-api';
import { Button } from '@/components/ui/button';
import { isUnreachable } from '@/lib/api-error';
import { useAccess } from '@/hooks/use-access';
import { useUiStore } from '@/stores/ui-store';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useSelection, type SelectionApi } from '@/hooks/use-selection';
import type { FilterSpec } from '@/lib/list-search';
import type { RouteListState } from './use-route-list-state';
import { PageHeading } from '@/components/layout/page-heading';
import { LIST_ADD_TEXTS, LIST_OPTIONAL_TEXTS, LIST_TEXTS } from './list-texts';

type Page<Row> = { items: Row[]; totalCount: number };
/** What the screen reads of a list call. */
type Rows<Row> = Pick<UseQueryResult<Page<Row>>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData'> & {
  /** Why it failed: no answer from the server is said as such. */
  error?: unknown;
  refetch: () => Promise<unknown>;
};

export type ListScreenProps<Row, S extends FilterSpec, X extends object, Q> = {
  list: RouteListState<S, X, Q>;
  /** The screen's title, also the table's caption (default: its module's name, as the navigation says it). */
  title?: string | undefined;
  /** The list call (its query from `list.query`). */
  rows: Rows<Row>;
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  /**
   * The screen's texts by their prefix (`texts="access:roles."`): `empty` and `noMatch` (what the
   * empty table says: nothing yet, or nothing matches), with an add action `add` (its button) and
   * `noEditRight` (why it is disabled), and where they exist `searchPlaceholder` and `loadFailed`
   * (list-texts.ts). The locale check reads the prefix.
   */
  texts: string;
  /** Instead of `<texts>empty` (a text that depends on the view). */
  emptyText?: string | undefined;
  /** The add action: a button in the header and the empty state, for users with the module's edit right (A). */
  onAdd?: (() => void) | undefined;
  /** The add action as a dialog (loaded lazily by the page), open until it calls `close`. */
  addDialog?: ((close: () => void) => ReactNode) | undefined;
  /** The CSV export of the view (every row the filters, search and sort name). */
  exportPath?: string | undefined;
  /** The filters (FilterPanel); saved filters are offered under the module's key unless `savedFilters` is false. */
  filters?: ReactNode;
  savedFilters?: boolean;
  /** More in the header (a link to a related list). */
  actions?: ReactNode;
  /** Between the title and the list (the month run's panel). */
  intro?: ReactNode;
  /** Beside the search box (a switch between two views of the list). */
  besideSearch?: ReactNode;
  /** Between the search box and the table (figures of the filtered view, a progress panel). */
  above?: ReactNode;
  /**
   * A checkbox per row: the bar says how many are selected, or the page puts its bulk actions there
   * (`toolbar`, given the selection). A page whose row actions change the selection too (clear it
   * after acting on a row) keeps it itself: `api`, its `useSelection` over the same rows' ids.
   */
  selection?:
    | { rowLabel: (row: Row) => string; toolbar?: (selection: SelectionApi) => ReactNode; api?: SelectionApi }
    | undefined;
  /**
   * The list shown another way than the table (the invoices per customer): its own call, which the
   * paging, the refresh and the failed state then follow, and how it shows its rows (given the empty state).
   */
  view?: { rows: Rows<unknown>; render: (empty: ReactNode) => ReactNode } | undefined;
  /** Dialogs and other parts outside the layout. */
  children?: ReactNode;
};

type Add = { label: string; onAdd: () => void; noRightText: string };

/** The part of a list beside its filters (a detail page's list of lines uses it alone), its texts given. */
export type ListBodyProps<Row, S extends FilterSpec, X extends object, Q> = Omit<
  ListScreenProps<Row, S, X, Q>,
  'filters' | 'savedFilters' | 'actions' | 'intro' | 'exportPath' | 'children' | 'texts' | 'onAdd' | 'addDialog'
> & {
  title: string;
  emptyText: string;
  noMatchText: string;
  add?: Add | undefined;
  /** The search box's hint, when the list searches in something particular. */
  searchPlaceholder?: string | undefined;
  /** What the failed state says (default: the list could not be loaded). */
  failedText?: string | undefined;
};

export function ListScreen<Row, S extends FilterSpec, X extends object, Q>(props: ListScreenProps<Row, S, X, Q>) {
  const { list, filters, texts } = props;
  const { t, i18n } = useTranslation();
  const title = props.title ?? t(`modules.${list.spec.module}`);
  const titleId = useId();
  const canEdit = useAccess().canEdit(list.spec.module);
  const [adding, setAdding] = useState(false);
  const [empty, noMatch] = LIST_TEXTS;
  const [addText, noRightText] = LIST_ADD_TEXTS;
  const [searchPlaceholder, loadFailed] = LIST_OPTIONAL_TEXTS.map((text) =>
    i18n.exists(texts + text) ? t(texts + text) : undefined,
  );
  const onAdd = props.onAdd ?? (props.addDialog && (() => setAdding(true)));
  const add = onAdd && { label: t(texts + addText), onAdd, noRightText: t(texts + noRightText) };
  const total = (props.view?.rows ?? props.rows).data?.totalCount;
  const { applySaved, update } = list;
  const dropView = useCallback(() => update((s) => ({ ...s, savedView: undefined })), [update]);
  useOpenSavedView(props.savedFilters !== false ? list.search.savedView : undefined, applySaved, dropView);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading id={titleId} title={title} />
        <div className="flex items-center gap-2">
          {props.actions}
          {props.exportPath && (
            <ExportButton
              path={props.exportPath}
              params={{ ...(list.query as object), pageIndex: undefined, pageSize: undefined }}
              disabled={!total}
            />
          )}
          {add && canEdit && <Button onClick={add.onAdd}>{add.label}</Button>}
        </div>
      </div>
      {props.intro}
      <div className="flex min-w-0 flex-col gap-3">
        <ListBody
          {...props}
          title={title}
          searchPlaceholder={searchPlaceholder}
          failedText={loadFailed}
          emptyText={props.emptyText ?? t(texts + empty)}
          noMatchText={t(texts + noMatch)}
          add={add}
          filterBar={
            filters !== undefined || props.savedFilters !== false
              ? {
                  toggle: <FilterToggle activeCount={list.activeFilters} />,
                  chips: (
                    <FilterChips activeCount={list.activeFilters} onReset={list.reset}>
                      {filters}
                    </FilterChips>
                  ),
                  panel: (
                    <FilterPanel
                      activeCount={list.activeFilters}
                      onReset={list.reset}
                      extra={
                        props.savedFilters !== false && (
                          <SavedFilters
                            screen={list.spec.module}
                            moduleKey={list.spec.module}
                            currentValues={list.savedValues}
                            onApply={list.applySaved}
                          />
                        )
                      }
                    >
                      {filters}
                    </FilterPanel>
                  ),
                }
              : undefined
          }
        />
      </div>
      {props.children}
      {adding && props.addDialog && <Suspense fallback={null}>{props.addDialog(() => setAdding(false))}</Suspense>}
    </section>
  );
}

/**
 * The search box, what the page puts above the rows, the selection bar or the page's toolbar, the
 * rows (loading, empty, failed) and the paging, with the A, R and S shortcuts.
 */
export function ListBody<Row, S extends FilterSpec, X extends object, Q>(
  props: ListBodyProps<Row, S, X, Q> & {
    /** The list screen's filters: their button after the search box, their chips above the rows, their panel beside them. */
    filterBar?: { toggle: ReactNode; chips: ReactNode; panel: ReactNode } | undefined;
  },
) {
  const { list, title, rows, columns, rowId, add, selection, view } = props;
  const { t } = useTranslation();
  const canEdit = useAccess().canEdit(list.spec.module);
  const items = rows.data?.items;
  const ids = useMemo(() => (items ?? []).map(rowId), [items, rowId]);
  const own = useSelection(ids);
  const selected = selection?.api ?? own;
  const searchRef = useRef<HTMLInputElement>(null);
  const shown: Rows<unknown> = view?.rows ?? rows;
  // The user's column choice is kept per list, under its route id.
  const table = list.spec.route;
  const choice = useUiStore((s) => s.columns[table]);
  const rowsRef = useRef<HTMLDivElement>(null);
  useListShortcuts({
    onAdd: add && canEdit ? add.onAdd : undefined,
    onRefresh: () => void shown.refetch(),
    searchRef,
    rowsRef,
    onToggleRow: selection ? selected.toggle : undefined,
  });

  const filtered = list.activeFilters > 0 || Boolean(list.searchText.trim());
  const empty = (
    <ListEmpty
      filtered={filtered}
      onReset={list.reset}
      emptyText={props.emptyText}
      noMatchText={props.noMatchText}
      add={add}
      canAdd={canEdit}
    />
  );
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {props.besideSearch}
        <div className="min-w-0 flex-1">
          <SearchInput
            ref={searchRef}
            value={list.searchText}
            onChange={list.setSearchText}
            placeholder={props.searchPlaceholder}
          />
        </div>
        {props.filterBar?.toggle}
        {!view && <ColumnMenu table={table} columns={columns} />}
      </div>
      {props.filterBar?.chips}
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        {props.filterBar?.panel}
        <div ref={rowsRef} className="flex min-w-0 flex-1 flex-col gap-3">
          {props.above}
          {selection?.toolbar ? selection.toolbar(selected) : selection && <SelectionBar selection={selected} />}
          {shown.isError && !shown.data ? (
            <div className="rounded-lg border border-slate-200 bg-white p-8 text-center" role="alert">
              <p>
                {/* No answer from the server says so: a connection to check, not a broken list. */}
                {isUnreachable(shown.error) ? t('errors.network') : (props.failedText ?? t('list.loadFailed'))}
              </p>
              <Button variant="secondary" className="mt-3" onClick={() => void shown.refetch()}>
                {t('actions.retry')}
              </Button>
            </div>
          ) : view ? (
            view.render(empty)
          ) : (
            <DataTable
              caption={title}
              data={items}
              columns={columns}
              sortable={list.spec.sortColumns}
              orderBys={(list.query as { orderBys?: string[] }).orderBys}
              defaultOrderBy={list.spec.defaultSort}
              onOrderBysChange={list.setSort}
              getRowId={rowId}
              loading={rows.isPending}
              refreshing={rows.isPlaceholderData}
              placeholderRows={list.pageSize}
              selection={selection && { api: selected, rowLabel: selection.rowLabel }}
              empty={empty}
              choice={choice}
            />
          )}
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={shown.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
    </>
  );
}
