import { describe, expect, it } from 'vitest';
import { MOVE_TARGET } from '@/shared/contract-transitions';
import { movesAllowedForAll, summariseOutcomes } from './contract-moves';
import { CONTRACT_TRANSITIONS, type ContractTransition } from '@/shared/constants/contract';

const record = (...allowedActions: ContractTransition[]) => ({ allowedActions });

describe('contract moves', () => {
  it('every move leads to a status', () => {
    for (const move of CONTRACT_TRANSITIONS) expect(MOVE_TARGET[move]).toBeTruthy();
    expect(MOVE_TARGET.activate).toBe('ACTIVE');
    expect(MOVE_TARGET.suspend).toBe('SUSPENDED');
  });

  it('offers the moves every selected record allows, in the catalogue order', () => {
    expect(movesAllowedForAll([record('suspend', 'activeToQuote'), record('activeToQuote', 'suspend')])).toEqual([
      'activeToQuote',
      'suspend',
    ]);
    expect(movesAllowedForAll([record('activate'), record('activate', 'suspend')])).toEqual(['activate']);
  });

  it('offers nothing when the records share no move, or when none is selected', () => {
    expect(movesAllowedForAll([record('activate'), record('suspend')])).toEqual([]);
    expect(movesAllowedForAll([record('activate'), record()])).toEqual([]);
    expect(movesAllowedForAll([])).toEqual([]);
  });

  it('summarises the outcomes: the count changed and the refused ones with their reason', () => {
    expect(
      summariseOutcomes([
        { contractItemId: 1, ok: true, error: null },
        { contractItemId: 2, ok: false, error: 'validation.transitionNotAllowed' },
        { contractItemId: 3, ok: true, error: null },
      ]),
    ).toEqual({ changed: 2, refused: [{ contractItemId: 2, error: 'validation.transitionNotAllowed' }] });
    expect(summariseOutcomes([])).toEqual({ changed: 0, refused: [] });
  });
});
