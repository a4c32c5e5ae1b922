/**
 * Exact money: euro amounts (numbers with at most two decimals, as money columns and the wire carry
 * them) computed in whole cents, never as float sums. And the IBAN check (ISO 13616, mod 97).
 */

/** Euro to whole cents (a float's noise rounded away: 0.1 + 0.2 is 30 cents). */
export const toCents = (euro: number) => Math.round(euro * 100);

/** Whole cents back to euro, exact to the cent. */
export const fromCents = (cents: number) => cents / 100;

/** Euro amounts summed in cents: the exact sum, in euro. */
export const sumEuro = (amounts: readonly number[]) => fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0));

/** An account number without spaces or dashes, upper case. */
export const compactIban = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** Whether a compact account number is an IBAN with a right check (ISO 13616, mod 97). */
export function isIban(account: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(account)) return false;
  const moved = account.slice(4) + account.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}
