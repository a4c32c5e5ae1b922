/** Users, sign-in failures, modules, external links and identity resets. */
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalLinks, identityResets, loginFailures, modules, users } from '../../db/schema';
import type { Module } from '../../../src/shared/schemas/security';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user ?? null;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/** Failed sign-ins for a key inside the window (the rate limit survives restarts and scales out). */
export async function recentFailures(db: Db, key: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordFailure(db: Db, key: string, windowMs: number) {
  await db.insert(loginFailures).values({ key });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - windowMs)));
}

/** The module tree in sidebar order. */
export async function moduleTree(db: Db): Promise<Module[]> {
  const rows = await db.select().from(modules).orderBy(asc(modules.sortOrder), asc(modules.id));
  const build = (parentId: number | null): Module[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => ({ key: r.key, showInSideBar: r.showInSideBar, subModules: build(r.id) }));
  return build(null);
}

export function listExternalLinks(db: Db) {
  return db
    .select({ externalLinkId: externalLinks.id, name: externalLinks.name, link: externalLinks.link })
    .from(externalLinks)
    .orderBy(asc(externalLinks.sortOrder));
}

export async function recordReset(
  db: Db,
  values: {
    userId: number;
    requestedBy: number;
    kind: 'password' | 'authenticator';
    onBehalfOfMainApplication?: boolean;
  },
) {
  await db.insert(identityResets).values(values);
}

export async function resetsOf(db: Db, userId: number) {
  return db
    .select()
    .from(identityResets)
    .where(eq(identityResets.userId, userId))
    .orderBy(sql`${identityResets.id}`);
}
