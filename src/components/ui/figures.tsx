/**
 * A few figures of a list or a record in one strip (a count, totals, an open amount): the label above
 * its value, and until the value is known a placeholder of the value's height, so nothing moves when
 * it arrives. A named group: screen readers and tests find the strip by its label.
 */
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

export type Figure = {
  key: string;
  label: string;
  /** Undefined while loading. */
  value: ReactNode | undefined;
};

type Props = {
  label: string;
  figures: readonly Figure[];
  /** The grid's columns (static Tailwind classes), two then four by default. */
  columns?: string | undefined;
  /** Prefix of each value's test id (`{prefix}-{key}`), for tests that read one figure. */
  testIdPrefix?: string | undefined;
  /** Each label beside its value, the figures in one line (a screen whose list needs the height). */
  inline?: boolean | undefined;
};

export function Figures({ label, figures, columns = 'grid-cols-2 sm:grid-cols-4', testIdPrefix, inline }: Props) {
  const loading = figures.some((f) => f.value === undefined);
  return (
    <div role="group" aria-label={label} aria-busy={loading}>
      <dl
        className={`gap-y-1 rounded-md border border-slate-200 bg-white px-3 ${inline ? 'flex flex-wrap gap-x-6 py-1.5' : `grid gap-x-4 py-2 ${columns}`}`}
      >
        {figures.map((f) => (
          <div key={f.key} className={inline ? 'flex min-w-0 items-baseline gap-2' : 'min-w-0'}>
            <dt className="truncate text-xs text-slate-700">{f.label}</dt>
            <dd
              // A value cut in a narrow strip is there in full on hover.
              title={typeof f.value === 'string' ? f.value : undefined}
              className="h-6 truncate font-semibold tabular-nums"
              data-testid={testIdPrefix ? `${testIdPrefix}-${f.key}` : undefined}
            >
              {f.value ?? <Skeleton className="mt-1 h-4 w-20" />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
