import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type ShowMoreProps<T> = {
  items: readonly T[];
  /** How many show before "show more"; all when the list is not longer. */
  limit: number;
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: ((item: T, index: number) => string | number) | undefined;
  className?: string | undefined;
  listClassName?: string | undefined;
};

/** A long list cut at `limit`, with show more / show less. */
export function ShowMore<T>({ items, limit, renderItem, getKey, className, listClassName }: ShowMoreProps<T>) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hidden = Math.max(0, items.length - limit);
  const shown = expanded || hidden === 0 ? items : items.slice(0, limit);
  return (
    <div className={className}>
      <ul id={listId} className={cn('flex flex-col gap-1', listClassName)}>
        {shown.map((item, i) => (
          <li key={getKey ? getKey(item, i) : i}>{renderItem(item, i)}</li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {expanded ? t('ui.showMore.less') : t('ui.showMore.more', { count: hidden })}
        </button>
      )}
    </div>
  );
}
