/**
 * Starting a month run: the month (the next one by default), "Simulate" (no side effects: drafts to
 * review, compare and recalculate) and "Run month" (real drafts, after a confirmation), and the runs
 * still pending with their progress (contracts done of the total) and a link to their log.
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
  const start = useStartRun();
  const options = useMemo(
    () => runMonths().map((m) => ({ value: monthNumber(m), label: formatMonth(m, i18n.language) })),
    [i18n.language],
  );
  const pending = runs.data?.items.filter((r) => r.status === 'pending') ?? [];
  const label = formatMonth(month, i18n.language);

  const begin = async (simulation: boolean) => {
    const { requestId } = await start.mutateAsync({ month, simulation });
    showAlert('success', t(simulation ? 'draft:run.simulationStarted' : 'draft:run.started', { month: label }));
    if (simulation) onSimulationStarted(requestId);
  };

  return (
    <section
      aria-labelledby="run-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="run-title" className="text-base font-semibold">
        {t('draft:run.title')}
      </h2>
      {(canRun || canSimulate) && (
        <div className="flex flex-wrap items-end gap-3">
          <NumberSelect
            label={t('draft:run.month')}
            required
            value={monthNumber(month)}
            options={options}
            onChange={(v) => v !== null && setMonth(monthOfNumber(v))}
          />
          {canSimulate && (
            <Button variant="secondary" busy={start.isPending} onClick={() => void begin(true).catch(() => {})}>
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
              <Button busy={start.isPending}>{t('draft:run.run')}</Button>
            </ConfirmPopover>
          )}
        </div>
      )}
      {pending.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('draft:run.pending')}>
          {pending.map((r) => (
            <li key={r.requestId} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="font-medium">
                {t(r.simulation ? 'draft:run.simulationOf' : 'draft:run.runOf', {
                  month: formatMonth(r.month, i18n.language),
                })}
              </span>
              <RunStatus run={r} wide />
              <Link
                to="/invoicerequests/$requestId"
                params={{ requestId: String(r.requestId) }}
                className="text-brand-700 underline underline-offset-2"
              >
                {t('draft:run.log')}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('draft:run.noPending')}</p>
      )}
    </section>
  );
}
