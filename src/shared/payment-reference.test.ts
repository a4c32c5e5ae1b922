import { describe, expect, it } from 'vitest';
import { checkDigits, isStructuredReference, referenceDigits, structuredReference } from './payment-reference';

describe('structured payment reference', () => {
  it('takes the first ten digits mod 97 as the check', () => {
    // 1234567890 mod 97 = 2
    expect(checkDigits('1234567890')).toBe('02');
    expect(structuredReference(1234567890)).toBe('+++123/4567/89002+++');
  });

  it('writes 97 when the rest is 0', () => {
    // 97 x 12345 = 1197465: mod 97 is 0.
    expect(referenceDigits(1_197_465)).toBe('000119746597');
    expect(checkDigits('0000000000')).toBe('97');
  });

  it('pads a short base with zeros and refuses one over ten digits', () => {
    expect(structuredReference('2026/000123')).toBe('+++202/6000/12320+++');
    expect(referenceDigits(42)).toBe('000000004242');
    expect(() => referenceDigits('12345678901')).toThrow(RangeError);
    expect(() => referenceDigits('')).toThrow(RangeError);
  });

  it('checks a reference as typed: with or without +++, slashes or ***', () => {
    expect(isStructuredReference('+++123/4567/89002+++')).toBe(true);
    expect(isStructuredReference('123456789002')).toBe(true);
    expect(isStructuredReference('***123/4567/89002***')).toBe(true);
    expect(isStructuredReference('+++123/4567/89003+++')).toBe(false);
    expect(isStructuredReference('+++123/4567/8900+++')).toBe(false);
    expect(isStructuredReference(structuredReference(1_197_465))).toBe(true);
  });
});
