/**
 * Crediting an approved invoice (docs/domain.md "Credit notes"): what is left to credit of a line and
 * what crediting part of it gives back. The server applies these in its transaction
 * (server/modules/invoice/invoice-credit.ts); the credit dialog shows the same figures before saving.
 * Quantities have four decimals and are counted in ten-thousandths, amounts in cents: exact.
 */
import type { InvoiceLineType, InvoiceState, InvoiceType } from './constants/invoice';

/** A quantity in ten-thousandths (quantities have four decimals). */
export const quantityUnits = (value: number) => BigInt(Math.round(value * 10_000));
const cents = (euro: number) => BigInt(Math.round(euro * 100));

export type CreditableLine = { quantity: number; creditedQuantity: number; lineType: InvoiceLineType };

/** What is left to credit of a line: its quantity less what credit notes credited; none of a credit note's own line. */
export function leftToCredit(line: CreditableLine): number {
  if (line.lineType === 'isCrediter') return 0;
  const left = quantityUnits(line.quantity) - quantityUnits(line.creditedQuantity);
  return left > 0n ? Number(left) / 10_000 : 0;
}

/** Whether an invoice can be credited now: approved, of type invoice, with something left on a line. */
export function isCreditable(invoice: {
  type: InvoiceType;
  state: InvoiceState;
  simulation: boolean;
  lines: readonly CreditableLine[];
}): boolean {
  return (
    invoice.type === 'invoice' &&
    invoice.state !== 'draft' &&
    !invoice.simulation &&
    invoice.lines.some((l) => leftToCredit(l) > 0)
  );
}

/** `amount` x part / whole in cents, rounded half away from zero (whole > 0). */
function share(amount: number, part: bigint, whole: bigint): bigint {
  const num = cents(amount) * part;
  const sign = num < 0n ? -1n : 1n;
  const abs = num < 0n ? -num : num;
  return (sign * (2n * abs + whole)) / (2n * whole);
}

/**
 * What crediting `quantity` more of a line gives back, in euro (positive for a positive line): the
 * share of the line's amount for the quantity credited so far plus this one, less the share credited
 * before, so the parts of a line always add up to exactly its amount.
 */
export function creditedAmount(line: { quantity: number; amount: number; creditedQuantity: number }, quantity: number) {
  const whole = quantityUnits(line.quantity);
  if (whole <= 0n) return 0;
  const before = quantityUnits(line.creditedQuantity);
  return Number(share(line.amount, before + quantityUnits(quantity), whole) - share(line.amount, before, whole)) / 100;
}
