/**
 * The drafts (/invoices/drafts, /drafts): the month run's drafts before anything is final, or one
 * simulation's ("Show", beside the title). Above the list, each in one line so that the list keeps
 * the screen's height (8 drafts and more at 1366x768): the month run card (starting a run or a
 * simulation, its progress), the drafts in figures and the comparison with the month before (a panel
 * closed by default, its flagged customers first when opened). The list: search,
 * filters (customer, receiver, type, months), sort and paging in the URL, a checkbox per draft; the
 * selected drafts approved, recalculated or deleted (after a confirmation), or every draft matching
 * the filters approved slice by slice with its progress and an outcome per draft. A simulation's
 * drafts are made real drafts or deleted, and the simulation recalculated after a price fix.
 */
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { NumberSelect } from '@/components/form/number-select';
import { BulkToolbar } from '@/components/data-table/bulk-toolbar';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useAccess } from '@/hooks/use-access';
import type { SelectionApi } from '@/hooks/use-selection';
import { showAlert } from '@/lib/alerts';
import type { ApproveOutcomes, InvoiceListItem } from '@/shared/schemas/invoice';
import { Money } from '@/components/invoice/invoice-cells';
import { formatMonth } from '@/shared/dates';
import { InvoiceFilterFields } from '@/features/invoice';
import { draftQueries } from './api/draft-api';
import {
  useDeleteDrafts,
  useMakeReal,
  useRecalculateDrafts,
  useRecalculateSimulation,
  useSlicedApproval,
} from './api/draft-mutations';
import { DraftsComparison, DraftsSummaryStrip } from './components/drafts-summary';
import { RunPanel } from './components/run-panel';
import { draftList } from './draft-list';
import { draftBulkFiltersOf, draftSummaryQueryOf } from './draft-search';

/** Shown once an approval starts: loaded then, not with the screen. */
const ApprovalPanel = lazy(() => import('./components/approval-panel').then((m) => ({ default: m.ApprovalPanel })));
const col = columnsOf<InvoiceListItem>();

/** An outcome per draft as one alert: how many went, how many did not. */
function alertOutcome(key: 'recalculated' | 'madeReal', outcome: ApproveOutcomes, t: TFunction) {
  const failed = outcome.failed.length;
  showAlert(
    failed ? 'warning' : 'success',
    t(`draft:outcome.${key}`, { count: outcome.approved.length }) +
      (failed ? ' ' + t('draft:outcome.failed', { count: failed }) : ''),
  );
}

export function DraftsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const list = useRouteListState(draftList);
  const { search, query } = list;
  const simulationId = search.simulation;
  const simulation = simulationId !== undefined;
  const drafts = useQuery(draftQueries.list(query, simulation));
  const summary = useQuery(draftQueries.summary(draftSummaryQueryOf(query)));
  const runs = useQuery(draftQueries.runs());
  const access = useAccess();
  const canApprove = access.canEdit('invoices');
  const canEditDrafts = access.canEdit('drafts');
  const showSimulation = (requestId: number | undefined) =>
    void list.update(() => (requestId === undefined ? {} : { simulation: requestId }));
  const approval = useSlicedApproval();
  const recalculate = useRecalculateDrafts();
  // Said and shown once the server accepted it (the run card lists it as pending at once).
  const recalculateSimulation = useRecalculateSimulation(({ month, requestId }) => {
    showAlert('success', t('draft:run.simulationStarted', { month: formatMonth(month, language) }));
    showSimulation(requestId);
  });
  const makeReal = useMakeReal();
  const remove = useDeleteDrafts();
  const shownRun = runs.data?.items.find((r) => r.requestId === simulationId);
  const simulationRuns = runs.data?.items.filter((r) => r.simulation) ?? [];

  const columns = useMemo(
    () => [
      col('documentNumber', t('draft:fields.draft'), 'code', (d) => (
        <RecordLink
          to="/invoices/drafts/$draftId"
          params={{ draftId: String(d.invoiceId) }}
          search={simulation ? { simulation: true } : {}}
          block
          strong
          numeric
        >
          {t('draft:draftNumber', { id: d.invoiceId })}
        </RecordLink>
      )),
      col('customer', t('invoice:fields.customer'), { grow: true }, (d) => <TruncatedText text={d.customerName} />),
      col('receiver', t('invoice:fields.receiver'), { hideBelow: '5xl' }, (d) => t(`invoice:receivers.${d.receiver}`)),
      col('month', t('invoice:fields.month'), 'month', (d) => formatMonth(d.month, language)),
      col('lineCount', t('draft:fields.lines'), { kind: 'number', hideBelow: '4xl' }, (d) => (
        <span className="block text-right tabular-nums">{d.lineCount}</span>
      )),
      col('totalExcl', t('invoice:fields.totalExcl'), 'money', (d) => <Money amount={d.totalExcl} />),
      col('totalIncl', t('invoice:fields.totalIncl'), { kind: 'money', hideBelow: '4xl' }, (d) => (
        <Money amount={d.totalIncl} />
      )),
    ],
    [t, language, simulation],
  );

  const total = drafts.data?.totalCount ?? 0;
  const approving = approval.progress?.status === 'running';
  const title = simulation
    ? t('draft:simulationTitle', { month: shownRun ? formatMonth(shownRun.month, language) : `#${simulationId}` })
    : t('modules.drafts');

  const toolbar = (selection: SelectionApi) => {
    const selectedIds = [...selection.selected].map(Number);
    return (
      <BulkToolbar
        selection={selection}
        label={t('draft:actions.label')}
        status={selection.count > 0 ? undefined : t('draft:actions.noneSelected')}
      >
        {!simulation && canApprove && (
          <>
            <ConfirmPopover
              tone="primary"
              question={t('draft:actions.approveSelectedQuestion', { count: selection.count })}
              confirmLabel={t('draft:actions.approve')}
              onConfirm={() => {
                void approval.start({ ids: selectedIds }).catch(() => {});
                selection.clear();
              }}
            >
              <Button disabled={selection.count === 0 || approving}>{t('draft:actions.approveSelected')}</Button>
            </ConfirmPopover>
            <ConfirmPopover
              tone="primary"
              question={t('draft:actions.approveAllQuestion', { count: total })}
              confirmLabel={t('draft:actions.approve')}
              onConfirm={() => {
                void approval.start({ filters: draftBulkFiltersOf(query), total }).catch(() => {});
                selection.clear();
              }}
            >
              <Button variant="secondary" disabled={total === 0 || approving}>
                {t('draft:actions.approveAll', { count: total })}
              </Button>
            </ConfirmPopover>
            <Button
              variant="secondary"
              disabled={selection.count === 0}
              busy={recalculate.isPending}
              onClick={() =>
                void recalculate.mutateAsync(selectedIds).then((outcome) => alertOutcome('recalculated', outcome, t))
              }
            >
              {t('draft:actions.recalculate')}
            </Button>
          </>
        )}
        {simulation && canEditDrafts && (
          <>
            <Button
              disabled={selection.count === 0}
              busy={makeReal.isPending}
              onClick={() =>
                void makeReal.mutateAsync(selectedIds).then((outcome) => {
                  alertOutcome('madeReal', outcome, t);
                  selection.clear();
                })
              }
            >
              {t('draft:actions.makeReal')}
            </Button>
            <Button
              variant="secondary"
              disabled={!shownRun || shownRun.status === 'pending'}
              busy={recalculateSimulation.isPending}
              onClick={() => shownRun && recalculateSimulation.mutate(shownRun.month)}
            >
              {t('draft:actions.recalculateSimulation')}
            </Button>
          </>
        )}
        {canEditDrafts && (
          <ConfirmPopover
            question={t('draft:actions.deleteQuestion', { count: selection.count })}
            confirmLabel={t('actions.delete')}
            onConfirm={async () => {
              const { deleted, failed } = await remove.mutateAsync({ ids: selectedIds, simulation });
              selection.clear();
              showAlert(
                failed.length ? 'warning' : 'success',
                t('draft:outcome.deleted', { count: deleted }) +
                  (failed.length ? ' ' + t('draft:outcome.failed', { count: failed.length }) : ''),
              );
            }}
          >
            <Button variant="danger" disabled={selection.count === 0}>
              {t('draft:actions.delete')}
            </Button>
          </ConfirmPopover>
        )}
      </BulkToolbar>
    );
  };

  return (
    <ListScreen
      list={list}
      title={title}
      rows={drafts}
      columns={columns}
      rowId={(d) => String(d.invoiceId)}
      texts="draft:"
      emptyText={simulation ? t('draft:emptySimulation') : t('draft:empty')}
      savedFilters={false}
      actions={
        <NumberSelect
          label={t('draft:show')}
          inline
          clearable={false}
          value={simulationId ?? 0}
          options={[
            { value: 0, label: t('draft:realDrafts') },
            ...(simulationId !== undefined && !simulationRuns.some((r) => r.requestId === simulationId)
              ? [{ value: simulationId, label: t('draft:simulationNumber', { id: simulationId }) }]
              : []),
            ...simulationRuns.map((r) => ({
              value: r.requestId,
              label: t('draft:simulationOption', { month: formatMonth(r.month, language), id: r.requestId }),
            })),
          ]}
          onChange={(v) => showSimulation(v ? v : undefined)}
        />
      }
      intro={
        (canApprove || canEditDrafts) && (
          <RunPanel canRun={canApprove} canSimulate={canEditDrafts} onSimulationStarted={showSimulation} />
        )
      }
      filters={<InvoiceFilterFields search={search} onFilters={list.setFilters} />}
      above={
        <>
          <div className="flex flex-col gap-2">
            <DraftsSummaryStrip summary={summary.data} />
            <DraftsComparison summary={summary.data} onCustomer={(id) => list.setFilters({ customerIds: [id] })} />
          </div>
          {approval.progress && (
            <Suspense fallback={<div className="h-24 rounded-lg border border-brand-200 bg-brand-50" />}>
              <ApprovalPanel progress={approval.progress} onStop={approval.stop} onDismiss={approval.dismiss} />
            </Suspense>
          )}
        </>
      }
      selection={
        canApprove || canEditDrafts
          ? { rowLabel: (d) => t('draft:draftOf', { id: d.invoiceId, customer: d.customerName }), toolbar }
          : undefined
      }
    />
  );
}
