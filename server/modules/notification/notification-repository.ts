/**
 * A user's notifications: the paged list (newest first), the unread count, marking them read, and
 * creating one (the row, then a push to the user's hub sockets on every instance).
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { pagedList } from '../../http/list';
import { publishInBackground, type EventBus } from '../../lib/events';

type Language = (typeof users.$inferSelect)['language'];
type NotificationType = (typeof notifications.$inferSelect)['type'];

/** Notification texts are stored in the recipient's language (the drawer shows them as stored). */
export type LocalisedText = Record<Language, string>;

export const NOTIFICATION_TEXTS = {
  passwordResetByAdmin: {
    en: 'An administrator requested a password reset for your account: check your e-mail.',
    nl: 'Een beheerder heeft een nieuw wachtwoord voor je account aangevraagd: bekijk je e-mail.',
    fr: 'Un administrateur a demandé la réinitialisation du mot de passe de votre compte : consultez vos e-mails.',
  },
  authenticatorResetByAdmin: {
    en: 'An administrator reset the authenticator of your account: set it up again at your next sign-in.',
    nl: 'Een beheerder heeft de authenticator van je account gereset: stel hem opnieuw in bij je volgende aanmelding.',
    fr: "Un administrateur a réinitialisé l'authentificateur de votre compte : configurez-le à nouveau à votre prochaine connexion.",
  },
} satisfies Record<string, LocalisedText>;

const toItem = (n: typeof notifications.$inferSelect) => ({
  notificationId: n.id,
  message: n.message,
  type: n.type,
  createdAt: n.createdAt.toISOString(),
  read: n.readAt !== null,
});

/** The user's notifications, newest first (created at, then id, both descending). */
export function listNotifications(db: Db, userId: number, page: { pageIndex: number; pageSize: number }) {
  return pagedList(db, {
    list: {
      from: notifications,
      id: notifications.id,
      idDescending: true,
      where: eq(notifications.userId, userId),
      sorts: {},
      defaultOrder: [{ key: notifications.createdAt, descending: true }],
    },
    query: { pageIndex: page.pageIndex, pageSize: page.pageSize },
    rows: (byIds) => db.select().from(notifications).where(byIds),
    toItem,
    idOf: (item) => item.notificationId,
  });
}

/** How many of the user's notifications are unread. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the user's unread notifications with these ids read (only the user's own; read ones keep
 * their time); all of them when `ids` is absent, none when it is empty.
 */
export async function markRead(db: Db, userId: number, ids?: readonly number[]): Promise<void> {
  if (ids?.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    );
}

export async function createNotification(
  db: Db,
  bus: EventBus,
  log: FastifyBaseLogger,
  input: { userId: number; text: LocalisedText; type: NotificationType },
) {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, input.userId));
  if (!user) return null;
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, message: input.text[user.language], type: input.type })
    .returning();
  if (!row) return null;
  publishInBackground(bus, log, {
    type: 'notification',
    userId: row.userId,
    notification: { id: row.id, message: row.message, type: row.type, createdAt: row.createdAt.toISOString() },
  });
  return row;
}
