/**
 * The dashboard's tiles, each its module's figures from its own query, each figure a link into the
 * list it counts with that list's filters (the search the list understands).
 */
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { AGEING_BUCKETS } from '@/shared/constants/dashboard';
import { CONTRACT_STATUSES } from '@/shared/constants/contract';
import type { InvoiceState } from '@/shared/constants/invoice';
import { enumLabel, productStatusCode } from '@/shared/enumerations';
import { formatCount, formatMoney } from '@/shared/format';
import { OPEN_STATES } from '@/shared/invoice-states';
import { dashboardQueries } from '../api/dashboard-api';
import { Tile } from './tile';

const AgeingChart = lazy(() => import('./ageing-chart'));

/** The overdue states (the server's OVERDUE_STATES): past the due date, or followed up. */
const OVERDUE_STATES = ['overdue', 'reminder1', 'reminder2', 'notice1', 'notice2'] as const;
/** The open states (approved, not paid), as the invoices list's filter takes them. */
const OPEN_INVOICE_STATES = OPEN_STATES as Exclude<InvoiceState, 'draft'>[];

const LINK = 'text-brand-700 underline underline-offset-2';

/** One figure: a label that links to its list, and its value. */
function Row({ link, value }: { link: ReactNode; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-0.5">
      <dt className="text-sm">{link}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

const money = (count: number, amount: number) => `${formatCount(count)} · ${formatMoney(amount)}`;

export function InvoicesTile() {
  const { t } = useTranslation();
  return (
    <Tile name="invoices" title={t('dashboard:invoices.title')} query={dashboardQueries.invoices()}>
      {(d) => (
        <>
          <dl>
            <Row
              value={money(d.open.count, d.open.amount)}
              link={
                <Link
                  className={LINK}
                  to="/invoices/invoices"
                  search={{ types: ['invoice'], states: OPEN_INVOICE_STATES }}
                >
                  {t('dashboard:invoices.open')}
                </Link>
              }
            />
            <Row
              value={money(d.overdue.count, d.overdue.amount)}
              link={
                <Link
                  className={LINK}
                  to="/invoices/invoices"
                  search={{ types: ['invoice'], states: [...OVERDUE_STATES], sort: 'dueDate' }}
                >
                  {t('dashboard:invoices.overdue')}
                </Link>
              }
            />
          </dl>
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
                  <dd className="tabular-nums">{money(b?.count ?? 0, b?.amount ?? 0)}</dd>
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
          <dl>
            <Row
              value={formatCount(d.draftsWaiting)}
              link={
                <Link className={LINK} to="/invoices/drafts">
                  {t('dashboard:monthRun.waiting')}
                </Link>
              }
            />
            {d.month && (
              <>
                <Row
                  value={`${formatCount(d.drafts)} · ${formatMoney(d.totalExcl)}`}
                  link={
                    <Link className={LINK} to="/invoices/drafts" search={{ monthFrom: d.month, monthUntil: d.month }}>
                      {t('dashboard:monthRun.month', { month: d.month })}
                    </Link>
                  }
                />
                <Row
                  value={formatMoney(d.previousTotalExcl)}
                  link={t('dashboard:monthRun.previous', { month: d.previousMonth })}
                />
                <Row value={formatCount(d.flaggedCount)} link={t('dashboard:monthRun.flagged')} />
              </>
            )}
          </dl>
          {d.month && d.flagged.length > 0 && (
            <ul className="mt-1 text-sm" aria-label={t('dashboard:monthRun.flagged')}>
              {d.flagged.map((c) => (
                <li key={c.customerId} className="truncate">
                  <Link
                    className={LINK}
                    to="/invoices/drafts"
                    search={{ monthFrom: d.month!, monthUntil: d.month!, customerIds: [c.customerId] }}
                  >
                    {c.customerName}
                  </Link>
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

export function MailsTile() {
  const { t } = useTranslation();
  return (
    <Tile name="mails" title={t('dashboard:mails.title')} query={dashboardQueries.mails()}>
      {(d) => (
        <dl>
          <Row
            value={formatCount(d.failed)}
            link={
              <Link className={LINK} to="/mails" search={{ statuses: ['failed'] }}>
                {t('dashboard:mails.failed')}
              </Link>
            }
          />
          <Row
            value={formatCount(d.pending)}
            link={
              <Link className={LINK} to="/mails" search={{ statuses: ['pending', 'retrying'] }}>
                {t('dashboard:mails.pending')}
              </Link>
            }
          />
        </dl>
      )}
    </Tile>
  );
}

export function TasksTile() {
  const { t } = useTranslation();
  return (
    <Tile name="tasks" title={t('dashboard:tasks.title')} query={dashboardQueries.tasks()}>
      {(d) => (
        <dl>
          <Row
            value={formatCount(d.mine)}
            link={
              <Link className={LINK} to="/tasks" search={{ assignees: ['mine'] }}>
                {t('dashboard:tasks.mine')}
              </Link>
            }
          />
          <Row
            value={formatCount(d.unassigned)}
            link={
              <Link className={LINK} to="/tasks" search={{ assignees: ['nobody'] }}>
                {t('dashboard:tasks.unassigned')}
              </Link>
            }
          />
        </dl>
      )}
    </Tile>
  );
}

export function DataQualityTile() {
  const { t } = useTranslation();
  return (
    <Tile name="dataQuality" title={t('dashboard:dataQuality.title')} query={dashboardQueries.dataQuality()}>
      {(d) => (
        <dl>
          {(['error', 'warning'] as const).map((severity) => (
            <Row
              key={severity}
              value={formatCount(severity === 'error' ? d.errors : d.warnings)}
              link={
                <Link className={LINK} to="/dataquality" search={{ severities: [severity] }}>
                  {t(`dashboard:dataQuality.${severity}`)}
                </Link>
              }
            />
          ))}
        </dl>
      )}
    </Tile>
  );
}

export function ServiceFeesTile() {
  const { t } = useTranslation();
  return (
    <Tile name="serviceFees" title={t('dashboard:serviceFees.title')} query={dashboardQueries.serviceFees()}>
      {(d) => (
        <dl>
          <Row
            value={money(d.unclaimed.count, d.unclaimed.amount)}
            link={
              <Link className={LINK} to="/servicefee" search={{ statuses: ['unclaimed'] }}>
                {t('dashboard:serviceFees.unclaimed')}
              </Link>
            }
          />
        </dl>
      )}
    </Tile>
  );
}

export function ContractsTile() {
  const { t } = useTranslation();
  return (
    <Tile name="contracts" title={t('dashboard:contracts.title')} query={dashboardQueries.contracts()}>
      {(d) => (
        <dl>
          {CONTRACT_STATUSES.map((status) => (
            <Row
              key={status}
              value={formatCount(d.byStatus.find((s) => s.status === status)?.count ?? 0)}
              link={
                <Link className={LINK} to="/contract" search={{ statuses: [status] }}>
                  {enumLabel(t, 'contractStatus', status)}
                </Link>
              }
            />
          ))}
          <Row value={formatCount(d.itemsEndingThisMonth)} link={t('dashboard:contracts.itemsEnding')} />
        </dl>
      )}
    </Tile>
  );
}

export function ProductsTile() {
  const { t } = useTranslation();
  return (
    <Tile name="products" title={t('dashboard:products.title')} query={dashboardQueries.products()}>
      {(d) => (
        <dl>
          {d.byStatus.map(({ statusId, count }) => (
            <Row
              key={statusId}
              value={formatCount(count)}
              link={
                <Link className={LINK} to="/products" search={{ statusIds: [statusId] }}>
                  {enumLabel(t, 'productStatus', productStatusCode(statusId))}
                </Link>
              }
            />
          ))}
        </dl>
      )}
    </Tile>
  );
}
