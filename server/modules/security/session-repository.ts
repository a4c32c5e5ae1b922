/** Sessions in the database (token hashed), the signed-in user and the user's rights. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roleAccessRights, roleFunctionalityRights, sessions, userRoles, users } from '../../db/schema';
import type { AccessRight, FunctionalityRight } from '../../../src/shared/schemas/security';

export type SessionUser = { userId: number; name: string; email: string; language: 'en' | 'nl' | 'fr' };

export type Session = {
  sessionId: number;
  expiresAt: Date;
  user: SessionUser;
  rights: FunctionalityRight[];
  accessRights: AccessRight[];
};

/** The expiry slides (is written again) once it is more than five minutes old; expired is due too. */
const dueForSliding = (expiresAt: Date, ttlMs: number) => expiresAt.getTime() - Date.now() < ttlMs - 5 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: Db,
  userId: number,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  // Housekeeping: expired sessions go when someone signs in.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function rightsOf(db: Db, userId: number) {
  const roleIds = db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  const [rights, accessRights] = await Promise.all([
    db
      .selectDistinct({
        functionCode: roleFunctionalityRights.functionCode,
        valueType: roleFunctionalityRights.valueType,
        valueCode: roleFunctionalityRights.valueCode,
      })
      .from(roleFunctionalityRights)
      .where(inArray(roleFunctionalityRights.roleId, roleIds)),
    db
      .selectDistinct({ accessType: roleAccessRights.accessType, accessCode: roleAccessRights.accessCode })
      .from(roleAccessRights)
      .where(inArray(roleAccessRights.roleId, roleIds)),
  ]);
  return { rights, accessRights };
}

/**
 * The live session for a cookie token, or null, from the database (requests read it through
 * SessionCache). The expiry slides, written at most every few minutes.
 */
export async function findSession(db: Db, token: string, ttlMs: number): Promise<Session | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`), eq(users.disabled, false)))
    .limit(1);
  if (!row) return null;
  let expiresAt = row.expiresAt;
  if (dueForSliding(expiresAt, ttlMs)) {
    expiresAt = new Date(Date.now() + ttlMs);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
  }
  const { rights, accessRights } = await rightsOf(db, row.userId);
  return {
    sessionId: row.sessionId,
    expiresAt,
    user: { userId: row.userId, name: row.name, email: row.email, language: row.language },
    rights,
    accessRights,
  };
}

/** Tables whose writes can end a session or change what it may do (a session's own start cannot). */
const SECURITY_TABLES = new Set([
  'sessions',
  'users',
  'roles',
  'user_roles',
  'role_functionality_rights',
  'role_access_rights',
]);
export const changesSessions = (table: string, op: string) =>
  SECURITY_TABLES.has(table) && !(table === 'sessions' && op === 'INSERT');

/**
 * The live sessions with their user and rights, per instance, by token hash: a request reads them
 * from memory. Any write to the security tables, on any instance or in plain SQL, drops them all
 * (the database announces it, app.ts), so a removed right or a disabled user takes effect on the
 * next request; a sign-out here drops its session at once. An expired session is never served, and
 * the sliding expiry is still written to the database (then read back). A session read while
 * something was dropped is not kept. The oldest go beyond `limit`.
 */
export class SessionCache {
  readonly #byHash = new Map<string, Session>();
  #generation = 0;
  constructor(private readonly limit = 10_000) {}

  async find(db: Db, token: string, ttlMs: number): Promise<Session | null> {
    const hash = hashToken(token);
    const cached = this.#byHash.get(hash);
    if (cached && !dueForSliding(cached.expiresAt, ttlMs)) return cached;
    const generation = this.#generation;
    const session = await findSession(db, token, ttlMs);
    this.#byHash.delete(hash);
    if (session && generation === this.#generation) {
      this.#byHash.set(hash, session);
      if (this.#byHash.size > this.limit) this.#byHash.delete(this.#byHash.keys().next().value!);
    }
    return session;
  }

  forget(token: string) {
    this.#generation++;
    this.#byHash.delete(hashToken(token));
  }

  clear() {
    this.#generation++;
    this.#byHash.clear();
  }

  get size() {
    return this.#byHash.size;
  }
}
