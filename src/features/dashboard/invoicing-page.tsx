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
import { formatCount, formatMoney } from '@/shared/format';
import { dashboardQueries } from './api/dashboard-api';
import { FigureTile, Tile, TileFigures, TilePage } from './components/tile';

const money = (count: number, amount: number) => `${formatCount(count)} · ${formatMoney(amount)}`;

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
      {can('invoices') && (
        <FigureTile
          name="landing-invoices"
          title={t('modules.invoices')}
          query={dashboardQueries.invoices()}
          figures={(d) => [
            { label: t('dashboard:invoices.open'), value: money(d.open.count, d.open.amount) },
            { label: t('dashboard:invoices.overdue'), value: money(d.overdue.count, d.overdue.amount) },
          ]}
          more={{ to: '/invoices/invoices', label: t('dashboard:landing.openInvoices') }}
        />
      )}
      {can('drafts') && (
        <FigureTile
          name="landing-drafts"
          title={t('modules.drafts')}
          query={dashboardQueries.monthRun()}
          figures={(d) => [{ label: t('dashboard:monthRun.waiting'), value: formatCount(d.draftsWaiting) }]}
          more={{ to: '/invoices/drafts', label: t('dashboard:landing.openDrafts') }}
        />
      )}
      {can('manualInvoices') && (
        <FigureTile
          name="landing-manualInvoices"
          title={t('modules.manualInvoices')}
          query={dashboardQueries.manualInvoices()}
          figures={(d) => [
            { label: t('dashboard:landing.manualDrafts'), value: formatCount(d.drafts) },
            { label: t('dashboard:invoices.open'), value: money(d.open.count, d.open.amount) },
          ]}
          more={{ to: '/invoices/manualInvoices', label: t('dashboard:landing.openManualInvoices') }}
        />
      )}
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
