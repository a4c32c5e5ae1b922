/** Saved custom filters per user and screen ("screen configurations"), some shared with the team. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, tableWithId } from './columns';
import { users } from './security';

export const screenConfigurations = tableWithId(
  'screen_configurations',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    applicationCode: text('application_code').notNull(),
    /** Lower-cased screen name. */
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    moduleKey: text('module_key').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** Shared with the team: everyone who may read the module sees it (only its owner or an access editor changes it). */
    shared: boolean('shared').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('screen_configurations_lookup_idx').on(t.userId, t.applicationCode, t.screen),
    index('screen_configurations_shared_idx')
      .on(t.applicationCode, t.screen)
      .where(sql`${t.shared}`),
  ],
);
