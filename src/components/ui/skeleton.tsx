import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded bg-slate-200', className)} />;
}

type LoadingProps = {
  /** Each bar's size classes, in order (`h-40 w-full`). */
  bars: readonly string[];
  className?: string;
  /** A page's own placeholder is a section; a part of a page's a div. */
  as?: 'div' | 'section';
};

/**
 * Something still loading, in the shape it will have: grey bars of its size, the place marked busy
 * and "Loading…" said to screen readers.
 */
export function Loading({ bars, className, as: Tag = 'div' }: LoadingProps) {
  const { t } = useTranslation();
  return (
    <Tag aria-busy className={className}>
      <span className="sr-only">{t('list.loading')}</span>
      {bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
    </Tag>
  );
}
