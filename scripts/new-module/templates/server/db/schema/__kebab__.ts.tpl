/** __Records__: the name unique without regard to case, the status one of __constant___STATUSES. */
import { sql } from 'drizzle-orm';
import { check, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { __constant___STATUSES } from '../../../src/shared/constants/__kebab__';
import { inList, tableWithId, versioned } from './columns';

export const __plural__ = tableWithId(
  '__table__',
  {
    name: text('name').notNull(),
    status: text('status', { enum: __constant___STATUSES }).notNull().default('active'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('__table___name_idx').on(sql`lower(${t.name})`),
    check('__table___status_check', inList('status', __constant___STATUSES)),
  ],
);
