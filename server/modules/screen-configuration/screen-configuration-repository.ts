/**
 * Saved filters in the database, per screen (screen names lower-cased): each user's own, and those
 * shared with the team, which everyone who may read the filter's module sees. Only the owner, or a
 * user who may edit access, renames, shares or deletes one (403 `notOwner` for a colleague who sees
 * it; 404 for one who does not).
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type {
  ScreenConfiguration,
  ScreenConfigurationParsedInput,
  ScreenConfigurationUpdate,
} from '../../../src/shared/schemas/screen-configuration';
import type { ModuleKey } from '../../../src/shared/catalogue';
import { mayChangeOwned } from '../../../src/shared/access';
import type { Db } from '../../db/client';
import type { ChangeAudience } from '../../lib/events';
import { screenConfigurations, users } from '../../db/schema';
import { conflict, notFound, notOwner } from '../../http/errors';
import type { Caller } from '../../plugins/security';

type Query = Pick<ScreenConfigurationParsedInput, 'type' | 'applicationCode' | 'screen'>;
type Row = typeof screenConfigurations.$inferSelect & { ownerName: string };

const columns = { row: screenConfigurations, ownerName: users.name };

/** Whether the caller sees a saved filter: their own, or shared in a module they may read. */
const sees = (caller: Caller, r: Row) =>
  r.userId === caller.userId || (r.shared && caller.can(r.moduleKey as ModuleKey, 'read'));
/** Whether the caller may change or delete it: its owner, or a user who may edit access (the owner rule). */
const mayChange = (caller: Caller, r: Row) => mayChangeOwned(caller, r.userId);

/**
 * Who hears of a change to a saved filter: while it is shared with the team (or was, before this
 * change), everyone who may read its module, whose lists of saved filters show it; else its owner alone.
 */
export const audienceOf = (
  r: { userId: number; moduleKey: string; shared: boolean },
  wasShared = false,
): ChangeAudience => (r.shared || wasShared ? { modules: [r.moduleKey] } : { userId: r.userId });

const toDto = (caller: Caller, r: Row): ScreenConfiguration => ({
  screenConfigurationId: r.id,
  type: r.type as ScreenConfiguration['type'],
  applicationCode: r.applicationCode,
  screen: r.screen,
  name: r.name,
  moduleKey: r.moduleKey,
  // Stored as validated on save.
  values: r.values as ScreenConfiguration['values'],
  shared: r.shared,
  version: r.version,
  ownerName: r.ownerName,
  mine: r.userId === caller.userId,
  canChange: mayChange(caller, r),
  createdAt: r.createdAt.toISOString(),
});

async function rowsWhere(db: Db, where: ReturnType<typeof and>) {
  const rows = await db
    .select(columns)
    .from(screenConfigurations)
    .innerJoin(users, eq(users.id, screenConfigurations.userId))
    .where(where)
    .orderBy(asc(sql`lower(${screenConfigurations.name})`), asc(screenConfigurations.id));
  return rows.map(({ row, ownerName }): Row => ({ ...row, ownerName }));
}

/** The caller's own saved filters of a screen and those shared in it (in a module the caller may read). */
export async function listScreenConfigurations(db: Db, caller: Caller, q: Query): Promise<ScreenConfiguration[]> {
  const rows = await rowsWhere(
    db,
    and(
      eq(screenConfigurations.type, q.type),
      eq(screenConfigurations.applicationCode, q.applicationCode),
      eq(screenConfigurations.screen, q.screen.toLowerCase()),
      or(eq(screenConfigurations.userId, caller.userId!), eq(screenConfigurations.shared, true)),
    ),
  );
  return rows.filter((r) => sees(caller, r)).map((r) => toDto(caller, r));
}

/** One saved filter the caller sees (404 otherwise: another's unshared filter is not revealed). */
async function visible(db: Db, caller: Caller, id: number) {
  const [row] = await rowsWhere(db, eq(screenConfigurations.id, id));
  if (!row || !sees(caller, row)) throw notFound();
  return row;
}

export async function screenConfigurationDetail(db: Db, caller: Caller, id: number) {
  return toDto(caller, await visible(db, caller, id));
}

export async function createScreenConfiguration(db: Db, userId: number, input: ScreenConfigurationParsedInput) {
  const [row] = await db
    .insert(screenConfigurations)
    .values({ ...input, screen: input.screen.toLowerCase(), userId })
    .returning({ id: screenConfigurations.id });
  return row!.id;
}

/** Rename, share or stop sharing on the version read: 403 for a colleague, 409 when stale. */
export async function updateScreenConfiguration(db: Db, caller: Caller, input: ScreenConfigurationUpdate) {
  const current = await visible(db, caller, input.screenConfigurationId);
  if (!mayChange(caller, current)) throw notOwner();
  const [updated] = await db
    .update(screenConfigurations)
    .set({ name: input.name, shared: input.shared, version: sql`${screenConfigurations.version} + 1` })
    .where(and(eq(screenConfigurations.id, current.id), eq(screenConfigurations.version, input.version)))
    .returning();
  if (!updated) throw conflict(toDto(caller, current));
  return {
    view: toDto(caller, { ...updated, ownerName: current.ownerName }),
    audience: audienceOf(updated, current.shared),
  };
}

/** Deletes a saved filter: its owner's, or any the caller sees when they may edit access (403 else). */
export async function deleteScreenConfiguration(db: Db, caller: Caller, id: number) {
  const current = await visible(db, caller, id);
  if (!mayChange(caller, current)) throw notOwner();
  await db.delete(screenConfigurations).where(eq(screenConfigurations.id, current.id));
  return audienceOf(current);
}
