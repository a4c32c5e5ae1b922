/**
 * The dashboard's tiles, each its module's figures from its own query, each figure a link into the
 * list it counts with that list's filters (the search the list understands).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '@/components/detail/links';
import { Skeleton } from '@/components/ui/skeleton';
import { AGEING_BUCKETS } from '@/shared/constants/dashboard';
import { CONTRACT_STATUSES } from '@/shared/constants/contract';
import type { InvoiceState } from '@/shared/constants/invoice';
import { enumLabel, productStatusCode } from '@/shared/enumerations';
import { formatCount, formatMoney } from '@/shared/format';
import { OPEN_STATES } from '@/shared/invoice-states';
import { dashboardQueries } from '../api/dashboard-api';
import { countAndAmount, figureTile, Tile, TileFigures } from './tile';

const AgeingChart = lazy(() => import('./ageing-chart'));

/** The overdue states (the server's OVERDUE_STATES): past the due date, or followed up. */
const OVERDUE_STATES = ['overdue', 'reminder1', 'reminder2', 'notice1', 'notice2'] as const;
/** The open states (approved, not paid), as the invoices list's filter takes them. */
const OPEN_INVOICE_STATES = OPEN_STATES as Exclude<InvoiceState, 'draft'>[];

export function InvoicesTile() {
  const { t } = useTranslation();
  return (
    <Tile name="invoices" title={t('dashboard:invoices.title')} query={dashboardQueries.invoices()}>
      {(d) => (
        <>
          <TileFigures
            figures={[
              {
                label: t('dashboard:invoices.open'),
                value: countAndAmount(d.open.count, d.open.amount),
                to: '/invoices/invoices',
                search: { types: ['invoice'], states: OPEN_INVOICE_STATES },
              },
              {
                label: t('dashboard:invoices.overdue'),
                value: countAndAmount(d.overdue.count, d.overdue.amount),
                to: '/invoices/invoices',
                search: { types: ['invoice'], states: [...OVERDUE_STATES], sort: 'dueDate' },
              },
            ]}
          />
          <h3 className="mt-3 text-sm font-medium">{t('dashboard:invoices.ageing')}</h3>
          <Suspense fallback={<Skeleton className="h-36 w-full" />}>
            <AgeingChart bars={d.ageing.map((b) => ({ label: t(`dashboard:ageing.${b.bucket}`), amount: b.amount }))} />
          </Suspense>
          <dl className="text-sm" data-testid="ageing">
            {AGEING_BUCKETS.map((bucket) => {
              const b = d.ageing.find((a) => a.bucket === bucket);
              return (
                <div key={bucket} className="flex justify-between gap-3">
                  <dt>{t(`dashboard:ageing.${bucket}`)}</dt>
                  <dd className="tabular-nums">{countAndAmount(b?.count ?? 0, b?.amount ?? 0)}</dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </Tile>
  );
}

export function MonthRunTile() {
  const { t } = useTranslation();
  return (
    <Tile name="monthRun" title={t('dashboard:monthRun.title')} query={dashboardQueries.monthRun()}>
      {(d) => (
        <>
          <TileFigures
            figures={[
              { label: t('dashboard:monthRun.waiting'), value: formatCount(d.draftsWaiting), to: '/invoices/drafts' },
              ...(d.month
                ? [
                    {
                      label: t('dashboard:monthRun.month', { month: d.month }),
                      value: countAndAmount(d.drafts, d.totalExcl),
                      to: '/invoices/drafts' as const,
                      search: { monthFrom: d.month, monthUntil: d.month },
                    },
                    {
                      label: t('dashboard:monthRun.previous', { month: d.previousMonth }),
                      value: formatMoney(d.previousTotalExcl),
                    },
                    { label: t('dashboard:monthRun.flagged'), value: formatCount(d.flaggedCount) },
                  ]
                : []),
            ]}
          />
          {d.month && d.flagged.length > 0 && (
            <ul className="mt-1 text-sm" aria-label={t('dashboard:monthRun.flagged')}>
              {d.flagged.map((c) => (
                <li key={c.customerId} className="truncate">
                  <TextLink
                    to="/invoices/drafts"
                    search={{ monthFrom: d.month!, monthUntil: d.month!, customerIds: [c.customerId] }}
                  >
                    {c.customerName}
                  </TextLink>
                </li>
              ))}
            </ul>
          )}
          {!d.month && <p className="text-sm text-slate-700">{t('dashboard:monthRun.none')}</p>}
        </>
      )}
    </Tile>
  );
}

export const MailsTile = figureTile('mails', 'dashboard:mails.title', dashboardQueries.mails, (d, t) => [
  { label: t('dashboard:mails.failed'), value: formatCount(d.failed), to: '/mails', search: { statuses: ['failed'] } },
  {
    label: t('dashboard:mails.pending'),
    value: formatCount(d.pending),
    to: '/mails',
    search: { statuses: ['pending', 'retrying'] },
  },
]);

export const TasksTile = figureTile('tasks', 'dashboard:tasks.title', dashboardQueries.tasks, (d, t) => [
  { label: t('dashboard:tasks.mine'), value: formatCount(d.mine), to: '/tasks', search: { assignees: ['mine'] } },
  {
    label: t('dashboard:tasks.unassigned'),
    value: formatCount(d.unassigned),
    to: '/tasks',
    search: { assignees: ['nobody'] },
  },
]);

export const DataQualityTile = figureTile(
  'dataQuality',
  'dashboard:dataQuality.title',
  dashboardQueries.dataQuality,
  (d, t) =>
    (['error', 'warning'] as const).map((severity) => ({
      label: t(`dashboard:dataQuality.${severity}`),
      value: formatCount(severity === 'error' ? d.errors : d.warnings),
      to: '/dataquality',
      search: { severities: [severity] },
    })),
);

export const ServiceFeesTile = figureTile(
  'serviceFees',
  'dashboard:serviceFees.title',
  dashboardQueries.serviceFees,
  (d, t) => [
    {
      label: t('dashboard:serviceFees.unclaimed'),
      value: countAndAmount(d.unclaimed.count, d.unclaimed.amount),
      to: '/servicefee',
      search: { statuses: ['unclaimed'] },
    },
  ],
);

export const ContractsTile = figureTile(
  'contracts',
  'dashboard:contracts.title',
  dashboardQueries.contracts,
  (d, t) => [
    ...CONTRACT_STATUSES.map((status) => ({
      label: enumLabel(t, 'contractStatus', status),
      value: formatCount(d.byStatus.find((s) => s.status === status)?.count ?? 0),
      to: '/contract' as const,
      search: { statuses: [status] },
    })),
    { label: t('dashboard:contracts.itemsEnding'), value: formatCount(d.itemsEndingThisMonth) },
  ],
);

export const ProductsTile = figureTile('products', 'dashboard:products.title', dashboardQueries.products, (d, t) =>
  d.byStatus.map(({ statusId, count }) => ({
    label: enumLabel(t, 'productStatus', productStatusCode(statusId)),
    value: formatCount(count),
    to: '/products',
    search: { statusIds: [statusId] },
  })),
);
