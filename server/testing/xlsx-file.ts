/**
 * A small XLSX workbook made in the tests with exceljs (one sheet; texts as shared strings, numbers
 * as numbers, an empty cell left out), so the import's reader meets a real file.
 */
import ExcelJS from 'exceljs';

/** A workbook whose first sheet holds these rows (a number cell stays a number). */
export async function xlsxFile(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const cells of rows) sheet.addRow(cells.map((cell) => (cell === '' ? null : cell)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
