/** The outbox as tests read it. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails } from '../db/schema';
import type { MailKind } from '../../src/shared/constants/mail';

/** The newest mail of a kind in the outbox. */
export async function lastMailOfKind(db: Db, kind: MailKind) {
  const [mail] = await db.select().from(mails).where(eq(mails.kind, kind)).orderBy(desc(mails.id)).limit(1);
  return mail;
}
