/**
 * Working an import through its rows, a slice at a time (the job, import-worker.ts, calls importSlice
 * until it answers done). A slice is one short transaction: it locks the import's row, takes the next
 * IMPORT_SLICE rows after the cursor, gives each its outcome (each row's writes in a savepoint, so a
 * refused row leaves nothing behind), and moves the cursor and the counts. A slice that dies is
 * rolled back whole and done again: no row is ever imported twice, and two instances working one
 * import wait for each other's slice and go on after the cursor they find.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Domain } from '../../../src/shared/catalogue';
import type { FileImportType } from '../../../src/shared/constants/file-import';
import { cellsByColumn } from '../../../src/shared/file-import';
import type { DecimalSign } from '../../../src/shared/file-import-csv';
import type { Db } from '../../db/client';
import { fileImports, importRows } from '../../db/schema';
import { isDatabaseUnavailable } from '../../plugins/errors';
import { importCompany, importContact } from './import-parties';
import { importPrice } from './import-prices';
import { failureOf, rowNeedsPerson, type RowChanges, type RowContext, type RowOutcome } from './import-row';
import { importUsage } from './import-usage';
import { importStatementLine } from '../payment/statement/statement-import';

/** Rows per slice (one transaction). */
export const IMPORT_SLICE = 100;

type Importer = (ctx: RowContext, cells: Record<string, string>) => Promise<RowOutcome>;

const IMPORTERS: Record<FileImportType, Importer> = {
  usage: importUsage,
  prices: importPrice,
  companies: importCompany,
  contacts: importContact,
  bankStatement: importStatementLine,
};

/**
 * The domain whose screens hear the records an import of the type made (beside the imports
 * themselves). A statement line is no record of a domain of its own: its rows tell what they changed
 * (`changed`: the invoices its payment or return moved, the task its proposal made).
 */
export const DOMAIN_WRITTEN: Record<FileImportType, Domain | null> = {
  usage: 'contracts',
  prices: 'prices',
  companies: 'companies',
  contacts: 'contacts',
  bankStatement: null,
};

const COUNTERS = {
  imported: fileImports.imported,
  skipped: fileImports.skipped,
  failed: fileImports.failed,
  needsReview: fileImports.needsReview,
} as const;

/**
 * Whether the import is finished, the records its slice made and changed by domain (for the screens:
 * the import's own domain's records, the rows' `changed`, the tasks of rows needing a person), and its
 * type (null: no such import).
 */
export type SliceResult = { done: boolean; changed: RowChanges; type: FileImportType | null };

/** Adds the ids of `more` to `changes`, domain by domain (each id once). */
export function noteChanges(changes: RowChanges, more: RowChanges): void {
  for (const [domain, ids] of Object.entries(more) as [keyof RowChanges, number[]][])
    if (ids.length) changes[domain] = [...new Set([...(changes[domain] ?? []), ...ids])];
}

async function outcomeOf(ctx: RowContext, type: FileImportType, cells: Record<string, string>): Promise<RowOutcome> {
  try {
    return await ctx.tx.transaction((t) => IMPORTERS[type]({ ...ctx, tx: t as unknown as Db }, cells));
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const failure = failureOf(error, (field) => field);
    if (failure) return { outcome: 'failed', column: failure.column, reason: failure.reason };
    return { outcome: 'failed', column: null, reason: 'fileImport.rowError' };
  }
}

/** Does the next slice of an import; answers whether it is finished and the records it made. */
export async function importSlice(db: Db, importId: number, size = IMPORT_SLICE): Promise<SliceResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [job] = await tx.select().from(fileImports).where(eq(fileImports.id, importId)).for('update');
    if (!job || job.status === 'finished' || job.status === 'uploading')
      return { done: true, changed: {}, type: job?.type ?? null };
    const rows = await tx
      .select({ id: importRows.id, line: importRows.line, cells: importRows.cells })
      .from(importRows)
      .where(and(eq(importRows.importId, importId), gt(importRows.line, job.cursor)))
      .orderBy(asc(importRows.line))
      .limit(size);
    const counts = { imported: 0, skipped: 0, failed: 0, needsReview: 0 };
    const changed: RowChanges = {};
    const written = DOMAIN_WRITTEN[job.type];
    const ctx: RowContext = {
      tx,
      importId,
      decimalSign: job.decimalSign as DecimalSign,
      format: job.format,
      userId: job.userId,
    };
    for (const row of rows) {
      const cells = cellsByColumn(job.type, job.columns, row.cells);
      const result = await outcomeOf(ctx, job.type, cells);
      counts[result.outcome]++;
      const recordId = 'recordId' in result ? (result.recordId ?? null) : null;
      if (result.outcome === 'imported') {
        if (written) noteChanges(changed, { [written]: [result.recordId] });
        if (result.changed) noteChanges(changed, result.changed);
      }
      const column = 'column' in result ? result.column : null;
      const reason = 'reason' in result ? result.reason : null;
      if (result.outcome === 'needsReview') {
        const taskId = await rowNeedsPerson(tx, {
          importId,
          fileName: job.fileName,
          userId: job.userId,
          line: row.line,
          column,
          reason: result.reason,
          cells,
        });
        if (taskId !== null) noteChanges(changed, { tasks: [taskId] });
      }
      await tx
        .update(importRows)
        .set({ outcome: result.outcome, column, reason, recordId })
        .where(eq(importRows.id, row.id));
    }
    const done = rows.length < size;
    await tx
      .update(fileImports)
      .set({
        status: done ? 'finished' : 'running',
        cursor: rows.at(-1)?.line ?? job.cursor,
        doneRows: sql`${fileImports.doneRows} + ${rows.length}`,
        ...Object.fromEntries(
          Object.entries(counts).map(([k, n]) => [k, sql`${COUNTERS[k as keyof typeof COUNTERS]} + ${n}`]),
        ),
        startedAt: job.startedAt ?? new Date(),
        ...(done ? { finishedAt: new Date() } : {}),
      })
      .where(eq(fileImports.id, importId));
    return { done, changed, type: job.type };
  });
}

/** Works an import to its end here and now (the tests, and a job's own loop). */
export async function importToEnd(db: Db, importId: number): Promise<void> {
  while (!(await importSlice(db, importId)).done);
}
