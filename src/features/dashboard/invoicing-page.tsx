/**
 * The invoicing landing page (/invoices): its sub-pages the user may read, each a link with its
 * figures: invoices open, drafts waiting, manual invoices drafted and open, and the last month run's
 * outcome (docs/domain.md "Dashboard").
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';
import { securityQueries } from '@/lib/security-queries';
import { hasRight } from '@/shared/access';
import type { ModuleKey } from '@/shared/catalogue';
import { formatCount, formatMoney } from '@/shared/format';
import { dashboardQueries } from './api/dashboard-api';
import { Tile } from './components/tile';

const LINK = 'text-brand-700 underline underline-offset-2';

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-0.5">
      <dt className="text-sm">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A sub-page without figures of its own: its name as a link and what it is for. */
function PageLink({
  to,
  title,
  text,
}: {
  to: '/invoices/manualProducts' | '/invoices/statements';
  title: string;
  text: string;
}) {
  return (
    <section className="flex min-h-40 flex-col rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-base font-semibold">
        <Link className={LINK} to={to}>
          {title}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">{text}</p>
    </section>
  );
}

export function InvoicingPage() {
  const { t } = useTranslation();
  const { data: rights } = useSuspenseQuery(securityQueries.accessRights());
  const can = (module: ModuleKey) => hasRight(rights.functionalityAccessRights, module, 'read');
  const to = (path: string, text: string) => (
    <Link className={LINK} to={path}>
      {text}
    </Link>
  );
  return (
    <section aria-labelledby="invoicing-title">
      <PageHeading id="invoicing-title" title={t('modules.invoices')}>
        {t('modules.invoices')}
      </PageHeading>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {can('invoices') && (
          <Tile name="landing-invoices" title={t('modules.invoices')} query={dashboardQueries.invoices()}>
            {(d) => (
              <>
                <dl>
                  <Line
                    label={t('dashboard:invoices.open')}
                    value={`${formatCount(d.open.count)} · ${formatMoney(d.open.amount)}`}
                  />
                  <Line
                    label={t('dashboard:invoices.overdue')}
                    value={`${formatCount(d.overdue.count)} · ${formatMoney(d.overdue.amount)}`}
                  />
                </dl>
                <p className="mt-2 text-sm">{to('/invoices/invoices', t('dashboard:landing.openInvoices'))}</p>
              </>
            )}
          </Tile>
        )}
        {can('drafts') && (
          <Tile name="landing-drafts" title={t('modules.drafts')} query={dashboardQueries.monthRun()}>
            {(d) => (
              <>
                <dl>
                  <Line label={t('dashboard:monthRun.waiting')} value={formatCount(d.draftsWaiting)} />
                </dl>
                <p className="mt-2 text-sm">{to('/invoices/drafts', t('dashboard:landing.openDrafts'))}</p>
              </>
            )}
          </Tile>
        )}
        {can('manualInvoices') && (
          <Tile
            name="landing-manualInvoices"
            title={t('modules.manualInvoices')}
            query={dashboardQueries.manualInvoices()}
          >
            {(d) => (
              <>
                <dl>
                  <Line label={t('dashboard:landing.manualDrafts')} value={formatCount(d.drafts)} />
                  <Line
                    label={t('dashboard:invoices.open')}
                    value={`${formatCount(d.open.count)} · ${formatMoney(d.open.amount)}`}
                  />
                </dl>
                <p className="mt-2 text-sm">
                  {to('/invoices/manualInvoices', t('dashboard:landing.openManualInvoices'))}
                </p>
              </>
            )}
          </Tile>
        )}
        {can('requestlogs') && (
          <Tile name="landing-lastRun" title={t('dashboard:landing.lastRun')} query={dashboardQueries.lastRun()}>
            {(run) =>
              run ? (
                <>
                  <dl>
                    <Line label={t('dashboard:landing.month')} value={run.month} />
                    <Line label={t('dashboard:landing.status')} value={t(`dashboard:landing.statuses.${run.status}`)} />
                    <Line label={t('dashboard:landing.drafts')} value={formatCount(run.drafts)} />
                    <Line label={t('dashboard:landing.errors')} value={formatCount(run.errors)} />
                    <Line label={t('dashboard:landing.warnings')} value={formatCount(run.warnings)} />
                  </dl>
                  <p className="mt-2 text-sm">
                    <Link
                      className={LINK}
                      to="/invoicerequests/$requestId"
                      params={{ requestId: String(run.requestId) }}
                    >
                      {t('dashboard:landing.openRun')}
                    </Link>
                  </p>
                </>
              ) : (
                <p className="text-sm text-slate-700">{t('dashboard:landing.noRun')}</p>
              )
            }
          </Tile>
        )}
        {can('manualProducts') && (
          <PageLink
            to="/invoices/manualProducts"
            title={t('modules.manualProducts')}
            text={t('dashboard:landing.manualProducts')}
          />
        )}
        {can('invoices') && (
          <PageLink
            to="/invoices/statements"
            title={t('dashboard:landing.statements')}
            text={t('dashboard:landing.statementsText')}
          />
        )}
      </div>
    </section>
  );
}
