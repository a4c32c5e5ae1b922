/**
 * The payments the statement matching records and reverses: the payment records' own calls
 * (payment-repository.ts `recordPayment`, `reversePayment`), and the earlier payment a bank's return
 * undoes (the newest unreversed payment of the invoice with exactly the returned amount).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { toCents } from '../../../../src/shared/money';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { recordPayment, reversePayment, type Actor } from '../payment-repository';

export { recordPayment, type Actor };

/**
 * The earlier payment of `amount` (euros) on the invoice reversed (a bank's return, with its reason):
 * the open amount is restored; null when the invoice holds no such payment.
 */
export async function reverseEarlierPayment(
  tx: Db,
  reversal: { invoiceId: number; amount: number; reason: string | null; on: string },
  actor: Actor,
): Promise<{ paymentId: number } | null> {
  const candidates = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.invoiceId, reversal.invoiceId), isNull(payments.reversedAt)))
    .orderBy(desc(payments.receivedOn), desc(payments.id));
  const earlier = candidates.find((p) => toCents(p.amount) === toCents(reversal.amount));
  if (!earlier) return null;
  await reversePayment(tx, { paymentId: earlier.id, reason: reversal.reason ?? 'returned', on: reversal.on }, actor);
  return { paymentId: earlier.id };
}
