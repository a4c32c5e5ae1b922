import { describe, expect, it } from 'vitest';
import { idsKey, selectAllState, toggleAll, toggleGroup, toggleOne } from './selection';

describe('list multi-selection', () => {
  it('toggles one id by its identifying property', () => {
    const one = toggleOne(new Set(), '7');
    expect([...one]).toEqual(['7']);
    expect([...toggleOne(one, '7')]).toEqual([]);
  });

  it('select all selects every listed id; a second select-all clears', () => {
    const ids = ['1', '2', '3'];
    const all = toggleAll(new Set(['2']), ids);
    expect([...all].sort()).toEqual(ids);
    expect(selectAllState(all, ids)).toBe('all');
    expect([...toggleAll(all, ids)]).toEqual([]);
    expect(selectAllState(new Set(['2']), ids)).toBe('some');
    expect(selectAllState(new Set(), ids)).toBe('none');
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });

  it('the ids key changes with the set of ids, not their order', () => {
    expect(idsKey(['2', '1'])).toBe(idsKey(['1', '2']));
    expect(idsKey(['1', '2'])).not.toBe(idsKey(['1', '3']));
  });

  it('select all of one group adds its ids, a second one clears only that group', () => {
    const other = new Set(['9']);
    const group = ['1', '2'];
    const all = toggleGroup(other, group);
    expect([...all].sort()).toEqual(['1', '2', '9']);
    expect(selectAllState(all, group)).toBe('all');
    expect([...toggleGroup(all, group)]).toEqual(['9']);
    expect([...toggleGroup(new Set(['1']), group)].sort()).toEqual(['1', '2']);
  });
});
