/**
 * Contacts on their own, under /company/contacts: every company's contacts found by name or e-mail,
 * with their company (a link to its contacts tab), sorted and paged in the URL. Editing stays on the
 * company, where a contact belongs.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { SearchInput } from '@/components/filters/search-input';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import type { ListSearch } from '@/lib/list-search';
import { formatDate } from '@/shared/dates';
import type { Contact } from '@/shared/schemas/contact';
import { contactQueries } from './api/contact-api';
import { useContactTypeNames } from './components/contact-type-names';
import { CONTACT_SORT_COLUMNS } from '@/shared/constants/contact';

const route = getRouteApi('/_app/company/contacts');
const NO_FILTERS = {};

export function ContactsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback<SearchUpdater<ListSearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, NO_FILTERS, CONTACT_SORT_COLUMNS);
  const contacts = useQuery(contactQueries.list(list.query));
  const typeNames = useContactTypeNames();
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts({ onRefresh: () => void contacts.refetch(), searchRef });

  const columns = useMemo<ColumnDef<Contact, unknown>[]>(
    () => [
      {
        id: 'lastName',
        header: t('company:contacts.name'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={`${row.original.lastName} ${row.original.firstName}`} />,
      },
      {
        id: 'company',
        header: t('company:contacts.company'),
        cell: ({ row }) => (
          <Link
            to="/company/$subroute"
            params={{ subroute: String(row.original.companyId) }}
            search={{ tab: 'contacts' }}
            className="block min-w-0 text-brand-700 underline-offset-2 hover:underline"
          >
            <TruncatedText text={row.original.companyName} className="max-w-56" />
          </Link>
        ),
      },
      {
        id: 'email',
        header: t('company:fields.email'),
        cell: ({ row }) => <TruncatedText text={row.original.email ?? '–'} className="max-w-64" />,
      },
      {
        id: 'phone',
        header: t('company:fields.phone'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => row.original.phone ?? '–',
      },
      {
        id: 'types',
        header: t('company:contacts.types'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => typeNames(row.original.contactTypeIds),
      },
      {
        id: 'invitedAt',
        header: t('company:contacts.invitedAt'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => (row.original.invitedAt ? formatDate(row.original.invitedAt) : '–'),
      },
    ],
    [t, typeNames],
  );

  return (
    <section aria-labelledby="contacts-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="contacts-title" className="text-2xl font-semibold">
          {t('company:contacts.title')}
        </h1>
        <Link to="/company" className="text-sm text-brand-700 underline underline-offset-2">
          {t('company:backToList')}
        </Link>
      </div>
      <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
      <DataTable
        caption={t('company:contacts.title')}
        data={contacts.data?.items}
        columns={columns}
        sortable={['lastName', 'email']}
        orderBys={list.query.orderBys}
        onOrderBysChange={list.setSort}
        getRowId={(c) => String(c.contactId)}
        loading={contacts.isPending}
        refreshing={contacts.isPlaceholderData}
        placeholderRows={list.pageSize}
        empty={
          <ListEmpty
            filtered={Boolean(list.query.searchText)}
            onReset={list.reset}
            emptyText={t('company:contacts.noneAtAll')}
            noMatchText={t('company:contacts.noMatch')}
          />
        }
      />
      <Pagination
        pageIndex={list.pageIndex}
        pageSize={list.pageSize}
        totalCount={contacts.data?.totalCount}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </section>
  );
}
