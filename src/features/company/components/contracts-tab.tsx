/**
 * A company's contracts (as the customer), every status, newest start first, paged; each a link to
 * its detail, and a link to the contracts list filtered to the company. Above the list the contracts
 * in figures (`partysummary`): the count per status, the items, the main contracts and the monthly
 * amount of the ACTIVE contracts.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TabSection } from '@/components/detail/tab-section';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { useTablePaging } from './use-table-paging';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { TruncatedText } from '@/components/ui/truncated-text';
import { contractStatusTone } from '@/shared/contract-status';
import { formatMoney } from '@/shared/format';
import type { Company } from '@/shared/schemas/company';
import type { ContractListItem } from '@/shared/schemas/contract';
import { contractColumns, contractQueries } from '@/features/contract';
import { CONTRACT_STATUSES, type ContractStatus } from '@/shared/constants/contract';
import { DEFAULT_PAGE_SIZE } from '@/shared/constants/common';
import { enumLabel } from '@/shared/enumerations';

const col = columnsOf<ContractListItem>();
const TAB_SORT_COLUMNS = ['number', 'contractType', 'status', 'dateStart', 'dateEnd'] as const;
/** The summary's statuses: running ones first, every status (zero included). */
const SUMMARY_STATUSES = [
  'ACTIVE',
  'ACTIVE_NOINVOICE',
  'SUSPENDED',
  'QUOTE',
  'INACTIVE',
] as const satisfies readonly ContractStatus[];

/** The company's contracts in figures, one line; a skeleton of the same height while it loads. */
function ContractSummaryStrip({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['common', 'contract', 'company']);
  // A failed read leaves the line empty (the query client reports the error).
  const { data: summary, isError } = useQuery(contractQueries.partySummary({ customerId: companyId }));
  return (
    <div
      role="group"
      aria-label={t('company:contracts.summary')}
      aria-busy={!summary && !isError}
      className="flex min-h-7 flex-wrap items-center gap-x-4 gap-y-2 text-sm"
    >
      {summary ? (
        <>
          <ul className="flex flex-wrap items-center gap-1.5">
            {SUMMARY_STATUSES.map((status) => (
              <li key={status}>
                <Badge tone={summary.statusCounts[status] ? contractStatusTone(status) : 'neutral'}>
                  {t(`contract:statuses.${status}`)}{' '}
                  <span className="ml-0.5 font-semibold tabular-nums">{summary.statusCounts[status]}</span>
                </Badge>
              </li>
            ))}
          </ul>
          <span className="text-slate-700">{t('company:contracts.items', { count: summary.itemCount })}</span>
          <span className="text-slate-700">
            {t('company:contracts.mainContracts', { count: summary.mainContractCount })}
          </span>
          <span className="text-slate-700">
            {t('contract:fields.monthlyAmount')}{' '}
            <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(summary.monthlyAmount)}</span>
          </span>
        </>
      ) : isError ? null : (
        SUMMARY_STATUSES.map((status) => <Skeleton key={status} className="h-5 w-20 rounded-full" />)
      )}
    </div>
  );
}

export function ContractsTab({ company }: { company: Company }) {
  // The contract texts load with the tab (it sits in a Suspense boundary).
  const { t } = useTranslation(['common', 'contract']);
  const paging = useTablePaging({ pageSize: DEFAULT_PAGE_SIZE, orderBys: ['dateStart_desc'] });
  const contracts = useQuery(
    contractQueries.list({ ...paging.query, customerIds: [company.companyId], statuses: [...CONTRACT_STATUSES] }),
  );
  const columns = useMemo(() => {
    const c = contractColumns(t);
    return [
      c.number,
      col('contractType', t('contract:fields.contractType'), { grow: true }, (r) => (
        <TruncatedText text={enumLabel(t, 'contractType', r.contractTypeCode, r.contractTypeDescription)} />
      )),
      c.status,
      c.dateStart,
      c.dateEnd,
      c.monthlyAmount,
    ];
  }, [t]);
  return (
    <TabSection
      title={t('company:tabs.contracts')}
      actions={
        <Link
          to="/contract"
          search={{ customerIds: [company.companyId], statuses: [...CONTRACT_STATUSES] }}
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t('company:contracts.openList')}
        </Link>
      }
    >
      <ContractSummaryStrip companyId={company.companyId} />
      <DataTable
        caption={t('company:contracts.label', { name: company.name })}
        data={contracts.data?.items}
        columns={columns}
        sortable={TAB_SORT_COLUMNS}
        {...paging.sort}
        getRowId={(c) => String(c.contractId)}
        loading={contracts.isPending}
        refreshing={contracts.isPlaceholderData}
        placeholderRows={Math.min(paging.query.pageSize, 5)}
        empty={<p className="p-4 text-sm">{t('company:contracts.none')}</p>}
      />
      <Pagination {...paging.pages} totalCount={contracts.data?.totalCount} />
    </TabSection>
  );
}
