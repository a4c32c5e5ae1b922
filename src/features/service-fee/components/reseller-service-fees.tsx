/**
 * A reseller's service fees on its company page (the "Service fees" tab): its documents, newest
 * period first, 20 at a time, each opening its page; the whole list filtered to it is a link away.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { TextLink } from '@/components/detail/links';
import { Money } from '@/components/invoice/invoice-cells';
import { Button } from '@/components/ui/button';
import { formatMonth, formatWireDay } from '@/shared/dates';
import type { ServiceFeeListItem } from '@/shared/schemas/service-fee';
import { serviceFeeQueries } from '../api/service-fee-api';
import { ServiceFeeStatusBadge } from './service-fee-cells';

const col = columnsOf<ServiceFeeListItem>();
const PAGE_SIZE = 20;

export function ResellerServiceFees({ resellerId }: { resellerId: number }) {
  const { t, i18n } = useTranslation(['common', 'serviceFee']);
  const language = i18n.language;
  const [pageIndex, setPageIndex] = useState(1);
  const fees = useQuery(serviceFeeQueries.list({ resellerIds: [resellerId], pageIndex, pageSize: PAGE_SIZE }));
  const columns = useMemo(
    () => [
      col('period', t('serviceFee:fields.period'), 'month', (f) => (
        <RecordLink to="/servicefee/$id" params={{ id: String(f.serviceFeeId) }} strong>
          {formatMonth(f.period, language)}
        </RecordLink>
      )),
      col('status', t('serviceFee:fields.status'), 'status', (f) => <ServiceFeeStatusBadge status={f.status} />),
      col('feeAmount', t('serviceFee:fields.feeAmount'), 'money', (f) => <Money amount={f.feeAmount} />),
      col('claimUntil', t('serviceFee:fields.claimUntil'), 'date', (f) => formatWireDay(f.claimUntil)),
      col('datePaid', t('serviceFee:fields.datePaid'), 'date', (f) => formatWireDay(f.datePaid)),
      col(
        'companyDocumentNumber',
        t('serviceFee:fields.companyDocumentNumber'),
        { grow: true },
        (f) => f.companyDocumentNumber ?? '',
      ),
    ],
    [t, language],
  );
  const total = fees.data?.totalCount ?? 0;
  return (
    <section aria-labelledby="reseller-service-fees" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reseller-service-fees" className="text-lg font-semibold">
          {t('serviceFee:reseller.title')}
        </h2>
        <TextLink to="/servicefee" search={{ resellerIds: [resellerId] }}>
          {t('serviceFee:reseller.all')}
        </TextLink>
      </div>
      <DataTable
        data={fees.data?.items}
        columns={columns}
        getRowId={(f) => String(f.serviceFeeId)}
        loading={fees.isPending}
        refreshing={fees.isPlaceholderData}
        placeholderRows={5}
        empty={t('serviceFee:reseller.empty')}
        caption={t('serviceFee:reseller.title')}
      />
      {total > PAGE_SIZE && (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={pageIndex === 1} onClick={() => setPageIndex((p) => p - 1)}>
            {t('serviceFee:reseller.newer')}
          </Button>
          <Button
            variant="secondary"
            disabled={pageIndex * PAGE_SIZE >= total}
            onClick={() => setPageIndex((p) => p + 1)}
          >
            {t('serviceFee:reseller.older')}
          </Button>
        </div>
      )}
    </section>
  );
}
