/**
 * What a month run writes and what approval fixes (docs/domain.md "Month invoicing"). Pure; money in
 * integer cents inside, euro with two decimals outside.
 *  - A line's amount: quantity x factor x unit price, for a whole month; a part of a month (an item
 *    that starts or ends in it) pays its days: x covered days / days of that month. Rounded once, half
 *    away from zero, to the cent (exact: BigInt, no float in between).
 *  - VAT from the customer's regime: Belgian VAT 21 %; intra-Community, export, exempt and
 *    co-contractor 0 % with the mention that says why. Per rate, VAT is the rate on the sum of that
 *    rate's lines, rounded to the cent (EN 16931 / Peppol BIS: BR-CO-17).
 *  - Who is invoiced: the reseller's accounting for a contract through a reseller at the partner's
 *    price (PartnerPrice, Rebate), else the customer itself (client). One draft per invoiced company
 *    and receiver.
 *  - Document numbers: `<year>/<six digits>`, per series and year, given at approval without gaps.
 */
import { daysInMonth } from './calendar-day';
import type { ContractPriceType } from './constants/contract';
import type { InvoiceReceiver } from './constants/invoice';

const cents = (euro: number) => BigInt(Math.round(euro * 100));
/** Four decimals as an integer (a factor of 0.3333 is 3333). */
const tenThousandths = (value: number) => BigInt(Math.round(value * 10_000));

/** Rounds num/den half away from zero (both BigInt, den > 0). */
function divideRounded(num: bigint, den: bigint): bigint {
  const sign = num < 0n ? -1n : 1n;
  const abs = num < 0n ? -num : num;
  return (sign * (2n * abs + den)) / (2n * den);
}

/** Days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * A line's amount in euro: quantity x factor x unit price, times the share of the month its period
 * covers (`whole` for once and by-usage lines). The period lies within one month.
 */
export function lineAmount(
  line: { quantity: number; factor: number; unitPrice: number },
  period: { from: string; to: string } | 'whole',
): number {
  const base = BigInt(line.quantity) * tenThousandths(line.factor) * cents(line.unitPrice);
  const [days, of] = period === 'whole' ? [1, 1] : [daysBetween(period.from, period.to), daysInMonth(period.from)];
  return Number(divideRounded(base * BigInt(days), 10_000n * BigInt(of))) / 100;
}

export type VatTreatment = {
  rate: number;
  /** Why no VAT (the invoice's mention; the Peppol exemption reason), null when VAT is charged. */
  exemption: 'reverseCharge' | 'intraCommunity' | 'export' | 'exempt' | null;
};

/** The VAT of a customer's regime (codes of vat_regimes); an unknown or missing regime pays Belgian VAT. */
export function vatOf(regimeCode: string | null): VatTreatment {
  switch (regimeCode) {
    case 'EU_REVERSE_CHARGE':
      return { rate: 0, exemption: 'intraCommunity' };
    case 'EXPORT':
      return { rate: 0, exemption: 'export' };
    case 'EXEMPT_ART44':
      return { rate: 0, exemption: 'exempt' };
    case 'COCONTRACTOR':
      return { rate: 0, exemption: 'reverseCharge' };
    default:
      return { rate: 21, exemption: null };
  }
}

export type InvoiceTotals = {
  totalExcl: number;
  vat: { rate: number; base: number; amount: number }[];
  totalVat: number;
  totalIncl: number;
};

/** The totals of lines (euro amounts): per VAT rate the base and its VAT, and the sums. */
export function invoiceTotals(lines: readonly { amount: number; vatRate: number }[]): InvoiceTotals {
  const bases = new Map<number, bigint>();
  for (const l of lines) bases.set(l.vatRate, (bases.get(l.vatRate) ?? 0n) + cents(l.amount));
  const vat = [...bases]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, base, amount: divideRounded(base * BigInt(Math.round(rate * 100)), 10_000n) }));
  const excl = vat.reduce((s, v) => s + v.base, 0n);
  const tax = vat.reduce((s, v) => s + v.amount, 0n);
  const euro = (c: bigint) => Number(c) / 100;
  return {
    totalExcl: euro(excl),
    vat: vat.map((v) => ({ rate: v.rate, base: euro(v.base), amount: euro(v.amount) })),
    totalVat: euro(tax),
    totalIncl: euro(excl + tax),
  };
}

/** Who a contract's lines are invoiced to. */
export function invoicedParty(contract: {
  customerId: number;
  resellerId: number | null;
  priceType: ContractPriceType;
}): { companyId: number; receiver: InvoiceReceiver } {
  const viaReseller =
    contract.resellerId !== null && (contract.priceType === 'PartnerPrice' || contract.priceType === 'Rebate');
  return viaReseller
    ? { companyId: contract.resellerId!, receiver: 'accounting' }
    : { companyId: contract.customerId, receiver: 'client' };
}

/** `2026/000123`. */
export const documentNumber = (year: number, n: number) => `${year}/${String(n).padStart(6, '0')}`;

/** The digits a structured payment reference is made from: the year and the number (10 digits). */
export const referenceBase = (year: number, n: number) => `${year}${String(n).padStart(6, '0')}`;
