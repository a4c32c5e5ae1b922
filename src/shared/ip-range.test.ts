import { describe, expect, it } from 'vitest';
import { cidrOf, ipToNumber, isIpv4, numberToIp, rangeSize, rangesOverlap } from './ip-range';

describe('IPv4 ranges', () => {
  it('reads and writes addresses as numbers, at both ends of the space', () => {
    expect(ipToNumber('0.0.0.0')).toBe(0);
    expect(ipToNumber('255.255.255.255')).toBe(2 ** 32 - 1);
    expect(ipToNumber('10.1.2.3')).toBe(10 * 2 ** 24 + 1 * 2 ** 16 + 2 * 256 + 3);
    expect(numberToIp(ipToNumber('192.168.100.254'))).toBe('192.168.100.254');
    expect(numberToIp(2 ** 32 - 1)).toBe('255.255.255.255');
  });

  it('takes the spec rule: four dotted numbers 0 to 255, not ending with a dot', () => {
    expect(isIpv4('10.0.0.1')).toBe(true);
    expect(isIpv4('10.0.0.256')).toBe(false);
    expect(isIpv4('10.0.0.')).toBe(false);
    expect(isIpv4('10.0.0')).toBe(false);
  });

  it('counts a range inclusively and finds a shared address, touching ranges not overlapping', () => {
    const a = { first: ipToNumber('10.0.0.0'), last: ipToNumber('10.0.0.255') };
    expect(rangeSize(a)).toBe(256);
    expect(rangesOverlap(a, { first: ipToNumber('10.0.0.255'), last: ipToNumber('10.0.1.10') })).toBe(true);
    expect(rangesOverlap(a, { first: ipToNumber('10.0.1.0'), last: ipToNumber('10.0.1.10') })).toBe(false);
    expect(rangesOverlap(a, { first: ipToNumber('10.0.0.8'), last: ipToNumber('10.0.0.9') })).toBe(true);
    expect(rangesOverlap({ first: 5, last: 5 }, { first: 5, last: 5 })).toBe(true);
  });

  it('names a range that is exactly one CIDR block', () => {
    expect(cidrOf({ first: ipToNumber('10.0.0.0'), last: ipToNumber('10.0.0.255') })).toBe('10.0.0.0/24');
    expect(cidrOf({ first: ipToNumber('10.0.0.7'), last: ipToNumber('10.0.0.7') })).toBe('10.0.0.7/32');
    expect(cidrOf({ first: ipToNumber('10.0.0.1'), last: ipToNumber('10.0.0.4') })).toBeNull();
    expect(cidrOf({ first: ipToNumber('10.0.0.128'), last: ipToNumber('10.0.1.127') })).toBeNull();
  });
});
