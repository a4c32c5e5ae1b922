/**
 * The built SPA over real HTTP (a listening server, raw bytes as they travel): the precompressed file
 * the client accepts (brotli, then gzip, else the file itself), the caching rules, the page fallback.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../testing/test-app';
import { IMMUTABLE } from './spa';

let t: TestApp;
let dist: string;
let origin: string;

const INDEX = `<!doctype html><title>Billing back office</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(20)}`;
const SCRIPT = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, name: 'product ${i}' }`).join(', ')}];`;

/** A file with its .br and .gz beside it, as the build writes them. */
function writeCompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeCompressed(path.join(dist, 'index.html'), INDEX);
  writeCompressed(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // Too small to gain from compression: the build writes no variants, the file itself is sent.
  writeFileSync(path.join(dist, 'assets', 'tiny-def456.js'), 'export{}');
  t = await createTestApp({ staticDir: dist });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One GET over the wire; the body exactly as sent (not decoded). */
function get(url: string, acceptEncoding?: string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}${url}`,
      {
        headers: {
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
          ...(cookie ? { cookie, 'x-requested-with': 'XMLHttpRequest' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const file = (name: string) => readFileSync(path.join(dist, name));

describe('precompressed assets', () => {
  it('sends the brotli file to a client that accepts br, and it decompresses to the asset', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    // The build's file as it is, not compressed again for this request.
    expect(res.body.equals(file('assets/index-abc123.js.br'))).toBe(true);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('compresses a file without variants as it goes out (the build leaves a file too small to gain), with the same caching', async () => {
    const res = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.body).toString()).toBe('export{}');
    const plain = await get('/assets/tiny-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('export{}');
  });

  it('sends index.html compressed and never cached without asking, at / and for every page path', async () => {
    for (const url of ['/', '/index.html', '/login', '/products/42?tab=pricing']) {
      const br = await get(url, 'br, gzip');
      expect(br.status, url).toBe(200);
      expect(br.headers['content-type'], url).toMatch(/text\/html/);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(brotliDecompressSync(br.body).toString(), url).toBe(INDEX);
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.body).toString(), url).toBe(INDEX);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body.toString(), url).toBe(INDEX);
    }
  });

  it('answers a missing asset 404 (not the page), and the API keeps its envelope', async () => {
    const asset = await get('/assets/index-old999.js', 'br');
    expect(asset.status).toBe(404);
    expect(asset.headers['content-type']).not.toMatch(/text\/html/);
    const api = await get('/api/nothing', 'br');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ isSuccesful: false, errorMessage: 'notFound' });
  });
});

describe('compressed answers', () => {
  it('compresses an API answer as the client accepts, and it decompresses to the same answer', async () => {
    const admin = await t.login(ADMIN);
    const url = '/api/product/v2/products?pageIndex=1&pageSize=50';
    const plain = await get(url, undefined, admin);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, 'gzip, deflate, br, zstd', admin);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    const gzip = await get(url, 'gzip', admin);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
  });

  it('compresses a CSV export as it streams', async () => {
    const admin = await t.login(ADMIN);
    const url = '/api/product/v2/products/export';
    const plain = await get(url, undefined, admin);
    expect(plain.status).toBe(200);
    const gzip = await get(url, 'gzip', admin);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const admin = await t.login(ADMIN);
    const res = await get('/api/notification/v2/notifications/unreadcount', 'br', admin);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).isSuccesful).toBe(true);
  });
});
