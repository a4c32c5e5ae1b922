/** Partner reference data: rebate groups. */
import { integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const rebateGroups = pgTable(
  'rebate_groups',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    rebatePercentage: numeric('rebate_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rebate_groups_description_idx').on(sql`lower(${t.description})`)],
);
