/**
 * The filters of a list screen: a "Filters" button after the search box (F toggles it; the count of
 * active filters on it) opens their panel beside the table; while it is closed (the default, so the
 * table has the screen's width) the active filters are a bar of chips above the table, each
 * removable, with a reset. Open or closed is kept with the preferences (and so rendered by the server).
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
};

/** While the panel is closed: the filters' values (a screen's defaults too) as a bar of chips, with a reset. */
export function FilterChips({ activeCount, onReset, children }: Props) {
  const { t } = useTranslation();
  const closed = useUiStore((s) => s.filterSidebarCollapsed);
  if (!closed) return null;
  // A default a screen applies (the open states) is a chip too; the bar shows only with a chip in it.
  return (
    <FilterViewContext.Provider value="chips">
      <div className="hidden flex-wrap items-center gap-2 has-[li]:flex">
        <ul className="flex flex-wrap items-center gap-1.5" aria-label={t('filters.active')}>
          {children}
        </ul>
        {activeCount > 0 && (
          <Button variant="ghost" className="px-2 text-sm" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </div>
    </FilterViewContext.Provider>
  );
}

/** While it is open: the panel beside the table, the filters one under the other, then `extra` (the saved filters). */
export function FilterPanel({ activeCount, onReset, children, extra }: Props & { extra?: ReactNode }) {
  const { t } = useTranslation();
  const closed = useUiStore((s) => s.filterSidebarCollapsed);
  // The panel animates in when the user opens it, not when the screen opens.
  const [wasClosed, setWasClosed] = useState(closed);
  if (closed && !wasClosed) setWasClosed(true);
  if (closed) return null;
  return (
    <aside
      id={PANEL_ID}
      aria-label={t('filters.title')}
      className={cn(
        'flex w-full shrink-0 flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 md:w-56',
        wasClosed && 'motion-panel',
      )}
    >
      <FilterViewContext.Provider value="panel">{children}</FilterViewContext.Provider>
      {extra}
      <Button variant="secondary" onClick={onReset} disabled={activeCount === 0}>
        {t('filters.reset')}
      </Button>
    </aside>
  );
}
