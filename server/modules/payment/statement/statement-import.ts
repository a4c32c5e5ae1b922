/**
 * A statement line of a `bankStatement` import, as the import's job works it (import-run.ts, the
 * row's savepoint in the slice's transaction): its statement recorded once (the first line of it
 * records it; account and number are unique, so a statement imported before, from this file or
 * another, makes every line `skipped`: nothing new), the line recorded once per statement and
 * sequence, then matched (statement-match.ts): the invoices and tasks that changed are the row's
 * `changed`, which the screens hear (the line's id is no invoice's). Two instances importing the same statement at once
 * meet at the unique keys: the second waits for the first's transaction and then records nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankStatements, statementLines } from '../../../db/schema';
import type { RowContext, RowOutcome } from '../../file-import/import-row';
import type { StatementHeader } from '../../file-import/statement-upload';
import { matchLine } from './statement-match';
import { compactAccount, euros } from './statement';

const eurosOf = (cents: number) => Number(euros(cents));

/**
 * The statement's id when this import records it; null when another import did. Each of its lines
 * asks: after the first, one look-up by the unique key finds it.
 */
async function statementOf(tx: Db, importId: number, header: StatementHeader): Promise<number | null> {
  const accountNumber = compactAccount(header.account.iban ?? header.account.number);
  const recorded = async () => {
    const [there] = await tx
      .select({ id: bankStatements.id, fileImportId: bankStatements.fileImportId })
      .from(bankStatements)
      .where(and(eq(bankStatements.accountNumber, accountNumber), eq(bankStatements.number, header.number)));
    return there ? (there.fileImportId === importId ? there.id : null) : undefined;
  };
  const known = await recorded();
  if (known !== undefined) return known;
  const [made] = await tx
    .insert(bankStatements)
    .values({
      fileImportId: importId,
      format: header.format,
      accountNumber,
      accountIban: header.account.iban,
      currency: header.account.currency,
      number: header.number,
      createdOn: header.createdOn,
      openingBalance: eurosOf(header.openingBalance.amount),
      openingDate: header.openingBalance.date,
      closingBalance: eurosOf(header.closingBalance.amount),
      closingDate: header.closingBalance.date,
    })
    .onConflictDoNothing({ target: [bankStatements.accountNumber, bankStatements.number] })
    .returning({ id: bankStatements.id });
  // Another import recorded it meanwhile (its transaction committed while this one waited).
  return made ? made.id : ((await recorded()) ?? null);
}

const orNull = (text: string | undefined) => (text ? text : null);

export async function importStatementLine(ctx: RowContext, cells: Record<string, string>): Promise<RowOutcome> {
  const { tx } = ctx;
  const header = JSON.parse(cells.statement ?? '{}') as StatementHeader;
  const statementId = await statementOf(tx, ctx.importId, header);
  if (statementId === null)
    return { outcome: 'skipped', reason: `fileImport.statementAlreadyImported|${header.number}` };
  const [returnedType, returnedReason] = (cells.returned ?? '').split(':');
  const [line] = await tx
    .insert(statementLines)
    .values({
      statementId,
      sequence: Number(cells.sequence),
      amount: Number(cells.amount),
      bookingDate: cells.bookingDate ?? '',
      valueDate: cells.valueDate ?? '',
      counterpartyName: orNull(cells.counterpartyName),
      counterpartyIban: orNull(cells.counterpartyIban),
      counterpartyBic: orNull(cells.counterpartyBic),
      structuredReference: orNull(cells.structuredReference),
      message: orNull(cells.message),
      bankReference: orNull(cells.bankReference),
      transactionCode: cells.transactionCode ?? '',
      returnedType: orNull(returnedType),
      returnedReason: orNull(returnedReason),
      outcome: 'unmatched',
      reason: 'noCandidate',
    })
    .onConflictDoNothing({ target: [statementLines.statementId, statementLines.sequence] })
    .returning();
  if (!line) return { outcome: 'skipped', reason: 'fileImport.alreadyThere' };
  const changed = await matchLine({ tx, importId: ctx.importId, actor: { userId: ctx.userId } }, line);
  return { outcome: 'imported', recordId: line.id, changed };
}
