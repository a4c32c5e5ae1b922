/** Partner reference data: rebate groups. */
import { numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { sql } from 'drizzle-orm';

export const rebateGroups = pgTable(
  'rebate_groups',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    rebatePercentage: numeric('rebate_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    ...versioned(),
  },
  (t) => [uniqueIndex('rebate_groups_description_idx').on(sql`lower(${t.description})`)],
);
