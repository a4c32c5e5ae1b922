/** Users, modules and external links. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalLinks, modules, users } from '../../db/schema';
import type { Module } from '../../../src/shared/schemas/security';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user ?? null;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
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
