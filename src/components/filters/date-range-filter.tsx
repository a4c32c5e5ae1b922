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

const DateRangeInputs = lazy(loadDateRangeInputs);

export function DateRangeFilter({ legend, ...range }: DateRangeInputsProps & { legend: string }) {
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
