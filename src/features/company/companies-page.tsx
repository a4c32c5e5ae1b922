/**
 * The companies list: search (name, VAT or enterprise number however typed, city), the filters of
 * company-list.ts with saved filters, server-side sorting and paging and the CSV of the whole view,
 * all in the URL; a link to the contacts found on their own.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { ComboboxFilter } from '@/components/filters/combobox-filter';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate } from '@/shared/dates';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import type { CompanyListItem } from '@/shared/schemas/company';
import { companyEndpoints } from '@/shared/endpoints/company';
import { COMPANY_DEFAULT_STATUSES } from '@/shared/constants/company';
import { companyQueries } from './api/company-api';
import { CompanyStatusBadge } from './components/company-status-badge';
import { companyList } from './company-list';
import { EMPTY, formatCountry, orEmpty } from '@/shared/format';

const col = columnsOf<CompanyListItem>();

export function CompaniesPage() {
  const { t } = useTranslation();
  const list = useRouteListState(companyList);
  const goTo = useNavigate();
  const companies = useQuery(companyQueries.list(list.query));
  const countries = useQuery(companyQueries.countries());

  const columns = useMemo(
    () => [
      col('name', t('company:fields.name'), { grow: true }, (c) => (
        <RecordLink to="/company/$subroute" params={{ subroute: String(c.companyId) }} text={c.name} strong />
      )),
      col('vatNumber', t('company:fields.vatNumber'), 'code', (c) => formatEnterpriseNumber(c.vatNumber)),
      col('partyType', t('company:fields.partyType'), { hideBelow: '4xl' }, (c) =>
        t(`company:partyTypes.${c.partyType}`),
      ),
      col('parent', t('company:fields.parent'), { hideBelow: '5xl' }, (c) => (
        <TruncatedText text={c.parentCompanyName ?? EMPTY} className="max-w-40" />
      )),
      col('city', t('company:fields.city'), (c) =>
        c.cityName && c.countryCode ? `${c.cityName} (${formatCountry(c.countryCode)})` : orEmpty(c.cityName),
      ),
      col('status', t('company:fields.status'), 'status', (c) => (
        <CompanyStatusBadge status={c.status} validated={c.validated} />
      )),
      col('updatedAt', t('company:fields.updatedAt'), { kind: 'date', hideBelow: '6xl' }, (c) =>
        formatDate(c.updatedAt),
      ),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={companies}
      columns={columns}
      rowId={(c) => String(c.companyId)}
      texts="company:"
      onAdd={() => void goTo({ to: '/company/add' })}
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
            {...list.codes('statuses', (s) => t(`company:statuses.${s}`), [...COMPANY_DEFAULT_STATUSES])}
          />
          <OptionFilter
            legend={t('company:fields.partyType')}
            {...list.codes('partyTypes', (p) => t(`company:partyTypes.${p}`))}
          />
          <ComboboxFilter
            legend={t('company:fields.parent')}
            {...list.filter('resellerIds')}
            records={companyQueries.parents}
            toChoice={(p) => ({ id: p.companyId, label: p.name })}
          />
          <OptionFilter
            legend={t('company:fields.validated')}
            {...list.codes('validated', (v) => t(`company:validatedValues.${v}`))}
          />
          <OptionFilter
            legend={t('company:fields.country')}
            options={countries.data?.map((c) => ({ id: c.countryId, label: c.name }))}
            {...list.filter('countryIds')}
          />
          <OptionFilter
            legend={t('company:fields.language')}
            {...list.codes('languages', (l) => t(`company:languages.${l}`))}
          />
        </>
      }
    />
  );
}
