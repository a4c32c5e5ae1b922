import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import { ADMIN, createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Billing back office</title>');
  writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ staticDir });
});
afterAll(() => t.close());

const SECURITY_HEADERS = {
  'content-security-policy': expect.stringMatching(
    /script-src 'self'.*object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'/,
  ),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('envelope, errors and headers', () => {
  it('answers unknown API paths 404 in the envelope, with the security headers and no-store', async () => {
    for (const url of ['/api/nothing', '/config/v2/nothing', '/api']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ isSuccesful: false, errorMessage: 'notFound' });
      expect(res.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
    }
  });

  it('puts the security headers on errors too', async () => {
    const res = await t.call({ method: 'GET', url: '/api/security/v2/account' });
    expect(res.statusCode).toBe(401);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
  });

  it('serves the SPA for other GETs (deep links) and hashed assets with a long cache', async () => {
    const root = await t.call({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('Billing back office');
    expect((await t.call({ method: 'GET', url: '/assets/' })).statusCode).not.toBe(500);
    const page = await t.call({ method: 'GET', url: '/products/42?tab=pricing' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Billing back office');
    expect(page.headers).toMatchObject(SECURITY_HEADERS);
    const asset = await t.call({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.call({ method: 'POST', url: '/products/42', payload: {} })).statusCode).toBe(404);
  });

  it('answers the health check', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ isSuccesful: true, response: { status: 'ok', database: t.database.kind } });
  });
});

describe('CSRF and content types', () => {
  const LOGIN = '/api/security/v2/account/login';
  const payload = { email: ADMIN, password: 'demo-password-2026' };

  it('refuses a change without the X-Requested-With header', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ isSuccesful: false, errorMessage: 'csrf' });
  });

  it('refuses a cross-site or foreign-origin change even with the header', async () => {
    expect(
      (await t.call({ method: 'POST', url: LOGIN, payload, headers: { 'sec-fetch-site': 'cross-site' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: LOGIN, payload, headers: { origin: 'https://evil.example' } })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: LOGIN,
          payload,
          headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses text/plain and form bodies with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.call({
        method: 'POST',
        url: LOGIN,
        payload: JSON.stringify(payload),
        headers: { 'content-type': type },
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().errorMessage).toBe('unsupportedMediaType');
    }
  });

  it('answers malformed JSON and prototype pollution with 400, not 500', async () => {
    for (const body of ['{"email":', '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}', 'null']) {
      const res = await t.call({
        method: 'POST',
        url: LOGIN,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().isSuccesful).toBe(false);
      expect(res.json().fieldErrors ?? res.json().errorMessage).toBeTruthy();
    }
  });
});

describe('route access declarations', () => {
  it('every registered API route declares public, authenticated or a module right', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/config/'));
    expect(api.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/security/v2/account/login');
    expect(api.length).toBeGreaterThan(15);
    for (const route of api)
      expect(route.access, `${route.method} ${route.url}`).toSatisfy(
        (a: object) => 'public' in a || 'authenticated' in a || 'module' in a || 'moduleFromBody' in a,
      );
  });

  it('refuses to register an API route that does not declare its access', async () => {
    const app = await buildApp(testConfig(), t.database);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/does not declare its access/);
    await app.close();
  });
});
