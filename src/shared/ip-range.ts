/**
 * IPv4 address ranges of the IP plan (docs/domain.md "IP plan"): an address as the spec writes it
 * (four dotted numbers 0 to 255, validators.ts IPV4) and as a number (for order, size and overlap),
 * a range from its first to its last address, both included. Two ranges overlap when they share an
 * address; the server refuses that (a database exclusion constraint decides a race the same way).
 * Pure.
 */
import { IPV4 } from './validators';

export const isIpv4 = (text: string) => IPV4.test(text);

/** The address as a number, 0 to 2^32 - 1; the text must be an IPv4 address. */
export function ipToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

export function numberToIp(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
}

export type AddressRange = { first: number; last: number };

/** How many addresses the range holds. */
export const rangeSize = (r: AddressRange) => r.last - r.first + 1;

/** Whether two ranges share an address. */
export const rangesOverlap = (a: AddressRange, b: AddressRange) => a.first <= b.last && b.first <= a.last;

/** The range as CIDR blocks when it is exactly one (10.0.0.0/24), else null. */
export function cidrOf(r: AddressRange): string | null {
  const size = rangeSize(r);
  const bits = Math.log2(size);
  if (!Number.isInteger(bits) || r.first % size !== 0) return null;
  return `${numberToIp(r.first)}/${32 - bits}`;
}
