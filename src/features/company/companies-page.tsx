/**
 * The companies list: search (name, VAT or enterprise number however typed, city), the filter
 * sidebar (status, active by default as the spec says; party type, reseller, validated, country,
 * language) with saved filters, server-side sorting and paging, all in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate as useAppNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { ListEmpty } from '@/components/data-table/list-empty';
import { Pagination } from '@/components/data-table/pagination';
import { FilterSidebar } from '@/components/filters/filter-sidebar';
import { OptionFilter } from '@/components/filters/option-filter';
import { SearchInput } from '@/components/filters/search-input';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useListShortcuts } from '@/hooks/use-list-shortcuts';
import { useListState, type SearchUpdater } from '@/hooks/use-list-state';
import type { ListSearchOf } from '@/lib/list-search';
import { formatDate } from '@/shared/dates';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import type { CompanyListItem } from '@/shared/schemas/company';
import { companyEndpoints } from '@/shared/endpoints/company';
import { SavedFilters } from '@/components/saved-filters/saved-filters';
import { useAccess } from '@/hooks/use-access';
import { companyQueries } from './api/company-api';
import { CompanyStatusBadge } from './components/company-status-badge';
import { COMPANY_FILTERS, VALIDATED_CODES } from './company-list';
import { COMPANY_SORT_COLUMNS } from '@/shared/constants/company';
import { COMPANY_STATUSES, CUSTOMER_LANGUAGES, PARTY_TYPES } from '@/shared/constants/company';

const route = getRouteApi('/_app/company/');
type CompanySearch = ListSearchOf<typeof COMPANY_FILTERS>;

/** What the status filter shows when the URL names none: the server's default, active only. */
const DEFAULT_STATUSES: CompanySearch['statuses'] = ['active'];

export function CompaniesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useAppNavigate();
  const canEdit = useAccess().canEdit('company');
  const update = useCallback<SearchUpdater<CompanySearch>>(
    (change) => void navigate({ search: (s) => change(s) }),
    [navigate],
  );
  const list = useListState(search, update, COMPANY_FILTERS, COMPANY_SORT_COLUMNS);
  const companies = useQuery(companyQueries.list(list.query));
  const parents = useQuery(companyQueries.parents());
  const countries = useQuery(companyQueries.countries());
  const items = companies.data?.items;
  const searchRef = useRef<HTMLInputElement>(null);
  const openAdd = () => void goTo({ to: '/company/add' });
  useListShortcuts({ onAdd: canEdit ? openAdd : undefined, onRefresh: () => void companies.refetch(), searchRef });

  const columns = useMemo<ColumnDef<CompanyListItem, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('company:fields.name'),
        meta: { grow: true },
        cell: ({ row }) => (
          <Link
            to="/company/$subroute"
            params={{ subroute: String(row.original.companyId) }}
            className="block min-w-0 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <TruncatedText text={row.original.name} />
          </Link>
        ),
      },
      {
        id: 'vatNumber',
        header: t('company:fields.vatNumber'),
        cell: ({ row }) => (row.original.vatNumber ? formatEnterpriseNumber(row.original.vatNumber) : '–'),
      },
      {
        id: 'partyType',
        header: t('company:fields.partyType'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => t(`company:partyTypes.${row.original.partyType}`),
      },
      {
        id: 'parent',
        header: t('company:fields.parent'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => <TruncatedText text={row.original.parentCompanyName ?? '–'} className="max-w-40" />,
      },
      {
        id: 'city',
        header: t('company:fields.city'),
        cell: ({ row }) =>
          row.original.cityName ? `${row.original.cityName} (${row.original.countryCode ?? '?'})` : '–',
      },
      {
        id: 'status',
        header: t('company:fields.status'),
        cell: ({ row }) => <CompanyStatusBadge status={row.original.status} validated={row.original.validated} />,
      },
      {
        id: 'updatedAt',
        header: t('company:fields.updatedAt'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => formatDate(row.original.updatedAt),
      },
    ],
    [t],
  );

  const filtered = list.activeFilters > 0 || Boolean(list.query.searchText);
  return (
    <section aria-labelledby="companies-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="companies-title" className="text-2xl font-semibold">
          {t('modules.company')}
        </h1>
        <div className="flex items-center gap-2">
          <Link to="/company/contacts" className="px-2 text-sm font-medium text-brand-700 underline underline-offset-2">
            {t('company:contacts.findContacts')}
          </Link>
          <ExportButton
            path={companyEndpoints.export.path}
            params={{ ...list.query, pageIndex: undefined, pageSize: undefined }}
            disabled={!companies.data?.totalCount}
          />
          {canEdit && <Button onClick={openAdd}>{t('company:add')}</Button>}
        </div>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <FilterSidebar activeCount={list.activeFilters} onReset={list.reset}>
          <OptionFilter
            legend={t('company:fields.status')}
            options={COMPANY_STATUSES.map((s) => ({ id: s, label: t(`company:statuses.${s}`) }))}
            value={search.statuses ?? DEFAULT_STATUSES}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
          <OptionFilter
            legend={t('company:fields.partyType')}
            options={PARTY_TYPES.map((p) => ({ id: p, label: t(`company:partyTypes.${p}`) }))}
            value={search.partyTypes}
            onChange={(v) => list.setFilters({ partyTypes: v })}
          />
          <OptionFilter
            legend={t('company:fields.parent')}
            options={parents.data?.map((p) => ({ id: p.companyId, label: p.name }))}
            value={search.resellerIds}
            onChange={(v) => list.setFilters({ resellerIds: v })}
          />
          <OptionFilter
            legend={t('company:fields.validated')}
            options={VALIDATED_CODES.map((v) => ({ id: v, label: t(`company:validatedValues.${v}`) }))}
            value={search.validated}
            onChange={(v) => list.setFilters({ validated: v })}
          />
          <OptionFilter
            legend={t('company:fields.country')}
            options={countries.data?.map((c) => ({ id: c.countryId, label: c.name }))}
            value={search.countryIds}
            onChange={(v) => list.setFilters({ countryIds: v })}
          />
          <OptionFilter
            legend={t('company:fields.language')}
            options={CUSTOMER_LANGUAGES.map((l) => ({ id: l, label: t(`company:languages.${l}`) }))}
            value={search.languages}
            onChange={(v) => list.setFilters({ languages: v })}
          />
          <SavedFilters
            screen="company"
            moduleKey="company"
            currentValues={list.savedValues}
            onApply={list.applySaved}
          />
        </FilterSidebar>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <SearchInput ref={searchRef} value={list.searchText} onChange={list.setSearchText} />
          <DataTable
            caption={t('modules.company')}
            data={items}
            columns={columns}
            sortable={COMPANY_SORT_COLUMNS}
            orderBys={list.query.orderBys}
            onOrderBysChange={list.setSort}
            getRowId={(c) => String(c.companyId)}
            loading={companies.isPending}
            refreshing={companies.isPlaceholderData}
            placeholderRows={list.pageSize}
            empty={
              <ListEmpty
                filtered={filtered}
                onReset={list.reset}
                emptyText={t('company:empty')}
                noMatchText={t('company:noMatch')}
                addLabel={t('company:add')}
                onAdd={openAdd}
                canAdd={canEdit}
                noAddRightText={t('company:noEditRight')}
              />
            }
          />
          <Pagination
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            totalCount={companies.data?.totalCount}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </div>
      </div>
    </section>
  );
}
