/**
 * A bank statement as the payment module reads it, whatever file it came from: CODA (coda.ts) or
 * ISO 20022 CAMT.053 (camt053.ts) give the same typed statement, or the problems that make the file
 * unreadable, each with its line (or entry) and the rule broken (docs/domain.md "Bank statements").
 * Amounts are exact: whole cents, signed (a credit on the account is positive). Pure.
 */

/** Which file a statement was read from. */
export type StatementFormat = 'coda' | 'camt.053.001.02' | 'camt.053.001.08';

/** A balance of the account: signed cents on a calendar day (yyyy-mm-dd). */
export type StatementBalance = { amount: number; date: string };

/** How a bank undid an earlier movement (CODA record 2.2 position 113; CAMT RvslInd or RtrInf). */
export type ReturnKind = 'reject' | 'return' | 'refund' | 'reversal' | 'cancellation';

export type StatementLine = {
  /** 1, 2, ... in the statement's order. */
  sequence: number;
  /** Where it stands in the file: the line of its CODA 2.1 record, or the number of its CAMT entry (1, 2, ...). */
  source: number;
  /** Signed cents: positive is money received (credit), negative money gone out (debit). */
  amount: number;
  /** The day the bank booked it, and the day it counts for interest (the booking day when not given). */
  bookingDate: string;
  valueDate: string;
  counterparty: { name: string | null; iban: string | null; bic: string | null };
  /** The Belgian structured reference (12 digits, check digits right), when the payer gave one. */
  structuredReference: string | null;
  /** The free message, or a structured communication that is not a valid Belgian reference. */
  message: string | null;
  /** The bank's own reference of the movement. */
  bankReference: string | null;
  /** CODA: the 8-digit Febelfin code (type, family, transaction, category); CAMT: domain/family/sub-family. */
  transactionCode: string;
  /** Set when the movement undoes an earlier one (a returned direct debit, a reversed transfer). */
  returned: { type: ReturnKind; reason: string | null } | null;
};

export type BankStatement = {
  format: StatementFormat;
  /** The account the statement is of: its number as given, the IBAN when it is one, currency, bank BIC, holder. */
  account: { number: string; iban: string | null; currency: string; bic: string | null; holderName: string | null };
  /** The statement's number as the bank counts them (CODA: the paper sequence; CAMT: LglSeqNb, else ElctrncSeqNb). */
  number: string;
  /** The file's own identification (CODA: the file reference of record 0; CAMT: Stmt/Id), when given. */
  id: string | null;
  /** The day the bank made it. */
  createdOn: string;
  /** A CODA file marked as a duplicate of one sent before. */
  duplicate: boolean;
  openingBalance: StatementBalance;
  closingBalance: StatementBalance;
  lines: StatementLine[];
  /** Free texts of the bank to the holder (CODA record 4, CAMT AddtlStmtInf). */
  messages: string[];
};

/** The rules a statement file can break. */
export type StatementRule =
  | 'empty'
  | 'recordLength'
  | 'recordType'
  | 'recordOrder'
  | 'version'
  | 'field'
  | 'amount'
  | 'date'
  | 'balanceMismatch'
  | 'balanceAccount'
  | 'trailerCount'
  | 'trailerDebit'
  | 'trailerCredit'
  | 'xml'
  | 'namespace'
  | 'missing';

/** One problem: the line of the file (CODA, or the XML parser's line) or the entry, the rule, what was found. */
export type StatementProblem = { line: number; rule: StatementRule; detail: string };

export type StatementParse = { ok: true; statements: BankStatement[] } | { ok: false; problems: StatementProblem[] };

/** At most this many problems are reported: a file that bad is the wrong file. */
export const MAX_PROBLEMS = 50;

/** A calendar day from its parts, or null when no such day exists. */
export function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Cents from a decimal text with a dot (`1234.5`, `0.07`, `12`), exactly; null when it is not one
 * or has a fraction of a cent (no currency the back office bills in has one).
 */
export function decimalCents(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (!/^\d{2}0{3}$/.test(fraction)) return null;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

/** An account number without spaces, upper case; whether it is an IBAN (src/shared/money.ts). */
export { compactIban as compactAccount, isIban } from '../../../../src/shared/money';

/** Text with its runs of white space made one space, trimmed; null when nothing is left. */
export function cleanText(text: string | null | undefined): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean || null;
}

/** A statement's lines summed, in cents. */
export const linesTotal = (lines: readonly { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** Euros as people read them in a problem's detail: `-1234.50`. */
export const euros = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export { decodeStatementText } from '../../../../src/shared/statement-text';
