/**
 * File imports (spec 02 section 7, /api/file/v2; docs/domain.md "File imports"): the list, the upload's
 * query (the body is the file itself), the types with their columns, an import with a page of its rows.
 */
import * as z from 'zod';
import {
  FILE_IMPORT_FORMATS,
  FILE_IMPORT_SORT_COLUMNS,
  FILE_IMPORT_STATUSES,
  FILE_IMPORT_TYPES,
  IMPORT_ROW_FILTER_OUTCOMES,
  IMPORT_ROW_OUTCOMES,
} from '../constants/file-import';
import { listOf, listQuery, listQueryBase, queryId, repeated } from './common';
export { idParam } from './common';

const importType = z.enum(FILE_IMPORT_TYPES, { message: 'validation.required' });

/** The imports list: by status, type and who uploaded it ("mine" is the caller), newest first. */
export const fileImportListQuery = listQuery(
  {
    statuses: repeated(z.enum(FILE_IMPORT_STATUSES, { message: 'validation.invalid' })).optional(),
    types: repeated(z.enum(FILE_IMPORT_TYPES, { message: 'validation.invalid' })).optional(),
    uploaderIds: repeated(queryId).optional(),
    mine: z.enum(['true', 'false'], { message: 'validation.invalid' }).optional(),
  },
  FILE_IMPORT_SORT_COLUMNS,
);
export type FileImportListQuery = z.infer<typeof fileImportListQuery>;

export const fileImportCounts = z.object({
  total: z.number().int(),
  done: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  needsReview: z.number().int(),
});

export const fileImportListItem = z.object({
  importId: z.number().int(),
  type: z.enum(FILE_IMPORT_TYPES),
  fileName: z.string(),
  status: z.enum(FILE_IMPORT_STATUSES),
  counts: fileImportCounts,
  /** How the file was read: its format, encoding, separator and decimal sign. */
  format: z.enum(FILE_IMPORT_FORMATS),
  encoding: z.string().nullable(),
  separator: z.string().nullable(),
  decimalSign: z.string(),
  sizeBytes: z.number().int(),
  uploadedById: z.number().int().nullable(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type FileImportListItem = z.infer<typeof fileImportListItem>;
export const fileImportPage = listOf(fileImportListItem);

/** POST imports: the file is the body (text/csv or the XLSX type); its type and name travel in the query. */
export const fileImportUploadQuery = z.object({
  type: importType,
  fileName: z.string().trim().min(1, 'validation.required').max(200, 'validation.maxLength|200'),
});
export type FileImportUploadQuery = z.infer<typeof fileImportUploadQuery>;
export const fileImportCreated = z.object({ importId: z.number().int(), rows: z.number().int() });

/** GET imports/types: each type, its columns and whether the caller may import it. */
export const fileImportTypes = z.array(
  z.object({
    type: z.enum(FILE_IMPORT_TYPES),
    columns: z.array(
      z.object({ name: z.string(), kind: z.enum(['text', 'integer', 'decimal', 'day']), required: z.boolean() }),
    ),
    allowed: z.boolean(),
  }),
);
export type FileImportTypes = z.infer<typeof fileImportTypes>;

export const fileImportTypeParam = z.object({ type: importType });

/** GET imports/{id}: the import with a page of its rows, filtered by outcome. */
export const fileImportDetailQuery = listQueryBase.extend({
  outcomes: repeated(z.enum(IMPORT_ROW_FILTER_OUTCOMES, { message: 'validation.invalid' })).optional(),
});
export type FileImportDetailQuery = z.infer<typeof fileImportDetailQuery>;

export const importRowItem = z.object({
  rowId: z.number().int(),
  line: z.number().int(),
  cells: z.record(z.string(), z.string()),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  /** The column a failure is about (a column name of the type), if one. */
  column: z.string().nullable(),
  /** Why (a text code with its values after `|`, shown in the reader's language). */
  reason: z.string().nullable(),
  recordId: z.number().int().nullable(),
});
export type ImportRowItem = z.infer<typeof importRowItem>;

export const fileImportDetail = z.object({ fileImport: fileImportListItem, rows: listOf(importRowItem) });
export type FileImportDetail = z.infer<typeof fileImportDetail>;
