/**
 * The mails list (the outbox): every mail the back office sent or is sending, newest first, with the
 * e-mail indicator of its status; search in recipients and subject, filters by status and kind,
 * saved filters, server-side sorting and paging, all in the URL. Live: a mail's status changes as it
 * is delivered (hub events of the mails domain).
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { OptionFilter } from '@/components/filters/option-filter';
import { SearchInput } from '@/components/filters/search-input';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import type { ListSearchOf } from '@/lib/list-search';
import { formatTimestamp } from '@/shared/dates';
import type { Mail } from '@/shared/schemas/mail';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { mailQueries } from './api/mail-api';
import { MailStatusLabel } from './components/mail-status';
import { MAIL_FILTERS } from './mail-list';
import { MAIL_SORT_COLUMNS } from '@/shared/constants/mail';
import { MAIL_KINDS, MAIL_STATUSES } from '@/shared/constants/mail';

const route = getRouteApi('/_app/mails/');
type MailSearch = ListSearchOf<typeof MAIL_FILTERS>;

export function MailsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback<SearchUpdater<MailSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, MAIL_FILTERS, MAIL_SORT_COLUMNS);
  const mails = useQuery(mailQueries.list(list.query));
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({ onRefresh: () => void mails.refetch(), searchRef });

  const columns = useMemo<ColumnDef<Mail, unknown>[]>(
    () => [
      {
        id: 'status',
        header: t('mail:fields.status'),
        cell: ({ row }) => <MailStatusLabel status={row.original.status} />,
      },
      {
        id: 'recipients',
        header: t('mail:fields.recipients'),
        cell: ({ row }) => <TruncatedText text={row.original.recipients.join(', ')} className="max-w-64" />,
      },
      {
        id: 'subject',
        header: t('mail:fields.subject'),
        meta: { grow: true },
        cell: ({ row }) => (
          <Link
            to="/mails/$mailId"
            params={{ mailId: String(row.original.mailId) }}
            className="block min-w-0 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <TruncatedText text={row.original.subject} />
          </Link>
        ),
      },
      {
        id: 'company',
        header: t('mail:fields.company'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) =>
          row.original.companyId ? (
            <Link
              to="/company/$subroute"
              params={{ subroute: String(row.original.companyId) }}
              className="block min-w-0 text-brand-700 underline-offset-2 hover:underline"
            >
              <TruncatedText text={row.original.companyName ?? String(row.original.companyId)} className="max-w-48" />
            </Link>
          ) : (
            '–'
          ),
      },
      {
        id: 'kind',
        header: t('mail:fields.kind'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => t(`mail:kinds.${row.original.kind}`),
      },
      {
        id: 'createdAt',
        header: t('mail:fields.createdAt'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => formatTimestamp(row.original.createdAt),
      },
      {
        id: 'sentAt',
        header: t('mail:fields.sentAt'),
        cell: ({ row }) => formatTimestamp(row.original.sentAt),
      },
    ],
    [t],
  );

  const filtered = list.activeFilters > 0 || Boolean(list.query.searchText);
  return (
    <section aria-labelledby="mails-title" className="flex flex-col gap-4">
      <h1 id="mails-title" className="text-2xl font-semibold">
        {t('modules.mails')}
      </h1>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <OptionFilter
            legend={t('mail:fields.status')}
            options={MAIL_STATUSES.map((s) => ({ id: s, label: t(`mail:statuses.${s}`) }))}
            value={search.statuses}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('mail:fields.kind')}
            options={MAIL_KINDS.map((k) => ({ id: k, label: t(`mail:kinds.${k}`) }))}
            value={search.kinds}
            onChange={(v) => list.setFilters({ kinds: v })}
          />
          <SavedFilters screen="mails" moduleKey="mails" currentValues={list.savedValues} onApply={list.applySaved} />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
          <DataTable
            caption={t('modules.mails')}
            data={mails.data?.items}
            columns={columns}
            sortable={MAIL_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(m) => String(m.mailId)}
            loading={mails.isPending}
            refreshing={mails.isPlaceholderData}
            placeholderRows={list.pageSize}
            empty={
              <ListEmpty
                filtered={filtered}
                onReset={list.reset}
                emptyText={t('mail:empty')}
                noMatchText={t('mail:noMatch')}
              />
            }
          />
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={mails.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
    </section>
  );
}
