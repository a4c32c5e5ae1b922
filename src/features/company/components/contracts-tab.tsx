/**
 * A company's contracts (as the customer), every status, newest start first, paged; each a link to
 * its detail, and a link to the contracts list filtered to the company.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { TruncatedText } from '@/components/ui/truncated-text';
import { CONTRACT_STATUSES, DEFAULT_PAGE_SIZE, type PageSize } from '@/shared/schemas/constants';
import type { Company } from '@/shared/schemas/company';
import type { ContractListItem } from '@/shared/schemas/contract';
import { contractQueries } from '@/features/contract/api/contract-api';
import { contractColumns } from '@/features/contract/contract-columns';

const TAB_SORT_COLUMNS = ['number', 'contractType', 'status', 'dateStart', 'dateEnd'] as const;

export function ContractsTab({ company }: { company: Company }) {
  // The contract texts load with the tab (it sits in a Suspense boundary).
  const { t } = useTranslation(['common', 'contract']);
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [orderBys, setOrderBys] = useState<string[]>(['dateStart_desc']);
  const contracts = useQuery(
    contractQueries.list({
      pageIndex,
      pageSize,
      customerIds: [company.companyId],
      statuses: [...CONTRACT_STATUSES],
      orderBys,
    }),
  );
  const columns = useMemo<ColumnDef<ContractListItem, unknown>[]>(() => {
    const c = contractColumns(t);
    return [
      c.number,
      {
        id: 'contractType',
        header: t('contract:fields.contractType'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.contractTypeDescription} />,
      },
      c.status,
      c.dateStart,
      c.dateEnd,
      c.monthlyAmount,
    ];
  }, [t]);
  return (
    <section aria-labelledby="contracts-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="contracts-title" className="text-lg font-semibold">
          {t('company:tabs.contracts')}
        </h2>
        <Link
          to="/contract"
          search={{ customerIds: [company.companyId], statuses: [...CONTRACT_STATUSES] }}
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t('company:contracts.openList')}
        </Link>
      </div>
      <DataTable
        caption={t('company:contracts.label', { name: company.name })}
        data={contracts.data?.items}
        columns={columns}
        sortable={TAB_SORT_COLUMNS}
        orderBys={orderBys}
        onOrderBysChange={(next) => {
          setOrderBys(next ?? []);
          setPageIndex(1);
        }}
        getRowId={(c) => String(c.contractId)}
        loading={contracts.isPending}
        refreshing={contracts.isPlaceholderData}
        placeholderRows={Math.min(pageSize, 5)}
        empty={<p className="p-4 text-sm">{t('company:contracts.none')}</p>}
      />
      <Pagination
        pageIndex={pageIndex}
        pageSize={pageSize}
        totalCount={contracts.data?.totalCount}
        onPageChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(1);
        }}
      />
    </section>
  );
}
