import { describe, expect, it } from 'vitest';
import {
  chooseColumn,
  COLUMN_KINDS,
  isChosen,
  isHidden,
  isNumeric,
  kindOf,
  minWidthOf,
  splitProductName,
  type ColumnKind,
} from './column-kinds';

describe('column kinds', () => {
  it('gives a column its kind: the declared one, a name when it grows, text otherwise', () => {
    expect(kindOf({ kind: 'money' })).toBe('money');
    expect(kindOf({ kind: 'product', grow: true })).toBe('product');
    expect(kindOf({ grow: true })).toBe('name');
    expect(kindOf({})).toBe('text');
    expect(kindOf(undefined)).toBe('text');
  });

  it('declares a minimum width for every kind, in rem, and right-aligns figures only', () => {
    for (const kind of Object.keys(COLUMN_KINDS) as (keyof typeof COLUMN_KINDS)[]) {
      expect(minWidthOf(kind), kind).toMatch(/^\d+(\.\d+)?rem$/);
    }
    expect(minWidthOf('name')).toBe('12rem');
    expect(minWidthOf('money')).toBe('7rem');
    const numeric: ColumnKind[] = ['money', 'number'];
    const other: ColumnKind[] = ['name', 'date', 'code', 'status', 'actions'];
    expect(numeric.every(isNumeric)).toBe(true);
    expect(other.some(isNumeric)).toBe(false);
  });
});

describe('product names', () => {
  it.each([
    ['Microsoft 365 Copilot (P1M monthly)', 'Microsoft 365 Copilot', '(P1M monthly)'],
    ['Microsoft 365 Copilot (P1Y annual)', 'Microsoft 365 Copilot', '(P1Y annual)'],
    ['Teams Exploratory (P1Y facturation mensuelle)', 'Teams Exploratory', '(P1Y facturation mensuelle)'],
    ['Web hosting', 'Web hosting', ''],
    ['(P1M monthly)', '(P1M monthly)', ''],
    ['Domain (.be) renewal', 'Domain (.be) renewal', ''],
  ])('%s: the name may give way, the term at its end never does', (full, name, term) => {
    expect(splitProductName(full)).toEqual({ name, term });
  });
});

describe('the column choice', () => {
  it('shows a column as declared until the user says otherwise, and keeps the other columns', () => {
    expect(isHidden(undefined, 'type')).toBe(false);
    const hidden = chooseColumn(undefined, 'type', false);
    expect(hidden).toEqual({ type: false });
    expect(isHidden(hidden, 'type')).toBe(true);
    const both = chooseColumn(hidden, 'receiver', true);
    expect(both).toEqual({ type: false, receiver: true });
    expect(isChosen(both, 'receiver')).toBe(true);
    expect(isChosen(both, 'type')).toBe(false);
    expect(isHidden(chooseColumn(both, 'type', true), 'type')).toBe(false);
  });

  it('never hides the actions column', () => {
    expect(isHidden({ actions: false }, 'actions')).toBe(false);
  });
});
