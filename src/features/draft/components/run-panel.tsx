/**
 * Starting a month run: the month (the next one by default), "Simulate" (no side effects: drafts to
 * review, compare and recalculate) and "Run month" (real drafts, after a confirmation), and the runs
 * still pending with their progress (contracts done of the total) and a link to their log; when none
 * is, the last run with its status. One line above the drafts, so that they keep the screen's height.
 * A run started here is listed as pending as soon as the server accepted it (useStartRun), so the
 * card and the alert that says it started agree.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberSelect } from '@/components/form/number-select';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { showAlert } from '@/lib/alerts';
import { formatMonth } from '@/shared/dates';
import { monthNumber, monthOfNumber } from '@/components/invoice/months';
import { RunStatus } from '@/features/request-log';
import { draftQueries } from '../api/draft-api';
import { useStartRun } from '../api/draft-mutations';
import { nextMonth } from '../draft-search';
import type { RequestListItem } from '@/shared/schemas/invoice';

type Props = {
  canRun: boolean;
  canSimulate: boolean;
  /** A simulation started: the screen shows its drafts. */
  onSimulationStarted: (requestId: number) => void;
};

/** The months a run is offered for: a year back to three months ahead, newest first. */
function runMonths(today: Date = new Date()): string[] {
  const months: string[] = [];
  let month = nextMonth(today);
  for (let i = 0; i < 2; i++) month = nextMonth(new Date(`${month}-15T00:00:00Z`));
  for (let i = 0; i < 16; i++) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  }
  return months;
}

export function RunPanel({ canRun, canSimulate, onSimulationStarted }: Props) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(() => nextMonth());
  const runs = useQuery(draftQueries.runs());
  // Said and shown as soon as the server accepted the start, with the card listing it as pending
  // (useStartRun), not once every list it changes has been refreshed.
  const start = useStartRun(({ month: started, simulation, requestId }) => {
    const month = formatMonth(started, i18n.language);
    showAlert('success', t(simulation ? 'draft:run.simulationStarted' : 'draft:run.started', { month }));
    if (simulation) onSimulationStarted(requestId);
  });
  const options = useMemo(
    () => runMonths().map((m) => ({ value: monthNumber(m), label: formatMonth(m, i18n.language) })),
    [i18n.language],
  );
  const pending = runs.data?.items.filter((r) => r.status === 'pending') ?? [];
  const label = formatMonth(month, i18n.language);

  const begin = (simulation: boolean) => start.mutateAsync({ month, simulation });

  /** The run the card speaks of when none is under way: the newest, with its status and log. */
  const last = pending.length === 0 ? runs.data?.items[0] : undefined;

  return (
    <section
      aria-labelledby="run-title"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
    >
      <h2 id="run-title" className="text-sm font-semibold">
        {t('draft:run.title')}
      </h2>
      {(canRun || canSimulate) && (
        <div className="flex flex-wrap items-center gap-2">
          <NumberSelect
            label={t('draft:run.month')}
            inline
            clearable={false}
            value={monthNumber(month)}
            options={options}
            onChange={(v) => v !== null && setMonth(monthOfNumber(v))}
            className="py-1.5"
          />
          {canSimulate && (
            <Button
              variant="secondary"
              className="py-1.5"
              busy={start.isPending}
              onClick={() => void begin(true).catch(() => {})}
            >
              {t('draft:run.simulate')}
            </Button>
          )}
          {canRun && (
            <ConfirmPopover
              tone="primary"
              question={t('draft:run.confirm', { month: label })}
              confirmLabel={t('draft:run.run')}
              onConfirm={() => begin(false)}
            >
              <Button className="py-1.5" busy={start.isPending}>
                {t('draft:run.run')}
              </Button>
            </ConfirmPopover>
          )}
        </div>
      )}
      {pending.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t('draft:run.pending')}>
          {pending.map((r) => (
            <RunLine key={r.requestId} run={r} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <p className="text-slate-700">{t('draft:run.noPending')}</p>
          {last && <RunLine run={last} as="p" />}
        </div>
      )}
    </section>
  );
}

/** A run in a line: what and which month, its status (progress while pending), the link to its log. */
function RunLine({ run, as: Line = 'li' }: { run: RequestListItem; as?: 'li' | 'p' }) {
  const { t, i18n } = useTranslation();
  return (
    <Line className="flex flex-wrap items-center gap-3 text-sm">
      <span className="font-medium">
        {t(run.simulation ? 'draft:run.simulationOf' : 'draft:run.runOf', {
          month: formatMonth(run.month, i18n.language),
        })}
      </span>
      <RunStatus run={run} wide />
      <Link
        to="/invoicerequests/$requestId"
        params={{ requestId: String(run.requestId) }}
        className="text-brand-700 underline underline-offset-2"
      >
        {t('draft:run.log')}
      </Link>
    </Line>
  );
}
