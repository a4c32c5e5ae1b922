import { describe, expect, it } from 'vitest';
import { CHORD_TIMEOUT_MS, createShortcutMatcher, dispatchShortcut, isTypingTarget, onShortcut } from './shortcuts';

const feedAll = (keys: string[], start = 0, gap = 100) => {
  const m = createShortcutMatcher();
  return keys.map((key, i) => m.feed({ key }, start + i * gap));
};

describe('shortcut chords', () => {
  it('X then P (with Shift) goes to products; X then C to companies', () => {
    expect(feedAll(['X', 'P'])).toEqual([null, 'goProducts']);
    expect(feedAll(['Shift', 'X', 'Shift', 'C'])).toEqual([null, null, null, 'goCompanies']);
  });

  it('each navigation chord has its action', () => {
    expect(feedAll(['X', 'R'])[1]).toBe('goContracts');
    expect(feedAll(['X', 'I'])[1]).toBe('goInvoices');
    expect(feedAll(['X', 'D'])[1]).toBe('goDrafts');
    expect(feedAll(['X', 'T'])[1]).toBe('goTasks');
  });

  it('single keys: ? shows shortcuts, lower-case letters are screen actions', () => {
    expect(feedAll(['?'])).toEqual(['showShortcuts']);
    expect(feedAll(['e', 'd', 'a', 'f', 'r', 's'])).toEqual([
      'toggleEdit',
      'toggleDetail',
      'openAdd',
      'toggleFilters',
      'refreshTable',
      'focusSearch',
    ]);
  });

  it('a chord expires after the timeout', () => {
    const m = createShortcutMatcher();
    expect(m.feed({ key: 'X' }, 0)).toBeNull();
    expect(m.feed({ key: 'P' }, CHORD_TIMEOUT_MS + 1)).toBeNull();
  });

  it('a broken chord lets the next key start over', () => {
    expect(feedAll(['X', 'e'])).toEqual([null, 'toggleEdit']);
    expect(feedAll(['X', 'Z', 'X', 'P'])).toEqual([null, null, null, 'goProducts']);
  });

  it('ignores keys pressed with Ctrl, Meta or Alt', () => {
    const m = createShortcutMatcher();
    expect(m.feed({ key: 'a', ctrlKey: true }, 0)).toBeNull();
    expect(m.feed({ key: 'e', metaKey: true }, 10)).toBeNull();
  });

  it('never fires while typing in a field', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('dispatches screen actions to registered handlers until they unregister', () => {
    let calls = 0;
    const off = onShortcut('refreshTable', () => void calls++);
    expect(dispatchShortcut('refreshTable')).toBe(true);
    off();
    expect(dispatchShortcut('refreshTable')).toBe(false);
    expect(calls).toBe(1);
  });

  it('in a list: J and K move, Enter opens and X selects (lower-case x; Shift+X starts a chord)', () => {
    expect(feedAll(['j', 'k', 'Enter', 'x'])).toEqual(['nextRow', 'previousRow', 'openRow', 'toggleRow']);
    expect(feedAll(['X', 'x'])).toEqual([null, 'toggleRow']);
  });

  it('a handler that answers false did nothing: the key is not taken', () => {
    const off = onShortcut('openRow', () => false);
    expect(dispatchShortcut('openRow')).toBe(false);
    const acted = onShortcut('openRow', () => true);
    expect(dispatchShortcut('openRow')).toBe(true);
    off();
    acted();
  });
});
