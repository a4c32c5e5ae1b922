import { describe, expect, it } from 'vitest';
import { parseContractSearch } from './contract-view';

describe('the contract detail in the URL', () => {
  it('keeps a known tab other than the default one', () => {
    expect(parseContractSearch({ tab: 'versions' })).toEqual({ tab: 'versions' });
    expect(parseContractSearch({ tab: 'items' })).toEqual({});
    expect(parseContractSearch({ tab: 'other' })).toEqual({});
  });

  it('keeps the versions compared when they are positive whole numbers', () => {
    expect(parseContractSearch({ tab: 'versions', from: 2, to: '5' })).toEqual({ tab: 'versions', from: 2, to: 5 });
    expect(parseContractSearch({ from: 1 })).toEqual({ from: 1 });
    expect(parseContractSearch({ to: 3 })).toEqual({ to: 3 });
  });

  it('drops a version that is not one', () => {
    for (const bad of [
      0,
      -1,
      1.5,
      '0',
      '-2',
      '2.5',
      'two',
      '',
      null,
      true,
      [2],
      { n: 2 },
      Number.NaN,
      1e20,
      '2147483648',
      '12345678901',
    ])
      expect(parseContractSearch({ tab: 'versions', from: bad, to: bad })).toEqual({ tab: 'versions' });
    expect(parseContractSearch({ from: 'x', to: 4 })).toEqual({ to: 4 });
  });
});
