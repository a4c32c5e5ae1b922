/**
 * The filters of a list screen, above its table rather than beside it (the table keeps the screen's
 * width): a "Filters" button after the search box (F toggles it; the count of active filters on it)
 * opens a panel of the filters side by side; while it is closed (the default) the active filters
 * are a bar of chips, each removable, with a reset. Open or closed is kept with the preferences.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useShortcut } from '@/hooks/use-shortcut';
import { cn } from '@/lib/cn';
import { useUiStore } from '@/stores/ui-store';
import { FilterViewContext } from './filter-view';

const PANEL_ID = 'filter-panel';

/** The button that opens and closes the panel, with the number of active filters. */
export function FilterToggle({ activeCount }: { activeCount: number }) {
  const { t } = useTranslation();
  const closed = useUiStore((s) => s.filterSidebarCollapsed);
  const toggle = useUiStore((s) => s.toggleFilterSidebar);
  useShortcut('toggleFilters', toggle);
  return (
    <Button
      variant="secondary"
      className="self-end"
      aria-expanded={!closed}
      aria-controls={closed ? undefined : PANEL_ID}
      onClick={toggle}
      title={t(closed ? 'filters.expand' : 'filters.collapse')}
    >
      <SlidersHorizontal aria-hidden className="size-4" />
      {t('filters.title')}
      {activeCount > 0 && (
        <span
          data-testid="active-filter-count"
          className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
        >
          <span aria-hidden>{activeCount}</span>
          <span className="sr-only">{t('filters.activeCount', { count: activeCount })}</span>
        </span>
      )}
    </Button>
  );
}

type Props = {
  activeCount: number;
  onReset: () => void;
  /** The filters, each shown as controls in the panel or as chips on the bar. */
  children: ReactNode;
  /** Shown in the open panel only (the saved filters). */
  extra?: ReactNode;
};

/** The open panel, or the bar of the active filters' chips while it is closed. */
export function FilterArea({ activeCount, onReset, children, extra }: Props) {
  const { t } = useTranslation();
  const closed = useUiStore((s) => s.filterSidebarCollapsed);
  // The panel animates in when the user opens it, not when the screen opens.
  const [wasClosed, setWasClosed] = useState(closed);
  if (closed && !wasClosed) setWasClosed(true);
  const reset = (
    <Button variant="secondary" onClick={onReset} disabled={activeCount === 0}>
      {t('filters.reset')}
    </Button>
  );
  if (closed)
    return activeCount > 0 ? (
      <FilterViewContext.Provider value="chips">
        <div className="flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap items-center gap-1.5" aria-label={t('filters.active')}>
            {children}
          </ul>
          <Button variant="ghost" className="px-2 text-sm" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        </div>
      </FilterViewContext.Provider>
    ) : null;
  return (
    <aside
      id={PANEL_ID}
      aria-label={t('filters.title')}
      className={cn('rounded-lg border border-slate-200 bg-white p-4', wasClosed && 'motion-panel')}
    >
      <FilterViewContext.Provider value="panel">
        <div className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] items-start gap-x-6 gap-y-5">
          {children}
          {extra}
        </div>
      </FilterViewContext.Provider>
      <div className="mt-4 flex justify-end">{reset}</div>
    </aside>
  );
}
