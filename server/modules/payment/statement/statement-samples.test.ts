/** The demo statements: what make-samples.ts writes, valid references, read alike in every format. */
import { describe, expect, it } from 'vitest';
import { isStructuredReference } from '../../../../src/shared/payment-reference';
import { parseCamt053 } from './camt053';
import { parseCoda } from './coda';
import { SAMPLE_FILES, SAMPLE_MOVEMENTS } from './samples/make-samples';
import { sampleText } from './statement-test-helpers';

describe('the demo statement samples', () => {
  it('are what make-samples.ts writes', () => {
    for (const [name, write] of Object.entries(SAMPLE_FILES)) expect(sampleText(name), name).toBe(write());
  });

  it('read without a problem in every format, each reference a valid Belgian one', () => {
    const parses = [
      parseCoda(sampleText('demo-statement.cod')),
      parseCamt053(sampleText('demo-statement.camt053-v02.xml')),
      parseCamt053(sampleText('demo-statement.camt053-v08.xml')),
    ];
    for (const parse of parses) {
      expect(parse.ok && parse.statements.length).toBe(1);
      if (!parse.ok) continue;
      const references = parse.statements[0]!.lines.flatMap((l) => l.structuredReference ?? []);
      expect(references.length).toBeGreaterThan(20);
      expect(references.every((r) => isStructuredReference(r))).toBe(true);
    }
  });

  it('tell the story of the demo day: payments received, a batch, a payment of ours and a return', () => {
    const lines = SAMPLE_MOVEMENTS.flatMap((m) => m.batch ?? [m]);
    expect(lines.filter((m) => m.amount > 0).length).toBe(25);
    expect(lines.filter((m) => m.amount < 0 && !m.returned).length).toBe(1);
    expect(lines.filter((m) => m.returned).length).toBe(1);
    expect(SAMPLE_MOVEMENTS.filter((m) => m.batch).length).toBe(1);
  });
});
