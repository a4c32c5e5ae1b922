/**
 * A short filter as a row of checkboxes above a table (a run's log line types, an import's row
 * outcomes): the chosen values live in the URL, in the order of `values`; none chosen is no filter.
 * A click shows at once, before the URL has taken it (useClickedValue).
 */
import { useClickedValue } from '@/hooks/use-clicked-value';
import { Checkbox } from '@/components/ui/checkbox';

type Props<T extends string> = {
  legend: string;
  /** Every value, in the order shown. */
  values: readonly T[];
  labelOf: (value: T) => string;
  value: T[] | undefined;
  onChange: (chosen: T[] | undefined) => void;
};

export function ToggleRow<T extends string>({ legend, values, labelOf, value = [], onChange }: Props<T>) {
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
