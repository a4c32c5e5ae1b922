/**
 * The upload of a bank statement (type `bankStatement`; docs/domain.md "Bank statements"): the file
 * is the bank's own (CODA, or CAMT.053 XML: told by its first character), read whole by the payment
 * module's parsers, each line of each statement stored as a row of the import (its cells by the
 * type's columns, the statement as read in the `statement` cell) for the job to match. A file the
 * parsers refuse is stored as a finished import whose rows are its problems, each on its line with
 * the rule broken (`fileImport.statementProblem|rule|detail`), and nothing else. The file is at most
 * 20 MB (the upload's limit) and read whole (its balances and trailer are checked over all of it);
 * its rows are made a batch at a time as they are inserted, each insert a unit of the job lane sized
 * to BATCH_TARGET_MS on the embedded database (lib/pace.ts), as a CSV's rows are.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { IMPORT_COLUMNS, STATEMENT_IMPORT_TYPES, type FileImportType } from '../../../src/shared/constants/file-import';
import type { Db } from '../../db/client';
import { fileImports, importRows } from '../../db/schema';
import { pacedUnits } from '../../lib/pace';
import { parseCamt053 } from '../payment/statement/camt053';
import { parseCoda } from '../payment/statement/coda';
import { decodeStatementText, euros, type BankStatement, type StatementParse } from '../payment/statement/statement';
import type { Spooled, Upload } from './file-upload';
import { fileError, newImport } from './new-import';

export const isStatementType = (type: FileImportType) => (STATEMENT_IMPORT_TYPES as readonly string[]).includes(type);

/** Rows per insert: at most (a PostgreSQL server), at least (the embedded database, sized to its time). */
const INSERT_BATCH = 500;
const MIN_INSERT_BATCH = 50;
const COLUMNS = IMPORT_COLUMNS.bankStatement.map((c) => c.name);

/** The statement as a line's `statement` cell keeps it (what `bank_statements` records). */
export type StatementHeader = Pick<
  BankStatement,
  'format' | 'number' | 'createdOn' | 'openingBalance' | 'closingBalance'
> & {
  account: BankStatement['account'];
};

type Row = { line: number; cells: string[] };
/** A row as stored: a line's cells, or a problem's failed row with its outcome and reason. */
type StoredRow = Row & Omit<Partial<typeof importRows.$inferInsert>, 'importId'>;

/** The cells of each line of the statements, in the type's column order, numbered 1, 2, ... over the file. */
function* statementRows(statements: readonly BankStatement[]): Generator<Row> {
  let line = 0;
  for (const s of statements) {
    // One header per statement, shared by its lines' cells.
    const statement = JSON.stringify({
      format: s.format,
      number: s.number,
      createdOn: s.createdOn,
      openingBalance: s.openingBalance,
      closingBalance: s.closingBalance,
      account: s.account,
    } satisfies StatementHeader);
    for (const l of s.lines) {
      const cells: Record<string, string> = {
        account: s.account.iban ?? s.account.number,
        statementNumber: s.number,
        sequence: String(l.sequence),
        bookingDate: l.bookingDate,
        valueDate: l.valueDate,
        amount: euros(l.amount),
        counterpartyName: l.counterparty.name ?? '',
        counterpartyIban: l.counterparty.iban ?? '',
        counterpartyBic: l.counterparty.bic ?? '',
        structuredReference: l.structuredReference ?? '',
        message: l.message ?? '',
        bankReference: l.bankReference ?? '',
        transactionCode: l.transactionCode,
        returned: l.returned ? `${l.returned.type}:${l.returned.reason ?? ''}` : '',
        statement,
      };
      yield { line: ++line, cells: COLUMNS.map((name) => cells[name] ?? '') };
    }
  }
}

/** The rows inserted in batches, each a unit of the job lane (the upload's own request not waited for). */
async function insertRows(db: Db, importId: number, rows: Iterable<StoredRow>, holdsInstance: boolean) {
  const paced = pacedUnits(holdsInstance, { min: MIN_INSERT_BATCH, max: INSERT_BATCH }, 1);
  let batch: (typeof importRows.$inferInsert)[] = [];
  const insert = async () => {
    const values = batch;
    batch = [];
    await paced.run(() => db.insert(importRows).values(values));
  };
  for (const row of rows) {
    batch.push({ importId, ...row });
    if (batch.length >= paced.size()) await insert();
  }
  if (batch.length) await insert();
}

/** The file read by the parser its first character calls for. */
function parseStatementFile(bytes: Buffer): { format: 'coda' | 'camt'; parsed: StatementParse } {
  const text = decodeStatementText(bytes);
  const xml = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
  return xml ? { format: 'camt', parsed: parseCamt053(text) } : { format: 'coda', parsed: parseCoda(text) };
}

/** Stores a statement file as an import: its lines queued for the job, or its problems as failed rows. */
export async function storeStatement(
  db: Db,
  upload: Upload,
  file: Spooled,
): Promise<{ importId: number; rows: number }> {
  if (file.size === 0) throw fileError('fileImport.empty');
  if (file.nul) throw fileError('fileImport.notStatement');
  const { format, parsed } = parseStatementFile(await readFile(file.path));
  const problems = parsed.ok ? [] : parsed.problems;
  const lines = parsed.ok ? parsed.statements.reduce((n, s) => n + s.lines.length, 0) : 0;
  if (parsed.ok && !lines) throw fileError('fileImport.noRows');
  // A problem per line (the first of a line), as the file's failed rows.
  const failedRows = [...new Map(problems.map((p) => [Math.max(p.line, 1), p])).values()].map((p) => ({
    line: Math.max(p.line, 1),
    cells: [] as string[],
    outcome: 'failed' as const,
    reason: `fileImport.statementProblem|${p.rule}|${p.detail}`.slice(0, 500),
  }));
  const total = parsed.ok ? lines : failedRows.length;
  const importId = await newImport(db, {
    type: upload.type,
    fileName: upload.fileName,
    format,
    contentHash: file.hash,
    sizeBytes: file.size,
    encoding: null,
    separator: null,
    decimalSign: '.',
    columns: Object.fromEntries(COLUMNS.map((name, index) => [name, index])),
    status: 'uploading',
    totalRows: total,
    userId: upload.userId,
  });
  try {
    const rows: Iterable<StoredRow> = parsed.ok ? statementRows(parsed.statements) : failedRows;
    await insertRows(db, importId, rows, upload.holdsInstance ?? false);
    await db
      .update(fileImports)
      .set(
        parsed.ok
          ? { status: 'queued' }
          : { status: 'finished', doneRows: total, failed: total, startedAt: new Date(), finishedAt: new Date() },
      )
      .where(eq(fileImports.id, importId));
  } catch (error) {
    await db.delete(fileImports).where(eq(fileImports.id, importId));
    throw error;
  }
  return { importId, rows: total };
}
