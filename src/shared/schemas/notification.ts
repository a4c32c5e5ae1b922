/** The signed-in user's notifications: the paged list, the unread count and marking them read. */
import * as z from 'zod';
import { dbInt, emptyAnswer, listOf, listQueryBase } from './common';

export { emptyAnswer };

export const notificationSchema = z.object({
  notificationId: z.number().int(),
  message: z.string(),
  type: z.enum(['success', 'danger', 'warning', 'info']),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Newest first; no search or sort. */
export const notificationListQuery = listQueryBase.pick({ pageIndex: true, pageSize: true });
export const notificationPage = listOf(notificationSchema);
export const unreadCountAnswer = z.object({ count: z.number().int().nonnegative() });

/** The ids to mark read; absent: all of them. */
export const markReadBody = z.object({
  ids: z.array(dbInt).max(500, 'validation.maxItems|500').optional(),
});
