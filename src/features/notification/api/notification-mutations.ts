import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationApi } from './notification-api';
import { notificationQueries } from './notification-queries';

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => notificationApi.markRead(ids),
    meta: { successMessage: 'notifications.markedRead' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}
