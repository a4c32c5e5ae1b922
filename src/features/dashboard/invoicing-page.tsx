/**
 * The invoicing landing page (/invoices): its sub-pages the user may read, each a link with its
 * figures: invoices open, drafts waiting, manual invoices drafted and open, and the last month run's
 * outcome (docs/domain.md "Dashboard").
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextLink } from '@/components/detail/links';
import { securityQueries } from '@/lib/security-queries';
import { hasRight } from '@/shared/access';
import type { ModuleKey } from '@/shared/catalogue';
import { formatCount } from '@/shared/format';
import { dashboardQueries } from './api/dashboard-api';
import { countAndAmount, figureTile, Tile, TileFigures, TilePage } from './components/tile';

const InvoicesFigures = figureTile(
  'landing-invoices',
  'modules.invoices',
  dashboardQueries.invoices,
  (d, t) => [
    { label: t('dashboard:invoices.open'), value: countAndAmount(d.open.count, d.open.amount) },
    { label: t('dashboard:invoices.overdue'), value: countAndAmount(d.overdue.count, d.overdue.amount) },
  ],
  { to: '/invoices/invoices', label: 'dashboard:landing.openInvoices' },
);

const DraftsFigures = figureTile(
  'landing-drafts',
  'modules.drafts',
  dashboardQueries.monthRun,
  (d, t) => [{ label: t('dashboard:monthRun.waiting'), value: formatCount(d.draftsWaiting) }],
  { to: '/invoices/drafts', label: 'dashboard:landing.openDrafts' },
);

const ManualInvoicesFigures = figureTile(
  'landing-manualInvoices',
  'modules.manualInvoices',
  dashboardQueries.manualInvoices,
  (d, t) => [
    { label: t('dashboard:landing.manualDrafts'), value: formatCount(d.drafts) },
    { label: t('dashboard:invoices.open'), value: countAndAmount(d.open.count, d.open.amount) },
  ],
  { to: '/invoices/manualInvoices', label: 'dashboard:landing.openManualInvoices' },
);

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
        <TextLink to={to}>{title}</TextLink>
      </h2>
      <p className="text-sm text-slate-700">{text}</p>
    </section>
  );
}

export function InvoicingPage() {
  const { t } = useTranslation();
  const { data: rights } = useSuspenseQuery(securityQueries.accessRights());
  const can = (module: ModuleKey) => hasRight(rights.functionalityAccessRights, module, 'read');
  return (
    <TilePage id="invoicing-title" title={t('modules.invoices')}>
      {can('invoices') && <InvoicesFigures />}
      {can('drafts') && <DraftsFigures />}
      {can('manualInvoices') && <ManualInvoicesFigures />}
      {can('requestlogs') && (
        <Tile name="landing-lastRun" title={t('dashboard:landing.lastRun')} query={dashboardQueries.lastRun()}>
          {(run) =>
            run ? (
              <>
                <TileFigures
                  figures={[
                    { label: t('dashboard:landing.month'), value: run.month },
                    { label: t('dashboard:landing.status'), value: t(`dashboard:landing.statuses.${run.status}`) },
                    { label: t('dashboard:landing.drafts'), value: formatCount(run.drafts) },
                    { label: t('dashboard:landing.errors'), value: formatCount(run.errors) },
                    { label: t('dashboard:landing.warnings'), value: formatCount(run.warnings) },
                  ]}
                />
                <p className="mt-2 text-sm">
                  <TextLink to="/invoicerequests/$requestId" params={{ requestId: String(run.requestId) }}>
                    {t('dashboard:landing.openRun')}
                  </TextLink>
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
    </TilePage>
  );
}
