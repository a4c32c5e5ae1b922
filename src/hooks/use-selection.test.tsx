import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

describe('useSelection', () => {
  it('resets when the listed ids change, keeps the selection when they do not', () => {
    const { result, rerender } = renderHook(({ ids }) => useSelection(ids), { initialProps: { ids: ['1', '2'] } });
    act(() => result.current.toggle('1'));
    expect(result.current.count).toBe(1);
    rerender({ ids: ['2', '1'] });
    expect(result.current.selected.has('1')).toBe(true);
    rerender({ ids: ['3', '4'] });
    expect(result.current.count).toBe(0);
    act(() => result.current.toggleAll());
    expect(result.current.allState).toBe('all');
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });
});
