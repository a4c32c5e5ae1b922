/**
 * A CSV text read whole by csv-parse's browser build with the server's options (file-import-csv.ts):
 * the upload dialog's preview of a file's first 64 KB. Its own module, so only the dialog's chunk
 * carries the parser.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import {
  csvParseOptions,
  csvRecordLines,
  CsvFormatError,
  type CsvRecord,
  type CsvSeparator,
  type ParsedCsvRecord,
} from './file-import-csv';

/** The text's records (blank ones left out), and the reading error that stopped them, if one. */
export function csvTextRecords(
  text: string,
  separator: CsvSeparator,
): { records: CsvRecord[]; error: CsvFormatError | null } {
  const lines = csvRecordLines();
  const records: CsvRecord[] = [];
  try {
    parse(text, {
      ...csvParseOptions(separator),
      // With `info`, each record comes as { record, info }.
      on_record: (parsed: unknown) => {
        const read = lines.record(parsed as ParsedCsvRecord);
        if (read) records.push(read);
        return null;
      },
    });
  } catch (caught) {
    const error = lines.error(caught);
    if (!(error instanceof CsvFormatError)) throw error;
    return { records, error };
  }
  return { records, error: null };
}
