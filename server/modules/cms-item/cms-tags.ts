/** CMS tags: every tag (few: not paged), create and update on the version; a name is unique without regard to case. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CmsTag, CmsTagUpdate } from '../../../src/shared/schemas/cms-item';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { cmsTags } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';

const toDto = (r: typeof cmsTags.$inferSelect): CmsTag => ({
  cmsTagId: r.id,
  name: r.name,
  isFeatured: r.isFeatured,
  version: r.version,
});

export async function listCmsTags(db: Db): Promise<CmsTag[]> {
  const rows = await db
    .select()
    .from(cmsTags)
    .orderBy(asc(sql`lower(${cmsTags.name})`), asc(cmsTags.id));
  return rows.map(toDto);
}

async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', { name: 'validation.unique' });
    throw error;
  }
}

export async function createCmsTag(db: Db, input: { name: string; isFeatured: boolean }) {
  const [row] = await unlessNameTaken(() => db.insert(cmsTags).values(input).returning({ id: cmsTags.id }));
  return { cmsTagId: row!.id };
}

export async function updateCmsTag(db: Db, { cmsTagId, version, ...fields }: CmsTagUpdate) {
  const [updated] = await unlessNameTaken(() =>
    db
      .update(cmsTags)
      .set({ ...fields, version: sql`${cmsTags.version} + 1`, updatedAt: new Date() })
      .where(and(eq(cmsTags.id, cmsTagId), eq(cmsTags.version, version)))
      .returning(),
  );
  if (updated) return toDto(updated);
  const [current] = await db.select().from(cmsTags).where(eq(cmsTags.id, cmsTagId));
  if (!current) throw notFound();
  throw conflict(toDto(current));
}
