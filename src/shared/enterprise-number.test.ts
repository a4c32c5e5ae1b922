import { describe, expect, it } from 'vitest';
import {
  enterpriseDigits,
  enterpriseNumberProblem,
  formatEnterpriseNumber,
  isEnterpriseNumber,
  peppolIdOf,
  vatNumberOf,
} from './enterprise-number';

describe('the Belgian enterprise number', () => {
  it('reads the digits however they are typed', () => {
    for (const typed of ['BE 0428.759.497', '0428759497', 'be0428-759-497', ' 0428 759 497 '])
      expect(enterpriseDigits(typed)).toBe('0428759497');
  });

  it('accepts the registry check: last two = 97 - (first eight mod 97)', () => {
    expect(isEnterpriseNumber('0428759497')).toBe(true);
    expect(isEnterpriseNumber('1001686633')).toBe(true);
    // First eight a multiple of 97: the check is 97.
    expect(isEnterpriseNumber('0000000097')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong first digit and a wrong length', () => {
    expect(enterpriseNumberProblem('0428.759.498')).toBe('check');
    expect(enterpriseNumberProblem('BE1001.686.634')).toBe('check');
    expect(enterpriseNumberProblem('2428759497')).toBe('form');
    expect(enterpriseNumberProblem('042875949')).toBe('form');
    expect(enterpriseNumberProblem('04287594970')).toBe('form');
    expect(enterpriseNumberProblem('0428a59497')).toBe('form');
    expect(enterpriseNumberProblem('BE0428.759.497')).toBeNull();
  });

  it('is stored as BE and ten digits, shown as BE0123.456.789, addressed on Peppol under 0208', () => {
    expect(vatNumberOf('0428759497')).toBe('BE0428759497');
    expect(formatEnterpriseNumber('BE0428759497')).toBe('BE0428.759.497');
    expect(formatEnterpriseNumber('NL123456789B01')).toBe('NL123456789B01');
    for (const none of [null, undefined, '']) expect(formatEnterpriseNumber(none)).toBe('–');
    expect(peppolIdOf('BE0428759497')).toBe('0208:0428759497');
  });
});
