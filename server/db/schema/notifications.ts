/** Notifications shown in the drawer (and pushed by the hub). */
import { index, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, tableWithId } from './columns';
import { users } from './security';

export const notifications = tableWithId(
  'notifications',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    type: text('type', { enum: ['success', 'danger', 'warning', 'info'] }).notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
