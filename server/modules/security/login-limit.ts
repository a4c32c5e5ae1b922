/**
 * The sign-in limit (LOGIN_RATE_LIMIT failures per 15 minutes per client address and e-mail), held
 * under parallel attempts: an attempt takes its place before the password is checked, counted and
 * recorded in one transaction that holds a lock on the key, so attempts for one key queue there and
 * at most `limit` of them reach the password check inside the window. A successful attempt gives its
 * place back; a failed one keeps it (it is the failure). The two-factor step counts on the same key.
 */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export type LimitWindow = { limit: number; windowMs: number };

/**
 * Takes an attempt for `key`: its id, or null when `limit` attempts are already recorded inside the
 * window (answer 429). The transaction-scoped advisory lock on the key's hash serialises the count
 * and the insert of parallel attempts on every connection (PGlite has one connection: its
 * transactions queue anyway); it is released at commit, when the next attempt counts this one.
 */
export async function takeAttempt(db: Db, key: string, { limit, windowMs }: LimitWindow): Promise<number | null> {
  const since = new Date(Date.now() - windowMs);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${key}`}, 0))`);
    const [row] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
    if ((row?.n ?? 0) >= limit) return null;
    const [taken] = await tx.insert(loginFailures).values({ key }).returning({ id: loginFailures.id });
    return taken!.id;
  });
  // Housekeeping: failures older than the window no longer count for anyone.
  if (id !== null) await db.delete(loginFailures).where(lt(loginFailures.createdAt, since));
  return id;
}

/** A successful attempt is no failure: its place goes back. */
export async function giveBackAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}
