import type { ReactNode } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';

type Props = {
  /** The title's id: the panel is named by it. */
  titleId: string;
  title: ReactNode;
  /** The progress bar's name. */
  label: string;
  done: number;
  total: number;
  /** How far, 0 to 100. */
  share: number;
  /** The progress in words ("3 of 10"), beside the bar and as its value. */
  progress: string;
  /** At the end of the first row (Stop, Close). */
  action: ReactNode;
  /** The panel's test id. */
  testId: string;
  /** Under the bar: the outcome so far (a status line, what failed). */
  children: ReactNode;
};

/** Work on many records as it goes (an approval, a mailing): a titled bar of done of total, then its outcome. */
export function ProgressPanel({
  titleId,
  title,
  label,
  done,
  total,
  share,
  progress,
  action,
  testId,
  children,
}: Props) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <ProgressBar label={label} done={done} total={total} valueText={progress} share={share} width="w-48" />
        <span className="text-sm tabular-nums">{progress}</span>
        {action}
      </div>
      {children}
    </section>
  );
}
