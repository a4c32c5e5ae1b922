/**
 * What the screens of the jobs that report as they go share (the month runs' request logs, the file
 * imports): a status with its progress, a count in a table cell, and a row of checkboxes filtering a
 * job's rows. One module, so those screens fetch one small file for them.
 */
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useClickedValue } from '@/hooks/use-clicked-value';
import { formatCount } from '@/shared/format';

/**
 * A job's status while it works, with its progress (a month run's contracts, an import's rows): the
 * status's badge, a progress bar named `label` whose value reads as `valueText` ("120 of 400
 * contracts"), and done/total beside it. One line, so a table row keeps its height while the bar moves.
 */
type ProgressProps = {
  /** The status's label (pending, running). */
  status: string;
  done: number;
  total: number;
  /** The bar's name: whose progress it is. */
  label: string;
  /** The progress in words ("120 of 400 contracts"). */
  valueText: string;
  /** The detail page's longer bar. */
  wide?: boolean | undefined;
};

export function ProgressStatus({
  status,
  done: counted,
  total: expected,
  label,
  valueText,
  wide = false,
}: ProgressProps) {
  const total = Math.max(expected, 0);
  const done = Math.min(counted, total);
  return (
    <span className="inline-flex items-center gap-2">
      <Badge tone="neutral">{status}</Badge>
      <ProgressBar label={label} done={done} total={total} valueText={valueText} width={wide ? 'w-48' : 'w-20'} />
      <span aria-hidden className="text-xs text-slate-700 tabular-nums">
        {`${formatCount(done)}/${formatCount(total)}`}
      </span>
    </span>
  );
}

/** A count in a table cell (a run's errors, an import's failed rows): one that needs attention reads as such; zero stays quiet. */
export function Count({ value, tone }: { value: number; tone?: 'danger' | 'warning' }) {
  const colour =
    value > 0 && tone === 'danger' ? 'text-red-800' : value > 0 && tone === 'warning' ? 'text-amber-900' : '';
  return <span className={`tabular-nums ${value > 0 && tone ? `font-semibold ${colour}` : ''}`}>{value}</span>;
}

/**
 * A short filter as a row of checkboxes above a table (a run's log line types, an import's row
 * outcomes): the chosen values live in the URL, in the order of `values`; none chosen is no filter.
 * A click shows at once, before the URL has taken it (useClickedValue).
 */
type ToggleRowProps<T extends string> = {
  legend: string;
  /** Every value, in the order shown. */
  values: readonly T[];
  labelOf: (value: T) => string;
  value: T[] | undefined;
  onChange: (chosen: T[] | undefined) => void;
};

export function ToggleRow<T extends string>({ legend, values, labelOf, value = [], onChange }: ToggleRowProps<T>) {
  const { shown, click } = useClickedValue(value);
  const chosen = new Set(shown);
  const toggle = (one: T) => {
    const next = values.filter((x) => (x === one ? !chosen.has(x) : chosen.has(x)));
    click(next);
    onChange(next.length ? next : undefined);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-4 py-2">
        {values.map((one) => (
          <Checkbox
            key={one}
            label={labelOf(one)}
            checked={chosen.has(one)}
            onChange={() => toggle(one)}
            className="inline-flex items-center gap-2 text-sm"
          />
        ))}
      </div>
    </fieldset>
  );
}
