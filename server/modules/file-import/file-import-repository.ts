/**
 * File imports read: the list (status, type, who uploaded it; newest first), an import with a page of
 * its rows (by outcome; search in the reason and the cells), the rows that failed or need a person
 * as CSV (the reason in the reader's language), the types with their columns, and a type's template.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FileImportType } from '../../../src/shared/constants/file-import';
import { IMPORT_COLUMNS, type FILE_IMPORT_SORT_COLUMNS } from '../../../src/shared/constants/file-import';
import type { Language } from '../../../src/shared/constants/common';
import type { ModuleKey } from '../../../src/shared/catalogue';
import { cellsByColumn } from '../../../src/shared/file-import';
import type {
  FileImportDetail,
  FileImportDetailQuery,
  FileImportListItem,
  FileImportListQuery,
  FileImportTypes,
} from '../../../src/shared/schemas/file-import';
import type { Db } from '../../db/client';
import { fileImports, importRows, users } from '../../db/schema';
import { csvCell, type CsvValue } from '../../http/csv';
import { containsPattern, pagedList, type ListSource, type SortKey } from '../../http/list';
import { importText, reasonText } from './import-texts';

/** The module whose edit right an import of the type needs besides the imports module's. */
export const TYPE_MODULE: Record<FileImportType, ModuleKey> = {
  usage: 'contract',
  prices: 'products',
  companies: 'company',
  contacts: 'company',
  bankStatement: 'invoices',
};

const columns = {
  importId: fileImports.id,
  type: fileImports.type,
  fileName: fileImports.fileName,
  status: fileImports.status,
  format: fileImports.format,
  encoding: fileImports.encoding,
  separator: fileImports.separator,
  decimalSign: fileImports.decimalSign,
  sizeBytes: fileImports.sizeBytes,
  total: fileImports.totalRows,
  done: fileImports.doneRows,
  imported: fileImports.imported,
  skipped: fileImports.skipped,
  failed: fileImports.failed,
  needsReview: fileImports.needsReview,
  uploadedById: fileImports.userId,
  uploadedBy: sql<string | null>`(select u.name from ${users} u where u.id = "file_imports"."user_id")`,
  createdAt: fileImports.createdAt,
  finishedAt: fileImports.finishedAt,
};

const selectImports = (db: Db) => db.select(columns).from(fileImports);
type Row = Awaited<ReturnType<typeof selectImports>>[number];

function toItem(r: Row): FileImportListItem {
  const { total, done, imported, skipped, failed, needsReview, createdAt, finishedAt, ...rest } = r;
  return {
    ...rest,
    counts: { total, done, imported, skipped, failed, needsReview },
    createdAt: createdAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
  };
}

const sorts: Record<(typeof FILE_IMPORT_SORT_COLUMNS)[number], SortKey> = {
  createdAt: { key: fileImports.createdAt },
  fileName: { key: sql`lower(${fileImports.fileName})` },
  type: { key: fileImports.type },
  status: { key: fileImports.status },
};

/** The imports, newest first; search in the file name and the uploader's name. */
export function listImports(db: Db, q: FileImportListQuery, userId: number | null) {
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  const uploaders = [...(q.uploaderIds ?? []), ...(q.mine === 'true' && userId !== null ? [userId] : [])];
  const list: ListSource<(typeof FILE_IMPORT_SORT_COLUMNS)[number]> = {
    from: fileImports,
    id: fileImports.id,
    idDescending: true,
    where: and(
      q.statuses?.length ? inArray(fileImports.status, q.statuses) : undefined,
      q.types?.length ? inArray(fileImports.type, q.types) : undefined,
      uploaders.length ? inArray(fileImports.userId, uploaders) : undefined,
      pattern
        ? or(
            ilike(fileImports.fileName, pattern),
            inArray(fileImports.userId, sql`(select ${users.id} from ${users} where ${users.name} ilike ${pattern})`),
          )
        : undefined,
    ),
    sorts,
    defaultOrder: [{ key: fileImports.createdAt, descending: true }],
  };
  return pagedList(db, {
    list,
    query: q,
    rows: (byIds) => selectImports(db).where(byIds),
    toItem,
    idOf: (item) => item.importId,
  });
}

export async function importById(db: Db, id: number): Promise<FileImportListItem | null> {
  const [row] = await selectImports(db).where(eq(fileImports.id, id));
  return row ? toItem(row) : null;
}

/** An import with a page of its rows in file order; null for an unknown import. */
export async function importDetail(db: Db, id: number, q: FileImportDetailQuery): Promise<FileImportDetail | null> {
  const [found] = await db
    .select({ type: fileImports.type, columns: fileImports.columns })
    .from(fileImports)
    .where(eq(fileImports.id, id));
  const fileImport = await importById(db, id);
  if (!found || !fileImport) return null;
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  const list: ListSource<never> = {
    from: importRows,
    id: importRows.id,
    where: and(
      eq(importRows.importId, id),
      q.outcomes?.length ? inArray(importRows.outcome, q.outcomes) : undefined,
      pattern ? or(ilike(importRows.reason, pattern), sql`${importRows.cells}::text ilike ${pattern}`) : undefined,
    ),
    sorts: {},
    defaultOrder: [{ key: importRows.line }],
  };
  const rows = await pagedList(db, {
    list,
    query: q,
    rows: (byIds) => db.select().from(importRows).where(byIds),
    toItem: (r: typeof importRows.$inferSelect) => ({
      rowId: r.id,
      line: r.line,
      cells: cellsByColumn(found.type, found.columns, r.cells),
      outcome: r.outcome,
      column: r.column,
      reason: r.reason,
      recordId: r.recordId,
    }),
    idOf: (row) => row.rowId,
  });
  return { fileImport, rows };
}

/** The import's failed and needs-review rows as CSV chunks: line, outcome, column, reason, then the row's cells. */
export async function* errorsCsv(db: Db, id: number, language: Language): AsyncGenerator<string> {
  const [found] = await db
    .select({ type: fileImports.type, columns: fileImports.columns })
    .from(fileImports)
    .where(eq(fileImports.id, id));
  if (!found) return;
  const names = IMPORT_COLUMNS[found.type].map((c) => c.name);
  const line = (cells: CsvValue[]) => cells.map(csvCell).join(',') + '\r\n';
  const heading = [
    'fileImport:errorColumns.line',
    'fileImport:errorColumns.outcome',
    'fileImport:errorColumns.column',
    'fileImport:errorColumns.reason',
  ].map((key) => importText(language, key));
  yield '\uFEFF' + line([...heading, ...names]);
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(importRows)
      .where(
        and(
          eq(importRows.importId, id),
          inArray(importRows.outcome, ['failed', 'needsReview']),
          sql`${importRows.line} > ${after}`,
        ),
      )
      .orderBy(asc(importRows.line))
      .limit(1_000);
    if (!batch.length) return;
    let chunk = '';
    for (const r of batch) {
      const cells = cellsByColumn(found.type, found.columns, r.cells);
      chunk += line([
        r.line,
        importText(language, `fileImport:outcomes.${r.outcome}`),
        r.column,
        r.reason ? reasonText(language, r.reason) : null,
        ...names.map((n) => cells[n] ?? ''),
      ]);
    }
    yield chunk;
    after = batch.at(-1)!.line;
  }
}

/** Every type with its columns, and whether the caller may import it. */
export function importTypes(can: (module: ModuleKey) => boolean): FileImportTypes {
  return (Object.keys(IMPORT_COLUMNS) as FileImportType[]).map((type) => ({
    type,
    columns: IMPORT_COLUMNS[type].map((c) => ({ ...c })),
    allowed: can(TYPE_MODULE[type]),
  }));
}
