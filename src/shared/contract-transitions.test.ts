import { describe, expect, it } from 'vitest';
import { allowedMoves, isInvoiced, MOVE_TARGET, moveRefusal } from './contract-transitions';
import { type CONTRACT_STATUSES, CONTRACT_TRANSITIONS } from './constants/contract';

const fresh = (status: (typeof CONTRACT_STATUSES)[number]) => ({ status, invoiced: false });

describe('contract status moves', () => {
  it('allows each move only from its start statuses', () => {
    expect(allowedMoves(fresh('QUOTE'))).toEqual(['activate']);
    expect(allowedMoves(fresh('ACTIVE'))).toEqual(['activeToQuote', 'activeToActiveNoInvoice', 'suspend']);
    expect(allowedMoves(fresh('SUSPENDED'))).toEqual(['activate']);
    expect(allowedMoves(fresh('ACTIVE_NOINVOICE'))).toEqual(['activate', 'suspend']);
  });

  it('keeps INACTIVE final, with its own reason', () => {
    expect(allowedMoves(fresh('INACTIVE'))).toEqual([]);
    for (const move of CONTRACT_TRANSITIONS)
      expect(moveRefusal(move, fresh('INACTIVE'))).toBe('validation.contractEnded');
  });

  it('names why a move from another status is refused', () => {
    expect(moveRefusal('suspend', fresh('QUOTE'))).toBe('validation.transitionNotAllowed');
    expect(moveRefusal('activate', fresh('ACTIVE'))).toBe('validation.transitionNotAllowed');
  });

  it('does not turn invoiced work back into a quote, but allows the other moves', () => {
    const invoiced = { status: 'ACTIVE' as const, invoiced: true };
    expect(moveRefusal('activeToQuote', invoiced)).toBe('validation.contractInvoiced');
    expect(allowedMoves(invoiced)).toEqual(['activeToActiveNoInvoice', 'suspend']);
  });

  it('leads every move to a status other than where it may start', () => {
    for (const move of CONTRACT_TRANSITIONS) expect(allowedMoves(fresh(MOVE_TARGET[move]))).not.toContain(move);
  });

  it('counts an item as invoiced when marked so or invoiced until a day', () => {
    expect(isInvoiced({ alreadyInvoiced: false, invoicedUntil: null })).toBe(false);
    expect(isInvoiced({ alreadyInvoiced: true, invoicedUntil: null })).toBe(true);
    expect(isInvoiced({ alreadyInvoiced: false, invoicedUntil: '2026-10-31T00:00:00.000Z' })).toBe(true);
  });
});
