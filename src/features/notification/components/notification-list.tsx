/**
 * The drawer's list of notifications: virtualized, the next page loading as the user scrolls (75 %).
 * Loaded with the drawer's first opening, so the virtualizer is not in every screen's bundle.
 */
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/ui/infinite-list';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/shared/dates';
import type { Notification } from '@/shared/schemas/notification';

const TYPE_STYLE = {
  success: 'bg-green-600',
  danger: 'bg-red-600',
  warning: 'bg-amber-500',
  info: 'bg-sky-600',
} as const;

export type NotificationListProps = {
  items: Notification[];
  totalCount: number;
  isLoading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  className?: string;
};

export function NotificationList({ items, totalCount, ...state }: NotificationListProps) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      {...state}
      label={t('notifications.title')}
      items={items}
      getKey={(n) => n.notificationId}
      totalCount={totalCount}
      estimateSize={68}
      rowClassName={(n) => cn('border-b border-slate-100', !n.read && 'bg-brand-50')}
      renderItem={(n) => (
        <div className="flex gap-3 px-4 py-3">
          <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', TYPE_STYLE[n.type])} aria-hidden />
          <div className="min-w-0">
            <p className={cn('text-sm break-words', !n.read && 'font-semibold')}>{n.message}</p>
            <p className="text-xs text-slate-600">
              <time dateTime={n.createdAt}>{formatTimestamp(n.createdAt)}</time>
              {!n.read && <span className="sr-only"> · {t('notifications.unread')}</span>}
            </p>
          </div>
        </div>
      )}
    />
  );
}
