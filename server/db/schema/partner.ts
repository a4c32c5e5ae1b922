/** Partner reference data: rebate groups. */
import { numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tableWithId, versioned } from './columns';
import { sql } from 'drizzle-orm';

export const rebateGroups = tableWithId(
  'rebate_groups',
  {
    description: text('description').notNull(),
    rebatePercentage: numeric('rebate_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    ...versioned(),
  },
  (t) => [uniqueIndex('rebate_groups_description_idx').on(sql`lower(${t.description})`)],
);
