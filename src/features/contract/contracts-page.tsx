/**
 * The contracts list: search (in the fields the dynamic search options name), the filters of
 * contract-list.ts with saved filters, server-side sorting and paging (page size 20), multi-selection
 * and the CSV of the whole view, all in the URL; a new contract opens after it is saved.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { ComboboxFilter } from '@/components/filters/combobox-filter';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { contractEndpoints } from '@/shared/endpoints/contract';
import { formatDate } from '@/shared/dates';
import type { ContractListItem } from '@/shared/schemas/contract';
import { CONTRACT_DEFAULT_STATUSES, CONTRACT_SEARCH_FIELDS } from '@/shared/constants/contract';
import { contractColumns } from './contract-columns';
import { contractQueries } from './api/contract-api';
import { contractList } from './contract-list';
import { EMPTY } from '@/shared/format';
import { enumLabel, enumOptions } from '@/shared/enumerations';

/** The header form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const ContractDialog = lazy(() => import('./components/contract-form').then((m) => ({ default: m.ContractDialog })));

const col = columnsOf<ContractListItem>();
const partyOption = (p: { companyId: number; name: string }) => ({ id: p.companyId, label: p.name });

export function ContractsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(contractList);
  const { search } = list;
  const goTo = useNavigate();
  const contracts = useQuery(contractQueries.list(list.query));
  const contractTypes = useQuery(contractQueries.contractTypes());
  const searchOptions = useQuery(contractQueries.dynamicSearchOptions());

  const columns = useMemo(() => {
    const c = contractColumns(t);
    return [
      c.number,
      col('customer', t('contract:fields.customer'), { grow: true }, (r) => <TruncatedText text={r.customerName} />),
      col('reseller', t('contract:fields.reseller'), { hideBelow: '5xl' }, (r) => (
        <TruncatedText text={r.resellerName ?? EMPTY} className="max-w-40" />
      )),
      col('contractType', t('contract:fields.contractType'), { hideBelow: '4xl' }, (r) => (
        <TruncatedText
          text={enumLabel(t, 'contractType', r.contractTypeCode, r.contractTypeDescription)}
          className="max-w-36"
        />
      )),
      c.status,
      c.dateStart,
      c.dateEnd,
      c.monthlyAmount,
      col('updatedAt', t('contract:fields.updatedAt'), { kind: 'date', hideBelow: '6xl' }, (r) =>
        formatDate(r.updatedAt),
      ),
    ];
  }, [t]);

  return (
    <ListScreen
      list={list}
      rows={contracts}
      columns={columns}
      rowId={(c) => String(c.contractId)}
      texts="contract:"
      addDialog={(close) => (
        <ContractDialog
          open
          onOpenChange={(open) => !open && close()}
          onSaved={(contractId) => {
            close();
            void goTo({ to: '/contract/$contractId', params: { contractId: String(contractId) } });
          }}
        />
      )}
      exportPath={contractEndpoints.export.path}
      selection={{ rowLabel: (c) => c.number }}
      filters={
        <>
          <OptionFilter
            legend={t('contract:fields.status')}
            {...list.codes('statuses', (s) => t(`contract:statuses.${s}`), [...CONTRACT_DEFAULT_STATUSES])}
          />
          <OptionFilter
            legend={t('contract:fields.contractType')}
            options={enumOptions(t, 'contractType', contractTypes.data, (row) => row.contractTypeId)}
            {...list.filter('contractTypeIds')}
          />
          <OptionFilter
            legend={t('contract:fields.partyType')}
            {...list.codes('partyTypes', (p) => t(`company:partyTypes.${p}`))}
          />
          {(['customer', 'reseller'] as const).map((role) => (
            <ComboboxFilter
              key={role}
              legend={t(`contract:fields.${role}`)}
              {...list.filter(role === 'customer' ? 'customerIds' : 'resellerIds')}
              records={(text, ids) => contractQueries.parties(role, text, ids)}
              toChoice={partyOption}
            />
          ))}
          <ComboboxFilter
            legend={t('contract:fields.product')}
            {...list.filter('productIds')}
            records={contractQueries.products}
            toChoice={(p) => ({ id: p.productId, label: `${p.code} · ${p.name}` })}
          />
          <DateRangeFilter
            legend={t('contract:fields.period')}
            from={search.periodFrom}
            until={search.periodUntil}
            onChange={({ from, until }) => list.setFilters({ periodFrom: from, periodUntil: until })}
          />
          <OptionFilter
            legend={t('contract:searchIn')}
            options={(searchOptions.data ?? CONTRACT_SEARCH_FIELDS).map((f) => ({
              id: f,
              label: t(`contract:searchFields.${f}`),
            }))}
            {...list.filter('searchFields')}
          />
        </>
      }
    />
  );
}
