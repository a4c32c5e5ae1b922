import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notificationQueries } from './api/notification-api';
import { useMarkNotificationsRead } from './api/notification-api';
import { Bell } from 'lucide-react';

/** The list and its virtualizer load with the first opening of the drawer. */
const NotificationList = lazy(() =>
  import('./components/notification-list').then((m) => ({ default: m.NotificationList })),
);

/** 8 placeholder rows, while the first page or the list itself loads. */
function ListPlaceholder() {
  return (
    <ul className="space-y-3 p-4" aria-busy>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-12" />
        </li>
      ))}
    </ul>
  );
}

/** The bell in the sidebar: unread badge, and a drawer with the user's notifications from the server. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useQuery(notificationQueries.unreadCount());
  // Mounted from the first opening on, so the drawer can animate out when it closes.
  const [opened, setOpened] = useState(false);
  const count = unread.data?.count ?? 0;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="relative flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-100 hover:bg-white/10"
      >
        {/* Label in name (WCAG 2.5.3): the name is the text shown (the title, then the badge's count), then
            "unread" for screen readers only, all from the button's content. */}
        <Bell aria-hidden className="size-4" />
        <span>{t('notifications.title')}</span>
        {count > 0 && (
          <>
            {' '}
            <span
              data-testid="unread-badge"
              className="ml-auto rounded-full bg-red-600 px-2 text-xs font-semibold text-white"
            >
              {shown}
            </span>
            <span className="sr-only"> {t('notifications.unread')}</span>
          </>
        )}
      </button>
      {opened && <NotificationsDrawer open={open} onOpenChange={setOpen} unread={count} />}
    </>
  );
}

type DrawerProps = { open: boolean; onOpenChange: (o: boolean) => void; unread: number };

function NotificationsDrawer({ open, onOpenChange, unread }: DrawerProps) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationsRead();
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
      <NotificationsBody />
    </Drawer>
  );
}

/** The drawer's list: inside the drawer's content, so its query runs only while the drawer is open. */
function NotificationsBody() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(notificationQueries.list());
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const { fetchNextPage: fetchNext } = list;
  // Never cancels a page already on its way (a scroll and an invalidation can meet).
  const fetchNextPage = useCallback(() => fetchNext({ cancelRefetch: false }), [fetchNext]);
  return list.isError && !list.isFetchNextPageError ? (
    <p className="p-4 text-sm text-red-700">{t('notifications.error')}</p>
  ) : !list.isPending && items.length === 0 ? (
    <p className="p-4 text-sm text-slate-700">{t('notifications.empty')}</p>
  ) : (
    <div className="flex h-full flex-col">
      {!list.isPending && (
        <p className="px-4 pt-3 pb-1 text-xs text-slate-600">
          {t('list.countOfTotal', { count: items.length, total })}
        </p>
      )}
      <Suspense fallback={<ListPlaceholder />}>
        <NotificationList
          className="min-h-0 flex-1"
          items={items}
          totalCount={total}
          isLoading={list.isPending}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          isFetchNextPageError={list.isFetchNextPageError}
          fetchNextPage={fetchNextPage}
        />
      </Suspense>
    </div>
  );
}
