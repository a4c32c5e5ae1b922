/** Saved filters in the database: each user's own, per screen (screen names lower-cased). */
import { and, asc, eq } from 'drizzle-orm';
import type { ScreenConfiguration, ScreenConfigurationInput } from '../../../src/shared/schemas/screen-configuration';
import type { Db } from '../../db/client';
import { screenConfigurations } from '../../db/schema';

type Query = Pick<ScreenConfigurationInput, 'type' | 'applicationCode' | 'screen'>;

export async function listScreenConfigurations(db: Db, userId: number, q: Query): Promise<ScreenConfiguration[]> {
  const rows = await db
    .select()
    .from(screenConfigurations)
    .where(
      and(
        eq(screenConfigurations.userId, userId),
        eq(screenConfigurations.type, q.type),
        eq(screenConfigurations.applicationCode, q.applicationCode),
        eq(screenConfigurations.screen, q.screen.toLowerCase()),
      ),
    )
    .orderBy(asc(screenConfigurations.name), asc(screenConfigurations.id));
  return rows.map((r) => ({
    screenConfigurationId: r.id,
    type: q.type,
    applicationCode: r.applicationCode,
    screen: r.screen,
    name: r.name,
    moduleKey: r.moduleKey,
    // Stored as validated on save.
    values: r.values as ScreenConfiguration['values'],
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function createScreenConfiguration(db: Db, userId: number, input: ScreenConfigurationInput) {
  const [row] = await db
    .insert(screenConfigurations)
    .values({ ...input, screen: input.screen.toLowerCase(), userId })
    .returning({ id: screenConfigurations.id });
  return row!.id;
}

/** Deletes one of the user's saved filters; false when the user has none with this id. */
export async function deleteScreenConfiguration(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(screenConfigurations)
    .where(and(eq(screenConfigurations.id, id), eq(screenConfigurations.userId, userId)))
    .returning({ id: screenConfigurations.id });
  return deleted.length > 0;
}
