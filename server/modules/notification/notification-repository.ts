/** Creating a notification: the row, then a push to the user's hub sockets on every instance. */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
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
