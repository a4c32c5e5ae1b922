/**
 * CODA, the Belgian banks' "coded statement of account" (Febelfin, version 2): lines of exactly 128
 * characters, one record each. A file holds one or more statements, each
 *   0 header · 1 old balance · per movement 2.1 (amount, dates, code, communication), 2.2 and 2.3
 *   (communication continued, counterparty BIC, account and name, return type) and information
 *   records 3.1-3.3 · 8 new balance · 4 free communications · 9 trailer.
 * Read into the typed statement of statement.ts, checked: record lengths and order, fields, the old
 * balance plus the movements is the new balance, and the trailer's record count, debit and credit
 * sums. Every problem names its line (docs/domain.md "Bank statements"). Pure.
 */
import { checkDigits } from '../../../../src/shared/payment-reference';
import {
  MAX_PROBLEMS,
  calendarDay,
  cleanText,
  compactAccount,
  decodeStatementText,
  euros,
  isIban,
  type BankStatement,
  type ReturnKind,
  type StatementLine,
  type StatementParse,
  type StatementProblem,
  type StatementRule,
} from './statement';

export const CODA_RECORD_LENGTH = 128;

/** Position 113 of record 2.2: the kind of R-transaction. */
const RETURN_TYPES: Record<string, ReturnKind> = {
  '1': 'reject',
  '2': 'return',
  '3': 'refund',
  '4': 'reversal',
  '5': 'cancellation',
};

/**
 * Febelfin transaction codes (family and transaction, positions 55-58) that undo an earlier movement
 * when the bank gives no R-transaction type: 01/49 and 01/99 a transfer cancelled or corrected,
 * 05/03 an unpaid direct debit, 05/58 a direct debit reversed.
 */
const RETURN_CODES: Record<string, ReturnKind> = {
  '0149': 'cancellation',
  '0199': 'cancellation',
  '0503': 'return',
  '0558': 'reversal',
};

/** Transaction types (position 54) of amounts booked on the account; 5 and 6 are the details of 1 and 2. */
const BOOKED_TYPES = new Set(['0', '1', '2', '3']);
const DETAIL_TYPES = new Set(['5', '6']);

type Movement = {
  line: number;
  sequence: string;
  detail: string;
  type: string;
  amount: number;
  valueDate: string | null;
  bookingDate: string;
  code: string;
  structured: boolean;
  communication: string;
  bankReference: string;
  bic: string;
  returnType: string;
  returnReason: string;
  account: string;
  name: string;
  infoName: string | null;
  /** Free text of information records (a 3.1 of communication type 0 and the 3.2 and 3.3 after it). */
  information: string | null;
};

type Draft = {
  line: number;
  header: string;
  opening: { line: number; record: string; amount: number; date: string } | null;
  movements: Movement[];
  closing: { line: number; record: string; amount: number; date: string } | null;
  messages: string[];
  counted: number;
};

class CodaReader {
  problems: StatementProblem[] = [];
  statements: BankStatement[] = [];
  draft: Draft | null = null;

  problem(line: number, rule: StatementRule, detail: string) {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ line, rule, detail });
  }

  /** A whole number of the given field, or null (a problem noted). */
  digits(line: number, text: string, what: string): string | null {
    if (/^\d+$/.test(text)) return text;
    this.problem(line, 'field', `${what} is not a number: "${text}"`);
    return null;
  }

  /** Cents from a sign (0 credit, 1 debit) and 15 digits of which 3 decimals. */
  amount(line: number, sign: string, text: string, what: string): number | null {
    if ((sign !== '0' && sign !== '1') || !/^\d{15}$/.test(text)) {
      this.problem(line, 'amount', `${what} is not a sign and 15 digits: "${sign}${text}"`);
      return null;
    }
    if (!text.endsWith('0')) {
      this.problem(line, 'amount', `${what} has a fraction of a cent: "${text}"`);
      return null;
    }
    const cents = Number(text.slice(0, 14));
    return sign === '1' ? -cents : cents;
  }

  /** A day from DDMMYY; `000000` is no day where the layout allows it. */
  date(line: number, text: string, what: string, optional = false): string | null {
    if (optional && text === '000000') return null;
    const match = /^(\d\d)(\d\d)(\d\d)$/.exec(text);
    const year = match ? Number(match[3]) : 0;
    const day = match && calendarDay(year < 80 ? 2000 + year : 1900 + year, Number(match[2]), Number(match[1]));
    if (!day) this.problem(line, 'date', `${what} is not a day (DDMMYY): "${text}"`);
    return day ?? null;
  }

  read(text: string): StatementParse {
    const lines = text.split(/\r?\n/);
    while (lines.length && lines.at(-1)!.trim() === '') lines.pop();
    if (!lines.length) return { ok: false, problems: [{ line: 1, rule: 'empty', detail: 'The file holds no record' }] };
    for (const [index, record] of lines.entries()) {
      if (this.problems.length >= MAX_PROBLEMS) break;
      const line = index + 1;
      if (record.length !== CODA_RECORD_LENGTH) {
        this.problem(line, 'recordLength', `A record has 128 characters, this one ${record.length}`);
        continue;
      }
      this.record(line, record);
    }
    if (this.draft) this.problem(lines.length, 'missing', 'The last statement has no trailer (record 9)');
    if (this.problems.length) return { ok: false, problems: this.problems };
    return { ok: true, statements: this.statements };
  }

  record(line: number, record: string) {
    const kind = record[0] === '2' || record[0] === '3' ? record.slice(0, 2) : record[0]!;
    if (kind === '0') return this.header(line, record);
    const draft = this.draft;
    if (!draft) return this.problem(line, 'recordOrder', `Record ${kind} before a header (record 0)`);
    if (kind === '1') return this.oldBalance(line, record, draft);
    if (!draft.opening) return this.problem(line, 'recordOrder', `Record ${kind} before the old balance (record 1)`);
    if (kind === '9') return this.trailer(line, record, draft);
    if (kind === '4') return this.freeCommunication(record, draft);
    if (draft.closing) return this.problem(line, 'recordOrder', `Record ${kind} after the new balance (record 8)`);
    if (kind === '8') return this.newBalance(line, record, draft);
    if (kind === '21') return this.movement(line, record, draft);
    if (kind === '22' || kind === '23') return this.movementMore(line, record, draft, kind);
    if (kind === '31' || kind === '32' || kind === '33') return this.information(line, record, draft, kind);
    this.problem(line, 'recordType', `Unknown record type "${kind}"`);
  }

  header(line: number, record: string) {
    if (this.draft)
      this.problem(line, 'recordOrder', 'A header (record 0) before the trailer (record 9) of the statement before');
    if (record[127] !== '2')
      this.problem(line, 'version', `CODA version 2 is read, this file is version "${record[127]}"`);
    this.date(line, record.slice(5, 11), 'The creation date');
    this.draft = { line, header: record, opening: null, movements: [], closing: null, messages: [], counted: 0 };
  }

  oldBalance(line: number, record: string, draft: Draft) {
    if (draft.opening) return this.problem(line, 'recordOrder', 'A second old balance (record 1)');
    if (!'0123'.includes(record[1]!)) this.problem(line, 'field', `Unknown account structure "${record[1]}"`);
    const amount = this.amount(line, record[42]!, record.slice(43, 58), 'The old balance');
    const date = this.date(line, record.slice(58, 64), 'The old balance date');
    draft.opening = { line, record, amount: amount ?? 0, date: date ?? '' };
    draft.counted++;
  }

  movement(line: number, record: string, draft: Draft) {
    const sequence = this.digits(line, record.slice(2, 6), 'The sequence number') ?? '';
    const detail = this.digits(line, record.slice(6, 10), 'The detail number') ?? '';
    const code = this.digits(line, record.slice(53, 61), 'The transaction code') ?? '00000000';
    if (record[61] !== '0' && record[61] !== '1')
      this.problem(line, 'field', `The communication type is 0 (free) or 1 (structured), not "${record[61]}"`);
    const amount = this.amount(line, record[31]!, record.slice(32, 47), 'The amount');
    const valueDate = this.date(line, record.slice(47, 53), 'The value date', true);
    const bookingDate = this.date(line, record.slice(115, 121), 'The entry date');
    draft.movements.push({
      line,
      sequence,
      detail,
      type: code[0]!,
      amount: amount ?? 0,
      valueDate,
      bookingDate: bookingDate ?? '',
      code,
      structured: record[61] === '1',
      communication: record.slice(62, 115),
      bankReference: record.slice(10, 31).trim(),
      bic: '',
      returnType: '',
      returnReason: '',
      account: '',
      name: '',
      infoName: null,
      information: null,
    });
    draft.counted++;
  }

  /** The movement a 2.2, 2.3 or 3.x record continues: the last one, with the same sequence (and detail) number. */
  continued(line: number, record: string, draft: Draft, kind: string, sameDetail: boolean): Movement | null {
    const last = draft.movements.at(-1);
    const same = last && last.sequence === record.slice(2, 6) && (!sameDetail || last.detail === record.slice(6, 10));
    if (!same)
      this.problem(line, 'recordOrder', `Record ${kind} does not follow the movement (record 2.1) it continues`);
    draft.counted++;
    return same ? last : null;
  }

  movementMore(line: number, record: string, draft: Draft, kind: '22' | '23') {
    const movement = this.continued(line, record, draft, kind, true);
    if (!movement) return;
    if (kind === '22') {
      movement.communication += record.slice(10, 63);
      movement.bic = record.slice(98, 109).trim();
      movement.returnType = record[112]!.trim();
      movement.returnReason = record.slice(113, 117).trim();
      if (movement.returnType && !RETURN_TYPES[movement.returnType])
        this.problem(line, 'field', `Unknown R-transaction type "${movement.returnType}"`);
    } else {
      movement.account = compactAccount(record.slice(10, 44));
      movement.name = record.slice(47, 82).trim();
      movement.communication += record.slice(82, 125);
    }
  }

  information(line: number, record: string, draft: Draft, kind: '31' | '32' | '33') {
    const movement = this.continued(line, record, draft, kind, false);
    if (!movement) return;
    if (kind === '31') {
      // Structured information 001 is the counterparty: name (70), then street, locality, identification.
      if (record[39] === '1' && record.slice(40, 43) === '001') movement.infoName = cleanText(record.slice(43, 113));
      movement.information = record[39] === '0' ? record.slice(40, 113) : null;
    } else if (movement.information !== null) {
      movement.information += record.slice(10, kind === '32' ? 115 : 100);
    }
  }

  newBalance(line: number, record: string, draft: Draft) {
    const opening = draft.opening!;
    const amount = this.amount(line, record[41]!, record.slice(42, 57), 'The new balance');
    const date = this.date(line, record.slice(57, 63), 'The new balance date');
    draft.closing = { line, record, amount: amount ?? 0, date: date ?? '' };
    draft.counted++;
    if (record.slice(4, 41).trim() !== opening.record.slice(5, 42).trim())
      this.problem(line, 'balanceAccount', 'The new balance (record 8) is of another account than the old one');
    const moved = draft.movements.filter((m) => BOOKED_TYPES.has(m.type)).reduce((sum, m) => sum + m.amount, 0);
    if (amount !== null && opening.amount + moved !== amount)
      this.problem(
        line,
        'balanceMismatch',
        `Old balance ${euros(opening.amount)} + movements ${euros(moved)} = ${euros(opening.amount + moved)}, new balance ${euros(amount)}`,
      );
  }

  freeCommunication(record: string, draft: Draft) {
    const text = cleanText(record.slice(32, 112));
    if (text) draft.messages.push(text);
  }

  trailer(line: number, record: string, draft: Draft) {
    this.draft = null;
    if (!draft.closing)
      return this.problem(line, 'missing', 'The trailer (record 9) comes before a new balance (record 8)');
    const count = this.digits(line, record.slice(16, 22), 'The trailer record count');
    if (count !== null && Number(count) !== draft.counted)
      this.problem(
        line,
        'trailerCount',
        `The trailer counts ${Number(count)} records 1, 2, 3 and 8, the file has ${draft.counted}`,
      );
    const top = draft.movements.filter((m) => m.detail === '0000');
    const sums = { trailerDebit: 0, trailerCredit: 0 };
    for (const m of top) sums[m.amount < 0 ? 'trailerDebit' : 'trailerCredit'] += Math.abs(m.amount);
    for (const [rule, from, what] of [
      ['trailerDebit', 22, 'debit'],
      ['trailerCredit', 37, 'credit'],
    ] as const) {
      const said = this.amount(line, '0', record.slice(from, from + 15), `The trailer's ${what} sum`);
      if (said !== null && said !== sums[rule])
        this.problem(
          line,
          rule,
          `The trailer's ${what} sum is ${euros(said)}, the movements make ${euros(sums[rule])}`,
        );
    }
    if (!this.problems.length) this.statements.push(this.statement(draft));
  }

  statement(draft: Draft): BankStatement {
    const opening = draft.opening!;
    const closing = draft.closing!;
    const header = draft.header;
    const record = opening.record;
    const structure = record[1];
    const number = compactAccount(
      structure === '0' ? record.slice(5, 17) : structure === '2' ? record.slice(5, 21) : record.slice(5, 39),
    );
    const currency = (structure === '0' ? record.slice(18, 21) : record.slice(39, 42)).trim();
    const lines: StatementLine[] = [];
    for (const movement of draft.movements.filter((m) => BOOKED_TYPES.has(m.type))) {
      const details = draft.movements.filter(
        (m) => DETAIL_TYPES.has(m.type) && m.sequence === movement.sequence && m.detail !== '0000',
      );
      for (const m of details.length && '12'.includes(movement.type) ? details : [movement])
        lines.push(line(m, lines.length + 1, m === movement ? null : movement));
    }
    return {
      format: 'coda',
      account: {
        number,
        iban: isIban(number) ? number : null,
        currency,
        bic: cleanText(header.slice(60, 71)),
        holderName: cleanText(record.slice(64, 90)),
      },
      number: record.slice(2, 5),
      id: cleanText(header.slice(24, 34)),
      createdOn: this.date(draft.line, header.slice(5, 11), 'The creation date') ?? '',
      duplicate: header[16] === 'D',
      openingBalance: { amount: opening.amount, date: opening.date },
      closingBalance: { amount: closing.amount, date: closing.date },
      lines,
      messages: draft.messages,
    };
  }
}

/** A movement as a statement line (a detail of a globalised amount takes its missing dates from it). */
function line(m: Movement, sequence: number, global: Movement | null): StatementLine {
  const text = m.communication;
  let structuredReference: string | null = null;
  let message: string | null;
  if (m.structured && (text.startsWith('101') || text.startsWith('102'))) {
    const digits = text.slice(3, 15);
    const valid = /^\d{12}$/.test(digits) && checkDigits(digits.slice(0, 10)) === digits.slice(10);
    structuredReference = valid ? digits : null;
    message = valid ? null : cleanText(digits);
  } else {
    message = cleanText(m.structured ? text.slice(3) : text);
  }
  if (m.information !== null) message = cleanText(`${message ?? ''} ${m.information}`);
  const bookingDate = m.bookingDate || global?.bookingDate || '';
  const returnType = RETURN_TYPES[m.returnType] ?? RETURN_CODES[m.code.slice(1, 5)];
  return {
    sequence,
    source: m.line,
    amount: m.amount,
    bookingDate,
    valueDate: m.valueDate ?? global?.valueDate ?? bookingDate,
    counterparty: { name: cleanText(m.name) ?? m.infoName, iban: m.account || null, bic: m.bic || null },
    structuredReference,
    message,
    bankReference: m.bankReference || null,
    transactionCode: m.code,
    returned: returnType ? { type: returnType, reason: m.returnReason || null } : null,
  };
}

/** Reads a CODA file (text, or its bytes) into its statements, or the problems with their lines. */
export function parseCoda(input: string | Uint8Array): StatementParse {
  return new CodaReader().read(decodeStatementText(input));
}
