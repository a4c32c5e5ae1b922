/** Rebate groups in the database, with optimistic concurrency on the version. */
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type {
  RebateGroup,
  RebateGroupInput,
  RebateGroupListQuery,
  RebateGroupUpdate,
} from '../../../src/shared/schemas/rebate-group';
import type { OptionQuery } from '../../../src/shared/schemas/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rebateGroups } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern, pagedList, type SortKey } from '../../http/list';
import type { REBATE_GROUP_SORT_COLUMNS } from '../../../src/shared/constants/rebate-group';

const toDto = (r: typeof rebateGroups.$inferSelect): RebateGroup => ({
  rebateGroupId: r.id,
  description: r.description,
  rebatePercentage: r.rebatePercentage,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

const sorts: Record<(typeof REBATE_GROUP_SORT_COLUMNS)[number], SortKey> = {
  description: { key: rebateGroups.description },
  rebatePercentage: { key: rebateGroups.rebatePercentage },
};

/** The groups whose description contains the search text; by id when unsorted. */
export function listRebateGroups(db: Db, q: RebateGroupListQuery) {
  return pagedList(db, {
    list: {
      from: rebateGroups,
      id: rebateGroups.id,
      where: q.searchText ? ilike(rebateGroups.description, containsPattern(q.searchText)) : undefined,
      sorts,
    },
    query: q,
    rows: (byIds) => db.select().from(rebateGroups).where(byIds),
    toItem: toDto,
    idOf: (group) => group.rebateGroupId,
  });
}

/** Groups by description (at most 50), or the ones asked for by id. */
export function rebateGroupOptions(db: Db, q: OptionQuery) {
  return db
    .select({ rebateGroupId: rebateGroups.id, description: rebateGroups.description })
    .from(rebateGroups)
    .where(
      q.ids?.length
        ? inArray(rebateGroups.id, q.ids)
        : q.searchText
          ? ilike(rebateGroups.description, containsPattern(q.searchText))
          : undefined,
    )
    .orderBy(asc(rebateGroups.description), asc(rebateGroups.id))
    .limit(50);
}

/** A description in use by another group is a field error, checked case-insensitively. */
async function assertUniqueDescription(db: Db, description: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: rebateGroups.id })
    .from(rebateGroups)
    .where(sql`lower(${rebateGroups.description}) = lower(${description})`)
    .limit(1);
  if (clash && clash.id !== exceptId) throw badRequest('validation.failed', { description: 'validation.unique' });
}

export async function createRebateGroup(db: Db, input: RebateGroupInput): Promise<number> {
  await assertUniqueDescription(db, input.description);
  try {
    const [row] = await db.insert(rebateGroups).values(input).returning({ id: rebateGroups.id });
    return row!.id;
  } catch (error) {
    // Two creates racing past the check: the unique index decides, with the same field error.
    if (isUniqueViolation(error)) throw badRequest('validation.failed', { description: 'validation.unique' });
    throw error;
  }
}

/**
 * Updates only when the stored version is the one the caller loaded (one statement, so two
 * parallel updates cannot both win); otherwise 409 with the current record, or 404.
 */
export async function updateRebateGroup(db: Db, input: RebateGroupUpdate): Promise<RebateGroup> {
  await assertUniqueDescription(db, input.description, input.rebateGroupId);
  let updated;
  try {
    [updated] = await db
      .update(rebateGroups)
      .set({
        description: input.description,
        rebatePercentage: input.rebatePercentage,
        version: sql`${rebateGroups.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(rebateGroups.id, input.rebateGroupId), eq(rebateGroups.version, input.version)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', { description: 'validation.unique' });
    throw error;
  }
  if (updated) return toDto(updated);
  const [current] = await db.select().from(rebateGroups).where(eq(rebateGroups.id, input.rebateGroupId));
  if (!current) throw notFound();
  throw conflict(toDto(current));
}
