import { getPage, http } from '@/lib/http';
import type { ListAnswer } from '@/shared/schemas/common';
import type { Notification } from '@/shared/schemas/security';

const BASE = '/api/notification/v2/notifications';

export const notificationApi = {
  list: (pageIndex: number, signal?: AbortSignal) =>
    getPage<ListAnswer<Notification>>(BASE, { pageIndex, pageSize: 20 }, { signal, cancelPrevious: false }),
  unreadCount: (signal?: AbortSignal) => http.get<{ count: number }>(`${BASE}/unreadcount`, { signal }),
  markRead: (ids?: number[]) => http.post<null>(`${BASE}/read`, ids ? { ids } : {}),
};
