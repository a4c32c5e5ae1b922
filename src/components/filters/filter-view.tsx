/**
 * A filter shows itself in one of two ways: its controls in the open filter panel, or, while the
 * panel is closed, one chip per chosen value ("Status: Active") that removes it. Every filter
 * component reads which from this context, so a screen declares its filters once.
 */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

export type FilterView = 'panel' | 'chips';

export const FilterViewContext = createContext<FilterView>('panel');

export const useFilterView = () => useContext(FilterViewContext);

/** One chosen value of a filter, removed by a click (or Enter/Space). */
export function FilterChip({ legend, label, onRemove }: { legend: string; label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const text = `${legend}: ${label}`;
  return (
    <li>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('filters.remove', { label: text })}
        title={t('filters.remove', { label: text })}
        className="inline-flex max-w-xs items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="truncate">{text}</span>
        <X aria-hidden className="size-3 shrink-0" />
      </button>
    </li>
  );
}
