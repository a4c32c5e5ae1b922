/**
 * A date-range filter: from and until as calendar days (`YYYY-MM-DD` in the URL), typed as
 * DD/MM/YYYY or picked in a calendar. The inputs, with their parsing and calendar, load as their own
 * chunk (date-range-inputs.tsx), so a list's first load stays within its bundle budget; the list's
 * route starts loading it (loadDateRangeInputs).
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { DateRangeInputsProps } from './date-range-inputs';
import { loadDateRangeInputs } from './load-date-range-inputs';
import { FilterChip, useFilterView } from './filter-view';
import { formatDate } from '@/shared/dates';

const DateRangeInputs = lazy(loadDateRangeInputs);

export function DateRangeFilter({ legend, ...range }: DateRangeInputsProps & { legend: string }) {
  if (useFilterView() === 'chips')
    return range.from || range.until ? (
      <FilterChip
        legend={legend}
        label={rangeLabel(range.from && formatDate(range.from), range.until && formatDate(range.until))}
        onRemove={() => range.onChange({ from: undefined, until: undefined })}
      />
    ) : null;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {/* As high as the two inputs, so nothing moves when they arrive. */}
      <Suspense fallback={<Skeleton className="h-[82px]" />}>
        <DateRangeInputs {...range} />
      </Suspense>
    </fieldset>
  );
}

/** A range as a chip says it: both ends, or the one given ("from 1/10/2026", "until …"). */
export function rangeLabel(from: string | undefined, until: string | undefined) {
  return `${from ?? '…'} – ${until ?? '…'}`;
}
