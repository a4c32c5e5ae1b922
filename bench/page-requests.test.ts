import { describe, expect, it } from 'vitest';
import { requestProblems, type PageRequests } from './page-requests';

const measured = (page: string, encoding: 'br' | 'gzip', requests: number, kib: number, extra = {}): PageRequests => ({
  page,
  encoding,
  jsBeforePaint: requests,
  jsBytesBeforePaint: kib * 1024,
  jsUntilReady: requests,
  jsBytesUntilReady: kib * 1024,
  jsDecodedUntilReady: kib * 3 * 1024,
  encodings: { [encoding]: requests },
  uncompressed: [],
  fcpMs: 500,
  htmlBytes: 20 * 1024,
  htmlDecodedBytes: 80 * 1024,
  ...extra,
});
const budgets = {
  '/login': { jsGzipKiB: 145, cssGzipKiB: 10, jsRequests: 8 },
  '*': { jsGzipKiB: 200, cssGzipKiB: 15, htmlKiB: 40, htmlDecodedKiB: 100 },
};

describe('request budgets in the browser', () => {
  it('passes pages within their budgets', () => {
    expect(
      requestProblems([measured('/login', 'br', 8, 122), measured('/products', 'gzip', 31, 199)], budgets),
    ).toEqual([]);
  });

  it('names too many requests before paint, too many bytes sent, and JS sent uncompressed', () => {
    expect(
      requestProblems(
        [
          measured('/login', 'br', 31, 495, { encodings: { identity: 31 }, uncompressed: ['/assets/core.js'] }),
          measured('/products', 'gzip', 40, 219.2, { encodings: { gzip: 39, br: 1 } }),
        ],
        budgets,
      ),
    ).toEqual([
      '/login (br): 31 JS requests before first paint > budget 8',
      '/login (br): 495.0 KiB JS sent before first paint > budget 145 KiB',
      '/login (br): 1 JS files sent uncompressed (/assets/core.js)',
      '/products (gzip): 219.2 KiB JS sent before first paint > budget 200 KiB',
      '/products (gzip): JS sent as br, expected gzip',
    ]);
  });

  it('names a page whose HTML is sent or decoded larger than its budget', () => {
    const big = { htmlBytes: 41 * 1024, htmlDecodedBytes: 183 * 1024 };
    expect(requestProblems([measured('/products', 'br', 20, 199, big)], budgets)).toEqual([
      '/products (br): HTML 41.0 KiB sent > budget 40 KiB',
      '/products (br): HTML 183.0 KiB decoded > budget 100 KiB',
    ]);
  });
});
