/**
 * The rules of an import file that the upload dialog and the server share: which column each header
 * cell names (and what is missing or unknown), and the template of a type. Pure code.
 */
import { IMPORT_COLUMNS, IMPORT_TEMPLATE_ROWS, type FileImportType } from './constants/file-import';
import { headerKey } from './file-import-csv';

export type ColumnMap = { indexes: Record<string, number>; problems: string[] };

/**
 * Where each column of the type is in the header (by name, case and spaces aside). Problems, as text
 * codes: a required column missing, a cell naming no column of the type, a column named twice.
 */
export function columnMap(type: FileImportType, header: readonly string[]): ColumnMap {
  const columns = IMPORT_COLUMNS[type];
  const byKey = new Map(columns.map((c) => [headerKey(c.name), c.name]));
  const indexes: Record<string, number> = {};
  const problems: string[] = [];
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    if (!key) return;
    const name = byKey.get(key);
    if (!name) problems.push(`fileImport.unknownColumn|${cell.trim().slice(0, 40)}`);
    else if (name in indexes) problems.push(`fileImport.duplicateColumn|${name}`);
    else indexes[name] = index;
  });
  for (const c of columns) if (c.required && !(c.name in indexes)) problems.push(`fileImport.missingColumn|${c.name}`);
  return { indexes, problems };
}

/** A data row's cells by column name (a column the file leaves out reads as empty). */
export function cellsByColumn(type: FileImportType, indexes: Record<string, number>, cells: readonly string[]) {
  return Object.fromEntries(
    IMPORT_COLUMNS[type].map((c) => [c.name, indexes[c.name] === undefined ? '' : (cells[indexes[c.name]!] ?? '')]),
  );
}

/** The template of a type: its header and example rows, semicolons and comma decimals, as a spreadsheet saves it. */
export function templateCsv(type: FileImportType): string {
  const line = (cells: readonly string[]) =>
    cells.map((c) => (/[;"\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(';');
  return [IMPORT_COLUMNS[type].map((c) => c.name), ...IMPORT_TEMPLATE_ROWS[type]].map(line).join('\r\n') + '\r\n';
}
