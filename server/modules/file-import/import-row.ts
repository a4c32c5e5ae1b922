/**
 * One row of an import and what became of it: the cells read by their column's kind (the file's
 * decimal sign; an XLSX day may be a spreadsheet serial number), the outcome types, the mapping of
 * a shared schema's issues and of a repository's field errors to the file's columns, and the task
 * a row that needs a person becomes.
 */
import type * as z from 'zod';
import type { Domain } from '../../../src/shared/catalogue';
import { IMPORT_COLUMNS, type FileImportFormat, type FileImportType } from '../../../src/shared/constants/file-import';
import { parseDay, parseDecimal, type DecimalSign } from '../../../src/shared/file-import-csv';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { issueCode } from '../../http/validation';
import { produceTask } from '../task/task-producers';

/**
 * Records of other domains a row changed beside the one it made (a statement line's payment moves its
 * invoice, its proposal makes a task): the screens hear them with the slice's progress.
 */
export type RowChanges = Partial<Record<Domain, number[]>>;

export type RowOutcome =
  | { outcome: 'imported'; recordId: number; changed?: RowChanges }
  | { outcome: 'skipped'; reason: string; recordId?: number | null }
  | { outcome: 'failed'; column: string | null; reason: string }
  | { outcome: 'needsReview'; column: string | null; reason: string; recordId?: number | null };

export type RowContext = {
  tx: Db;
  importId: number;
  decimalSign: DecimalSign;
  format: FileImportFormat;
  userId: number | null;
};

/** A row's failure on a column, as the row's outcome (thrown by the readers below, caught by the run). */
export class RowFailure extends Error {
  constructor(
    readonly column: string | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export const failed = (column: string | null, reason: string): RowOutcome => ({ outcome: 'failed', column, reason });

/** A row whose record is there already: skipped. */
export const alreadyThere = (recordId: number): RowOutcome => ({
  outcome: 'skipped',
  reason: 'fileImport.alreadyThere',
  recordId,
});

/**
 * A row whose record is there already, holding `holds`: skipped when that is what the row says
 * (`same`), else for a person to review on `column`, the reason `fileImport.<reason>|<holds>`.
 */
export const knownRecord = (
  recordId: number,
  { same, column, reason, holds }: { same: boolean; column: string; reason: string; holds: string | number },
): RowOutcome =>
  same ? alreadyThere(recordId) : { outcome: 'needsReview', column, reason: `fileImport.${reason}|${holds}`, recordId };

/** Excel's day 0 is 1899-12-30 (its 1900 leap-year slip included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** The typed values of a row's cells by column name: null for an empty optional cell. */
export function readCells(
  type: FileImportType,
  cells: Record<string, string>,
  ctx: Pick<RowContext, 'decimalSign' | 'format'>,
): Record<string, string | number | null> {
  const values: Record<string, string | number | null> = {};
  for (const column of IMPORT_COLUMNS[type]) {
    const text = (cells[column.name] ?? '').trim();
    if (!text) {
      if (column.required) throw new RowFailure(column.name, 'validation.required');
      values[column.name] = null;
      continue;
    }
    if (column.kind === 'integer') {
      if (!/^-?\d{1,10}$/.test(text)) throw new RowFailure(column.name, 'validation.integer');
      values[column.name] = Number(text);
    } else if (column.kind === 'decimal') {
      const value = parseDecimal(text, ctx.decimalSign);
      if (value === null) throw new RowFailure(column.name, 'validation.number');
      values[column.name] = value;
    } else if (column.kind === 'day') {
      const serial = ctx.format === 'xlsx' && /^\d{1,6}(\.\d+)?$/.test(text) ? Math.floor(Number(text)) : null;
      const day =
        serial !== null && serial > 0
          ? new Date(EXCEL_EPOCH + serial * 86_400_000).toISOString().slice(0, 10)
          : parseDay(text);
      if (!day) throw new RowFailure(column.name, 'validation.date');
      values[column.name] = day;
    } else values[column.name] = text;
  }
  return values;
}

/**
 * A shared schema's verdict on the row's values: the parsed value, or the first issue as a failure
 * on the column its path names (`columnOf` maps a schema field to the file's column).
 */
export function parseRow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  columnOf: (field: string) => string | null,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  const value = (input as Record<string, unknown>)[field];
  throw new RowFailure(columnOf(field), issueCode(issue, value));
}

/** A repository's 400 (its field errors) as the row's failure on the matching column. */
export function failureOf(error: unknown, columnOf: (field: string) => string | null): RowFailure | null {
  if (error instanceof RowFailure) return error;
  if (!(error instanceof HttpError) || error.statusCode !== 400) return null;
  const [field, code] = Object.entries(error.fieldErrors ?? {})[0] ?? [null, error.errorMessage];
  return new RowFailure(field ? columnOf(field.split('.')[0]!) : null, code);
}

export type NeedForPerson = {
  importId: number;
  /** The import's file name: how the task's subject reads. */
  fileName: string;
  /** Who uploaded the import (the task's maker); null: unknown. */
  userId: number | null;
  line: number;
  column: string | null;
  reason: string;
  /** The row's cells by column. */
  cells: Record<string, string>;
};

/** The longest reason and cell a task's payload holds (`importRowPayload`). */
const MAX_REASON = 200;
const MAX_CELL = 2_000;

/**
 * ROW NEEDS A PERSON: a row whose outcome is `needsReview` becomes an `importRow` task (subject: the
 * import, one per row by its line; payload: the line, the column, the reason and the row as read),
 * in the slice's transaction, so it is made exactly once with the row's outcome: a slice done again
 * (a job delivered twice) finds the task active and makes none (task-producers.ts). Answers the
 * task's id when it made one.
 */
export async function rowNeedsPerson(tx: Db, need: NeedForPerson): Promise<number | null> {
  return produceTask(tx, {
    category: 'importRow',
    subjectId: need.importId,
    subjectLabel: `${need.fileName}:${need.line}`,
    subjectPart: `line:${need.line}`,
    payload: {
      importId: need.importId,
      line: need.line,
      column: need.column,
      reason: need.reason.slice(0, MAX_REASON),
      row: Object.fromEntries(Object.entries(need.cells).map(([name, cell]) => [name, cell.slice(0, MAX_CELL)])),
    },
    detail: need.reason,
    userId: need.userId,
  });
}
