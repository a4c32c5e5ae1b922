/**
 * The companies list: search (name, VAT or enterprise number however typed, city), the filters of
 * company-list.ts with saved filters, server-side sorting and paging and the CSV of the whole view,
 * all in the URL; a link to the contacts found on their own.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate } from '@/shared/dates';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import type { CompanyListItem } from '@/shared/schemas/company';
import { companyEndpoints } from '@/shared/endpoints/company';
import {
  COMPANY_DEFAULT_STATUSES,
  COMPANY_STATUSES,
  COMPANY_VALIDATED_CODES,
  CUSTOMER_LANGUAGES,
  PARTY_TYPES,
} from '@/shared/constants/company';
import { companyQueries } from './api/company-api';
import { CompanyStatusBadge } from './components/company-status-badge';
import { companyList } from './company-list';

export function CompaniesPage() {
  const { t } = useTranslation();
  const list = useRouteListState(companyList);
  const { search } = list;
  const goTo = useNavigate();
  const companies = useQuery(companyQueries.list(list.query));
  const parents = useQuery(companyQueries.parents());
  const countries = useQuery(companyQueries.countries());

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

  return (
    <ListScreen
      list={list}
      title={t('modules.company')}
      rows={companies}
      columns={columns}
      rowId={(c) => String(c.companyId)}
      emptyText={t('company:empty')}
      noMatchText={t('company:noMatch')}
      add={{
        label: t('company:add'),
        onAdd: () => void goTo({ to: '/company/add' }),
        noRightText: t('company:noEditRight'),
      }}
      exportPath={companyEndpoints.export.path}
      actions={
        <Link to="/company/contacts" className="px-2 text-sm font-medium text-brand-700 underline underline-offset-2">
          {t('company:contacts.findContacts')}
        </Link>
      }
      filters={
        <>
          <OptionFilter
            legend={t('company:fields.status')}
            options={COMPANY_STATUSES.map((s) => ({ id: s, label: t(`company:statuses.${s}`) }))}
            value={search.statuses ?? [...COMPANY_DEFAULT_STATUSES]}
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
            options={COMPANY_VALIDATED_CODES.map((v) => ({ id: v, label: t(`company:validatedValues.${v}`) }))}
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
        </>
      }
    />
  );
}
