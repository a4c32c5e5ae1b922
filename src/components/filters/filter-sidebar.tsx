/**
 * The filter panel of a list screen: collapses and expands (remembered locally
 * through the UI store, F toggles it), shows how many filters are active, and resets the list.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useShortcut } from '@/hooks/use-shortcut';
import { cn } from '@/lib/cn';
import { useUiStore } from '@/stores/ui-store';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';

type Props = {
  /** Number of active filters, shown beside the title and on the collapsed bar. */
  activeCount: number;
  onReset: () => void;
  children: ReactNode;
};

export function FilterSidebar({ activeCount, onReset, children }: Props) {
  const { t } = useTranslation();
  const collapsed = useUiStore((s) => s.filterSidebarCollapsed);
  const toggleStore = useUiStore((s) => s.toggleFilterSidebar);
  // The panel and the collapsed bar animate in when the user toggles them, not when the screen opens.
  const [toggled, setToggled] = useState(false);
  const toggle = () => {
    setToggled(true);
    toggleStore();
  };
  useShortcut('toggleFilters', toggle);
  const motion = toggled ? 'motion-panel' : undefined;
  const count =
    activeCount > 0 ? (
      <span
        data-testid="active-filter-count"
        className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
        aria-label={t('filters.activeCount', { count: activeCount })}
      >
        {activeCount}
      </span>
    ) : null;

  if (collapsed)
    return (
      <aside
        key="collapsed"
        aria-label={t('filters.title')}
        className={cn('flex shrink-0 flex-col items-center gap-2', motion)}
      >
        <Button
          variant="secondary"
          aria-expanded={false}
          aria-controls="filter-panel"
          onClick={toggle}
          title={t('filters.expand')}
        >
          <PanelLeftOpen aria-hidden className="size-4" />
          <span className="sr-only">{t('filters.expand')}</span>
        </Button>
        {count}
      </aside>
    );

  return (
    <aside
      key="expanded"
      aria-label={t('filters.title')}
      className={cn('w-full shrink-0 rounded-lg border border-slate-200 bg-white p-4 md:w-56', motion)}
    >
      <div className="mb-3 flex items-center gap-2">
        <h2 className="text-base font-semibold">{t('filters.title')}</h2>
        {count}
        <Button
          variant="ghost"
          className="ml-auto px-2"
          aria-expanded
          aria-controls="filter-panel"
          onClick={toggle}
          title={t('filters.collapse')}
        >
          <PanelLeftClose aria-hidden className="size-4" />
          <span className="sr-only">{t('filters.collapse')}</span>
        </Button>
      </div>
      <div id="filter-panel" className="flex flex-col gap-5">
        {children}
        <Button variant="secondary" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      </div>
    </aside>
  );
}
