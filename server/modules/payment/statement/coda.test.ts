/** The CODA reader (pure) on the demo statement, and on that file broken one rule at a time. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCoda } from './coda';
import { SAMPLE_MOVEMENTS, SAMPLE_OPENING, type SampleMovement } from './samples/make-samples';
import { problemsOf, statementOf } from './statement-test-helpers';

const bytes = readFileSync(new URL('./samples/demo-statement.cod', import.meta.url));
const records = bytes.toString('latin1').split('\r\n').slice(0, -1);

/** The file with record `line` (1-based) changed at 1-based position `at`. */
function edited(line: number, at: number, text: string, lines = records): string {
  return lines
    .map((r, i) => (i === line - 1 ? r.slice(0, at - 1) + text + r.slice(at - 1 + text.length) : r))
    .join('\n');
}
const lineOf = (kind: string, nth = 0, lines = records) =>
  lines.map((r, i) => (r.startsWith(kind) ? i + 1 : 0)).filter(Boolean)[nth]!;
/** The movements as lines: a batch's details in its place. */
const flat = SAMPLE_MOVEMENTS.flatMap((m): SampleMovement[] => m.batch ?? [m]);
const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const upper = (text: string) => ascii(text).toUpperCase();

describe('the demo CODA statement', () => {
  const statement = statementOf(parseCoda(bytes));

  it('uses every record type of the layout, each 128 characters', () => {
    const kinds = new Set(records.map((r) => (r[0] === '2' || r[0] === '3' ? r.slice(0, 2) : r[0])));
    expect([...kinds].sort()).toEqual(['0', '1', '21', '22', '23', '31', '32', '33', '4', '8', '9']);
    expect(records.every((r) => r.length === 128)).toBe(true);
  });

  it('reads the account, the statement and its balances', () => {
    const total = SAMPLE_MOVEMENTS.reduce((sum, m) => sum + m.amount, 0);
    expect(statement).toMatchObject({
      format: 'coda',
      account: {
        number: 'BE68539007547034',
        iban: 'BE68539007547034',
        currency: 'EUR',
        bic: 'GKCCBEBB',
        holderName: 'BILLING PROVIDER NV',
      },
      number: '236',
      id: 'CODA236',
      createdOn: '2026-12-04',
      duplicate: false,
      openingBalance: { amount: SAMPLE_OPENING, date: '2026-12-03' },
      closingBalance: { amount: SAMPLE_OPENING + total, date: '2026-12-04' },
      messages: ['Uw rekeninguittreksels staan ook in uw online bankieren.'],
    });
    expect(statement.openingBalance.amount + statement.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(
      statement.closingBalance.amount,
    );
  });

  it('gives each movement as a line: exact signed cents, counterparty, reference or message', () => {
    expect(statement.lines).toHaveLength(flat.length);
    for (const [i, line] of statement.lines.entries()) {
      const m = flat[i]!;
      expect(line).toMatchObject({
        sequence: i + 1,
        amount: m.amount,
        bookingDate: '2026-12-04',
        valueDate: '2026-12-04',
        counterparty: { name: upper(m.name), iban: m.iban, bic: m.bic },
      });
      expect(records[line.source - 1]!.startsWith('21')).toBe(true);
      expect(line.structuredReference === null).toBe(m.reference === undefined);
      const message = [m.reference ? '' : (m.message ?? ''), m.note ?? ''].join(' ').trim();
      expect(line.message).toBe(message ? ascii(message) : null);
    }
  });

  it('reads a structured reference as its 12 digits and a free message as text', () => {
    const structured = statement.lines.find((l) => l.structuredReference)!;
    expect(structured.structuredReference).toMatch(/^\d{12}$/);
    expect(structured.message).toBeNull();
    expect(structured.transactionCode).toBe('00150000');
    expect(structured.bankReference).toMatch(/^20261204\d{7}$/);
    const free = statement.lines.find((l) => !l.structuredReference && l.amount > 0)!;
    expect(free.message).toBeTruthy();
  });

  it('recognises the debit and the returned direct debit', () => {
    const debits = statement.lines.filter((l) => l.amount < 0);
    expect(debits.map((l) => l.returned?.type ?? null).sort()).toEqual([null, 'return']);
    const returned = debits.find((l) => l.returned)!;
    expect(returned).toMatchObject({ returned: { type: 'return', reason: 'AM04' }, transactionCode: '00503000' });
    const paid = debits.find((l) => !l.returned)!;
    expect(paid.transactionCode).toBe('00101000');
  });

  it('gives the details of a globalised amount as lines, the global amount booked once', () => {
    const batch = SAMPLE_MOVEMENTS.find((m) => m.batch)!;
    const details = statement.lines.filter((l) => l.transactionCode.startsWith('5'));
    expect(details.map((l) => l.amount)).toEqual(batch.batch!.map((d) => d.amount));
    expect(details.every((l) => l.structuredReference)).toBe(true);
    expect(statement.lines.some((l) => l.transactionCode.startsWith('1'))).toBe(false);
  });

  it('reads the information records: the counterparty (type 001) and a long communication', () => {
    const noted = SAMPLE_MOVEMENTS.find((m) => m.note)!;
    const line = statement.lines.find(
      (l) => l.amount === noted.amount && l.message?.includes(noted.note!.slice(0, 30)),
    );
    expect(line?.message).toBe(noted.note);
  });
});

describe('a broken CODA file', () => {
  it('names the line of a record that is not 128 characters', () => {
    const short = records.map((r, i) => (i === 4 ? r.slice(0, 120) : r)).join('\r\n');
    // The record left out no longer counts in the trailer; the first problem is its length.
    expect(problemsOf(parseCoda(short))[0]).toEqual({ line: 5, rule: 'recordLength' });
    expect(problemsOf(parseCoda(''))).toEqual([{ line: 1, rule: 'empty' }]);
  });

  it('refuses a new balance that is not the old one plus the movements', () => {
    const newBalance = lineOf('8');
    const parse = parseCoda(edited(newBalance, 43, '000000000000010'));
    expect(problemsOf(parse)).toEqual([{ line: newBalance, rule: 'balanceMismatch' }]);
    expect(!parse.ok && parse.problems[0]!.detail).toMatch(/^Old balance 48215\.37 \+ movements .* new balance 0\.01$/);
  });

  it('refuses a movement changed without its totals: the balance and the trailer no longer agree', () => {
    const first = lineOf('21');
    const amount = records[first - 1]!.slice(32, 47);
    const more = String(Number(amount) + 1000).padStart(15, '0');
    expect(problemsOf(parseCoda(edited(first, 33, more)))).toEqual([
      { line: lineOf('8'), rule: 'balanceMismatch' },
      { line: lineOf('9'), rule: 'trailerCredit' },
    ]);
  });

  it('checks the trailer count and the debit sum', () => {
    const trailer = lineOf('9');
    expect(problemsOf(parseCoda(edited(trailer, 17, '000001')))).toEqual([{ line: trailer, rule: 'trailerCount' }]);
    expect(problemsOf(parseCoda(edited(trailer, 23, '000000000000000')))).toEqual([
      { line: trailer, rule: 'trailerDebit' },
    ]);
  });

  it('refuses records out of order, of an unknown type, with a bad date or amount, or of version 1', () => {
    const movement = lineOf('21');
    const withoutMovement = records.filter((_, i) => i !== movement - 1);
    expect(problemsOf(parseCoda(withoutMovement.join('\n')))).toContainEqual({ line: movement, rule: 'recordOrder' });
    expect(problemsOf(parseCoda(edited(movement, 1, '7')))).toContainEqual({ line: movement, rule: 'recordType' });
    expect(problemsOf(parseCoda(edited(movement, 116, '310226')))).toEqual([{ line: movement, rule: 'date' }]);
    expect(problemsOf(parseCoda(edited(movement, 33, '00000000000012X')))).toContainEqual({
      line: movement,
      rule: 'amount',
    });
    expect(problemsOf(parseCoda(edited(movement, 47, '5')))).toContainEqual({ line: movement, rule: 'amount' });
    expect(problemsOf(parseCoda(edited(1, 128, '1')))).toEqual([{ line: 1, rule: 'version' }]);
    expect(problemsOf(parseCoda(records.slice(0, -1).join('\n')))).toEqual([
      { line: records.length - 1, rule: 'missing' },
    ]);
  });

  it('keeps a structured communication whose check digits are wrong as a message, not a reference', () => {
    const movement = lineOf('21');
    const text = records[movement - 1]!.slice(62, 77);
    const wrong = `${text.slice(0, 13)}${text.slice(13) === '00' ? '01' : '00'}`;
    const statement = statementOf(parseCoda(edited(movement, 63, wrong)));
    expect(statement.lines[0]).toMatchObject({ structuredReference: null, message: wrong.slice(3) });
  });

  it('reads a Latin-1 file, a duplicate, and two statements in one file', () => {
    const name = lineOf('23');
    const latin = Buffer.from(edited(name, 48, 'CAFÉ DU COMMERCE'.padEnd(35)), 'latin1');
    expect(statementOf(parseCoda(latin)).lines[0]!.counterparty.name).toBe('CAFÉ DU COMMERCE');
    expect(statementOf(parseCoda(edited(1, 17, 'D'))).duplicate).toBe(true);
    const twice = parseCoda(`${records.join('\n')}\n${records.join('\n')}\n`);
    expect(twice.ok && twice.statements.map((s) => s.lines.length)).toEqual([flat.length, flat.length]);
  });
});
