/**
 * The statement of the bench (bench/statement-load.ts) is a CODA file the parser takes: its statements
 * balance, its lines carry the references and messages of their kind, in the mix the bench asserts.
 */
import { describe, expect, it } from 'vitest';
import { parseCoda } from '../server/modules/payment/statement/coda';
import { referenceDigits } from '../src/shared/payment-reference';
import { invoicesNeeded, statementFile, type OpenInvoice } from './statement-load';

const invoices: OpenInvoice[] = Array.from({ length: 3_300 }, (_, i) => ({
  documentNumber: `2026/${String(i + 1).padStart(6, '0')}`,
  reference: referenceDigits(1_000_000_000 + i),
  open: 10_000 + i,
  customerName: `Customer ${i}`,
}));

describe('the bench statement', () => {
  it('is 100 lines in the mix of twenty: 60 matched, 25 proposed, 15 unmatched', () => {
    expect(invoicesNeeded(100)).toBe(85);
    const { expected } = statementFile(invoices, 100);
    expect(expected).toEqual({ matched: 60, proposed: 25, unmatched: 15 });
  });

  it('reads as CODA statements of 5,000 lines at most, numbered from the first, each line its kind', () => {
    // 3,002 paid exactly, each its own invoice; the proposals over a pool of 250.
    expect(invoicesNeeded(5_002)).toBe(3_252);
    const { file, statements } = statementFile(invoices, 5_002, 901);
    expect(statements).toBe(2);
    const parsed = parseCoda(file);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.statements.map((s) => [s.number, s.lines.length])).toEqual([
      ['901', 5_000],
      ['902', 2],
    ]);
    const [first] = parsed.statements;
    const line = (n: number) => first!.lines[n]!;
    expect(line(0)).toMatchObject({ amount: 10_250, structuredReference: invoices[250]!.reference });
    expect(line(1)).toMatchObject({ amount: 10_251, structuredReference: invoices[251]!.reference });
    expect(line(12)).toMatchObject({ amount: 5_000, structuredReference: invoices[0]!.reference });
    expect(line(15).structuredReference).toMatch(/^2099\d{8}$/);
    expect(line(17)).toMatchObject({ amount: 10_003, structuredReference: null, message: 'Factuur 2026/000004' });
    expect(line(19)).toMatchObject({ structuredReference: null, message: 'Betaling 19' });
    expect(line(20)).toMatchObject({ amount: 10_262, structuredReference: invoices[262]!.reference });
    // Every payer's account is its own.
    expect(new Set(first!.lines.map((l) => l.counterparty.iban)).size).toBe(5_000);
  });
});
