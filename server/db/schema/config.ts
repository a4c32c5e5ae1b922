/** Saved custom filters per user and screen ("screen configurations"). */
import { index, jsonb, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index('screen_configurations_lookup_idx').on(t.userId, t.applicationCode, t.screen)],
);
