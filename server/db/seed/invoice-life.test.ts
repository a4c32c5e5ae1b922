import { describe, expect, it } from 'vitest';
import { followUpMove, isDue, paymentMove, sendMove, type LifeInvoice } from '../../../src/shared/invoice-states';
import { lifePlan, type Age } from './invoice-life';
import { FOLLOW_UP_TYPES, INVOICE_STATES, type FollowUpType } from '../../../src/shared/constants/invoice';

const AGES: Age[] = ['current', 'previous', 'older'];
const isFollowUp = (s: string): s is FollowUpType => (FOLLOW_UP_TYPES as readonly string[]).includes(s);

/** Replays a seeded path through the rules: each move must be one they allow, in its order. */
function replay(k: number, age: Age) {
  const invoice: LifeInvoice = { state: 'created', type: 'invoice', dueDate: '2026-10-31', totalIncl: 123.45 };
  let lastDay = 0;
  for (const step of lifePlan(k, age)) {
    expect(step.day).toBeGreaterThan(lastDay);
    lastDay = step.day;
    const move =
      step.state === 'sent'
        ? sendMove(invoice)
        : step.paidShare !== undefined
          ? paymentMove(invoice, Math.round(invoice.totalIncl * 100 * step.paidShare) / 100)
          : step.state === 'overdue'
            ? { state: isDue(invoice, '2026-11-01') ? ('overdue' as const) : invoice.state }
            : isFollowUp(step.state)
              ? followUpMove(invoice, step.state)
              : { error: 'not a move' };
    expect(move, `k ${k} ${age}: ${invoice.state} -> ${step.state}`).toEqual({ state: step.state, ...pick(move) });
    invoice.state = step.state;
  }
  return invoice.state;
}
const pick = (move: object) => ('amountPaid' in move ? { amountPaid: move.amountPaid } : {});

describe('the seeded invoice life', () => {
  it('moves every invoice only as the rules allow, late ones only after their due date', () => {
    for (const age of AGES) for (let k = 0; k < 20; k++) replay(k, age);
  });

  it('shows every state after approval, a quarter of the invoices still created', () => {
    const reached = new Set(AGES.flatMap((age) => Array.from({ length: 20 }, (_, k) => replay(k, age))));
    expect([...reached].sort()).toEqual(INVOICE_STATES.filter((s) => s !== 'draft' && s !== 'notice2').sort());
    for (const age of AGES)
      expect(Array.from({ length: 20 }, (_, k) => lifePlan(k, age)).filter((p) => !p.length)).toHaveLength(5);
  });

  it('leaves this month unchased: sent, paid or paid in part, never late', () => {
    const states = Array.from({ length: 20 }, (_, k) => replay(k, 'current'));
    expect(new Set(states)).toEqual(new Set(['created', 'sent', 'paid', 'partiallyPaid']));
  });
});
