/** The CAMT.053 reader (pure): the demo statement in versions 02 and 08 reads as its CODA twin does. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053';
import { parseCoda } from './coda';
import type { BankStatement } from './statement';
import { problemsOf, sampleText, statementOf } from './statement-test-helpers';

const v02 = sampleText('demo-statement.camt053-v02.xml');
const v08 = sampleText('demo-statement.camt053-v08.xml');

const lineWith = (xml: string, text: string) => xml.split('\n').findIndex((l) => l.includes(text)) + 1;
const ascii = (text: string | null) =>
  text &&
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

const coda = statementOf(parseCoda(readFileSync(new URL('./samples/demo-statement.cod', import.meta.url))));

describe.each([
  ['camt.053.001.02', v02],
  ['camt.053.001.08', v08],
] as const)('the demo statement as %s', (format, xml) => {
  const statement = statementOf(parseCamt053(xml));

  it('reads the account, the statement and its balances as the CODA file does', () => {
    expect(statement.format).toBe(format);
    expect(statement).toMatchObject({
      account: { ...coda.account, holderName: 'Billing Provider NV' },
      number: '236',
      id: '2026-236',
      createdOn: '2026-12-04',
      openingBalance: coda.openingBalance,
      closingBalance: coda.closingBalance,
      messages: coda.messages,
    });
  });

  it('gives the same lines: amounts, dates, counterparties, references, returns', () => {
    const same = (s: BankStatement) =>
      s.lines.map((l) => ({
        amount: l.amount,
        bookingDate: l.bookingDate,
        valueDate: l.valueDate,
        iban: l.counterparty.iban,
        bic: l.counterparty.bic,
        name: ascii(l.counterparty.name),
        structuredReference: l.structuredReference,
        returnReason: l.returned?.reason ?? null,
      }));
    expect(same(statement)).toEqual(same(coda));
    // CODA has no free message beside a structured one; CAMT keeps both.
    for (const [i, line] of statement.lines.entries())
      if (!line.structuredReference) expect(ascii(line.message)).toBe(ascii(coda.lines[i]!.message));
  });

  it('recognises the reversal (RvslInd) with its reason, and the debit', () => {
    const returned = statement.lines.find((l) => l.returned)!;
    expect(returned).toMatchObject({
      returned: { type: 'reversal', reason: 'AM04' },
      transactionCode: 'PMNT/IDDT/UPDD',
    });
    expect(returned.amount).toBeLessThan(0);
    expect(statement.lines.filter((l) => l.amount < 0 && !l.returned).map((l) => l.transactionCode)).toEqual([
      'PMNT/ICDT/ESCT',
    ]);
  });

  it('splits a batch entry into its transactions', () => {
    const batch = statement.lines.filter((l) => l.transactionCode === 'PMNT/IDDT/ESDD');
    expect(batch.length).toBeGreaterThan(1);
    expect(new Set(batch.map((l) => l.source)).size).toBe(1);
  });

  it('refuses a closing balance that is not the opening one plus the entries, naming its line', () => {
    const closing = xml.replace(/(<Cd>CLBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="EUR">)[\d.]+/, '$10.01');
    const parse = parseCamt053(closing);
    expect(problemsOf(parse)).toEqual([{ line: lineWith(xml, '<Cd>CLBD</Cd>'), rule: 'balanceMismatch' }]);
    expect(!parse.ok && parse.problems[0]!.detail).toMatch(
      /^Opening balance 48215\.37 \+ entries .* closing balance 0\.01$/,
    );
  });
});

describe('references and amounts in CAMT', () => {
  it('takes a structured reference issued BBA or written +++...+++, and keeps others as the message', () => {
    const ref02 = /<Ref>(\d{12})<\/Ref>/.exec(v02)![1]!;
    const ref08 = /<Ref>\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+<\/Ref>/.exec(v08)!.slice(1).join('');
    expect(ref08).toBe(ref02);
    expect(statementOf(parseCamt053(v02)).lines[0]!.structuredReference).toBe(ref02);
    expect(statementOf(parseCamt053(v08)).lines[0]!.structuredReference).toBe(ref02);
    const creditorReference = v08.replace(/<Ref>\+\+\+[^<]+<\/Ref>/, '<Ref>RF18539007547034</Ref>');
    expect(statementOf(parseCamt053(creditorReference)).lines[0]).toMatchObject({
      structuredReference: null,
      message: 'RF18539007547034',
    });
  });

  it('refuses an amount with a fraction of a cent, naming its entry line', () => {
    const entry = lineWith(v08, '<NtryRef>1</NtryRef>');
    const xml = v08.replace(
      /(<NtryRef>1<\/NtryRef><Amt Ccy="EUR">)([\d.]+)/,
      (_, tag: string, amount: string) => `${tag}${amount}1`,
    );
    expect(problemsOf(parseCamt053(xml))).toContainEqual({ line: entry, rule: 'amount' });
  });

  it('refuses what is not a CAMT.053 statement', () => {
    expect(problemsOf(parseCamt053('<Document><BkToCstmrStmt>'))).toEqual([{ line: 1, rule: 'xml' }]);
    expect(problemsOf(parseCamt053(v08.replace(/camt\.053\.001\.08/, 'camt.052.001.08')))).toEqual([
      { line: 1, rule: 'namespace' },
    ]);
    expect(problemsOf(parseCamt053(v08.replace(/camt\.053\.001\.08/, 'camt.053.001.04')))).toEqual([
      { line: 1, rule: 'namespace' },
    ]);
    expect(problemsOf(parseCamt053(v02.replace(/<Bal><Tp><CdOrPrtry><Cd>OPBD.*?<\/Bal>/, '')))).toEqual([
      { line: lineWith(v02, '<Stmt>'), rule: 'missing' },
    ]);
    expect(problemsOf(parseCamt053(''))).toEqual([{ line: 1, rule: 'empty' }]);
  });
});
