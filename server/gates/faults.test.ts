/**
 * Faults: a request over its time limit is cut off with 503 and the server goes on; the database
 * going away gives 503 (not a crash, not a hang), and on a PostgreSQL server the app recovers
 * when connections come back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { ADMIN, createTestApp, onPostgresServer, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('faults', () => {
  it('cuts off a request over its time limit with 503 and keeps serving', async () => {
    const app = await buildApp(testConfig({ requestTimeoutMs: 200 }), t.database);
    let handlerDone!: () => void;
    const lateHandler = new Promise<void>((resolve) => (handlerDone = resolve));
    app.get('/api/test/slow', { config: { access: { public: true } } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // the slow work itself
      handlerDone();
      return { late: true };
    });
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ isSuccesful: false, errorMessage: 'requestTimeout' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await lateHandler; // the late handler finishes without disturbing the server
    await app.close();
  });

  it.runIf(onPostgresServer)('answers 503 when the connections drop, then recovers', async () => {
    const cookie = await t.login(ADMIN);
    // Every connection of the app's pool is killed by the server, as in a failover or restart.
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await t.database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch(() => {});
    const during = await t.call({ method: 'GET', url: '/api/security/v2/account', cookie });
    expect([200, 503]).toContain(during.statusCode);
    let recovered = false;
    for (let i = 0; i < 20 && !recovered; i++) {
      recovered = (await t.call({ method: 'GET', url: '/api/security/v2/account', cookie })).statusCode === 200;
    }
    expect(recovered).toBe(true);
  });

  it('answers 503, promptly and in the envelope, when the database is gone', async () => {
    const cookie = await t.login(ADMIN);
    await t.database.close();
    for (const request of [
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/security/v2/account', cookie },
      { method: 'POST' as const, url: '/api/security/v2/account/login', payload: { email: ADMIN, password: 'x' } },
    ]) {
      const res = await t.call(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.json()).toEqual({ isSuccesful: false, errorMessage: 'serviceUnavailable' });
    }
  });
});
