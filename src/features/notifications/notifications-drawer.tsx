import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatTimestamp } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { notificationQueries } from './api/notification-queries';
import { useMarkNotificationsRead } from './api/notification-mutations';

const TYPE_STYLE = {
  success: 'bg-green-600',
  danger: 'bg-red-600',
  warning: 'bg-amber-500',
  info: 'bg-sky-600',
} as const;

/** The bell in the sidebar: unread badge, and a drawer with the user's notifications from the server. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useQuery(notificationQueries.unreadCount());
  const count = unread.data?.count ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-100 hover:bg-white/10"
        aria-label={count > 0 ? t('notifications.openWithCount', { count }) : t('notifications.open')}
      >
        <span aria-hidden>🔔</span>
        <span>{t('notifications.title')}</span>
        {count > 0 && (
          <span
            data-testid="unread-badge"
            className="ml-auto rounded-full bg-red-600 px-2 text-xs font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && <NotificationsDrawer open={open} onOpenChange={setOpen} unread={count} />}
    </>
  );
}

function NotificationsDrawer({
  open,
  onOpenChange,
  unread,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  unread: number;
}) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(notificationQueries.list());
  const markRead = useMarkNotificationsRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('notifications.title')}
      footer={
        <Button
          variant="secondary"
          className="w-full"
          disabled={unread === 0}
          busy={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {t('notifications.markAllRead')}
        </Button>
      }
    >
      {list.isPending ? (
        <ul className="space-y-3 p-4" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-12" />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <p className="p-4 text-sm text-red-700">{t('notifications.error')}</p>
      ) : items.length === 0 ? (
        <p className="p-4 text-sm text-slate-700">{t('notifications.empty')}</p>
      ) : (
        <>
          <p className="px-4 pt-3 text-xs text-slate-600">{t('list.countOfTotal', { count: items.length, total })}</p>
          <ul className="divide-y divide-slate-100">
            {items.map((n) => (
              <li key={n.notificationId} className={cn('flex gap-3 px-4 py-3', !n.read && 'bg-brand-50')}>
                <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', TYPE_STYLE[n.type])} aria-hidden />
                <div className="min-w-0">
                  <p className={cn('text-sm', !n.read && 'font-semibold')}>{n.message}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={n.createdAt}>{formatTimestamp(n.createdAt)}</time>
                    {!n.read && <span className="sr-only"> · {t('notifications.unread')}</span>}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="p-4">
              <Button
                variant="secondary"
                className="w-full"
                busy={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('actions.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </Drawer>
  );
}
