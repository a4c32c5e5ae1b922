/**
 * The service fees (/servicefee): every document of what the provider owes its resellers, newest
 * period first; search in the reseller's name and its document number; filters (status, reseller,
 * periods) with saved filters; server-side sorting and paging (20), all in the URL. Above the table
 * the filtered documents in figures (all pages). A row's period opens the document. With the edit
 * right the selected unclaimed documents are claimed together (after a question), each on its version.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { ComboboxFilter } from '@/components/filters/combobox-filter';
import { OptionFilter } from '@/components/filters/option-filter';
import { Money } from '@/components/invoice/invoice-cells';
import { MonthRangeFilter } from '@/components/invoice/month-range-filter';
import { BulkConfirm, BulkToolbar } from '@/components/data-table/bulk-toolbar';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Figures } from '@/components/ui/figures';
import { useAccess } from '@/hooks/use-access';
import type { SelectionApi } from '@/hooks/use-selection';
import { showAlert } from '@/lib/alerts';
import { formatMonth, formatWireDay } from '@/shared/dates';
import { formatCount, formatMoney } from '@/shared/format';
import type { ServiceFeeListItem, ServiceFeeTotals } from '@/shared/schemas/service-fee';
import { serviceFeeQueries, useClaimServiceFees } from './api/service-fee-api';
import { ServiceFeeStatusBadge } from './components/service-fee-cells';
import { serviceFeeList } from './service-fee-list';

const col = columnsOf<ServiceFeeListItem>();
const FIGURES = ['count', 'baseAmount', 'feeAmount', 'openAmount'] as const;

function TotalsStrip({ totals }: { totals: ServiceFeeTotals | undefined }) {
  const { t } = useTranslation();
  return (
    <Figures
      label={t('serviceFee:totals.title')}
      testIdPrefix="service-fee-totals"
      figures={FIGURES.map((key) => ({
        key,
        label: t(`serviceFee:totals.${key}`),
        value: totals && (key === 'count' ? formatCount(totals.count) : formatMoney(totals[key])),
      }))}
    />
  );
}

export function ServiceFeesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const list = useRouteListState(serviceFeeList);
  const { search, query } = list;
  const access = useAccess();
  const canEdit = access.canEdit('servicefee');
  const fees = useQuery(serviceFeeQueries.list(query));
  const claim = useClaimServiceFees();

  const onClaim = async (selection: SelectionApi) => {
    const asked = selection.count;
    const chosen = (fees.data?.items ?? []).filter(
      (f) => selection.selected.has(String(f.serviceFeeId)) && f.status === 'unclaimed',
    );
    const { claimed, failed } = await claim.mutateAsync(chosen);
    selection.clear();
    const notClaimed = failed + asked - chosen.length;
    showAlert(
      notClaimed ? 'warning' : 'success',
      [
        claimed ? t('serviceFee:bulk.claimed', { count: claimed }) : '',
        notClaimed ? t('serviceFee:bulk.notClaimed', { count: notClaimed }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  const columns = useMemo(
    () => [
      col('period', t('serviceFee:fields.period'), 'month', (f) => (
        <RecordLink to="/servicefee/$id" params={{ id: String(f.serviceFeeId) }} block strong>
          {formatMonth(f.period, language)}
        </RecordLink>
      )),
      col('reseller', t('serviceFee:fields.reseller'), { grow: true }, (f) => (
        <RecordLink to="/company/$subroute" params={{ subroute: String(f.resellerId) }} text={f.resellerName} />
      )),
      col('status', t('serviceFee:fields.status'), 'status', (f) => <ServiceFeeStatusBadge status={f.status} />),
      col('baseAmount', t('serviceFee:fields.baseAmount'), { kind: 'money', hideBelow: '5xl' }, (f) => (
        <Money amount={f.baseAmount} />
      )),
      col('feeAmount', t('serviceFee:fields.feeAmount'), 'money', (f) => <Money amount={f.feeAmount} />),
      col('claimUntil', t('serviceFee:fields.claimUntil'), { kind: 'date', hideBelow: '4xl' }, (f) =>
        formatWireDay(f.claimUntil),
      ),
      col('claimedOn', t('serviceFee:fields.claimedOn'), { kind: 'date', hideBelow: '6xl' }, (f) =>
        formatWireDay(f.claimedOn),
      ),
      col('datePaid', t('serviceFee:fields.datePaid'), { kind: 'date', hideBelow: '5xl' }, (f) =>
        formatWireDay(f.datePaid),
      ),
      col(
        'companyDocumentNumber',
        t('serviceFee:fields.companyDocumentNumber'),
        { kind: 'code', hideBelow: '6xl' },
        (f) => f.companyDocumentNumber ?? '',
      ),
    ],
    [t, language],
  );

  const toolbar = (selection: SelectionApi) => (
    <BulkToolbar selection={selection} label={t('serviceFee:bulk.label')}>
      <BulkConfirm
        question={t('serviceFee:bulk.question', { count: selection.count })}
        confirmLabel={t('serviceFee:actions.claim')}
        onConfirm={() => onClaim(selection)}
        disabled={selection.count === 0}
        busy={claim.isPending}
      >
        {t('serviceFee:bulk.claim')}
      </BulkConfirm>
    </BulkToolbar>
  );

  return (
    <ListScreen
      list={list}
      rows={fees}
      columns={columns}
      rowId={(f) => String(f.serviceFeeId)}
      texts="serviceFee:"
      filters={
        <>
          <OptionFilter
            legend={t('serviceFee:fields.status')}
            {...list.codes('statuses', (s) => t(`serviceFee:statuses.${s}`))}
          />
          <MonthRangeFilter
            legend={t('serviceFee:fields.period')}
            from={search.periodFrom}
            until={search.periodUntil}
            onChange={({ from, until }) => list.setFilters({ periodFrom: from, periodUntil: until })}
          />
          {access.canRead('company') && (
            <ComboboxFilter
              legend={t('serviceFee:fields.reseller')}
              {...list.filter('resellerIds')}
              records={serviceFeeQueries.resellers}
              toChoice={(c) => ({ id: c.companyId, label: c.name })}
            />
          )}
        </>
      }
      above={<TotalsStrip totals={fees.data?.totals} />}
      selection={
        canEdit
          ? {
              rowLabel: (f) =>
                t('serviceFee:rowLabel', { period: formatMonth(f.period, language), reseller: f.resellerName }),
              toolbar,
            }
          : undefined
      }
    />
  );
}
