/**
 * File imports (docs/domain.md "File imports"): an import with its progress and counts, its rows as
 * read from the file (each with its outcome once the job reached it), and the daily usage of
 * pay-per-use items that a usage import brings in (added up per month into `usage_records`).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  FILE_IMPORT_FORMATS,
  FILE_IMPORT_STATUSES,
  FILE_IMPORT_TYPES,
  IMPORT_ROW_OUTCOMES,
} from '../../../src/shared/constants/file-import';
import { createdAt, inList, moment, requiredRef, tableWithId } from './columns';
import { contractItems } from './contract';
import { users } from './security';

export const fileImports = tableWithId(
  'file_imports',
  {
    type: text('type', { enum: FILE_IMPORT_TYPES }).notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: FILE_IMPORT_FORMATS }).notNull(),
    /** SHA-256 of the file's bytes: the same file twice is refused (per type). */
    contentHash: text('content_hash').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** How a CSV was read (null for XLSX): its encoding and separator; the decimal sign of both. */
    encoding: text('encoding'),
    separator: text('separator'),
    decimalSign: text('decimal_sign').notNull().default('.'),
    /** The header's column positions by column name. */
    columns: jsonb('columns').$type<Record<string, number>>().notNull(),
    status: text('status', { enum: FILE_IMPORT_STATUSES }).notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    /** The last line the job gave an outcome: a resumed job goes on after it. */
    cursor: integer('cursor').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    needsReview: integer('needs_review').notNull().default(0),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
  },
  (t) => [
    check('file_imports_type_check', inList('type', FILE_IMPORT_TYPES)),
    check('file_imports_status_check', inList('status', FILE_IMPORT_STATUSES)),
    uniqueIndex('file_imports_type_hash_idx').on(t.type, t.contentHash),
    index('file_imports_created_idx').on(t.createdAt),
  ],
);

/** One data row of an import: its line in the file, its cells, and its outcome. */
export const importRows = tableWithId(
  'import_rows',
  {
    importId: requiredRef('import_id', () => fileImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    outcome: text('outcome', { enum: IMPORT_ROW_OUTCOMES }).notNull().default('pending'),
    /** The column a failure is about. */
    column: text('column'),
    /** Why: a text code with its values after `|`. */
    reason: text('reason'),
    /** The record the row made or matched (price, company, contact, usage day). */
    recordId: integer('record_id'),
  },
  (t) => [
    check('import_rows_outcome_check', inList('outcome', IMPORT_ROW_OUTCOMES)),
    uniqueIndex('import_rows_import_line_idx').on(t.importId, t.line),
    index('import_rows_outcome_idx').on(t.importId, t.outcome, t.line),
  ],
);

/** What a pay-per-use item used on one day, as imported; its month's total is in `usage_records`. */
export const usageDays = tableWithId(
  'usage_days',
  {
    contractItemId: requiredRef('contract_item_id', () => contractItems.id),
    day: date('day', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    importId: integer('import_id').references(() => fileImports.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('usage_days_item_day_idx').on(t.contractItemId, t.day),
    check('usage_days_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
