import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roleFunctionalityRights, users } from '../../db/schema';
import { buildApp } from '../../app';
import { ADMIN, announced, testAppForFile, NOMODULE, PRODUCTS, VIEWER } from '../../testing/test-app';
import { safeReturnPath } from './security-routes';

const t = testAppForFile({ loginRateLimit: 3 });

const LOGIN = '/api/security/v2/account/login';
const ACCOUNT = '/api/security/v2/account';

describe('sign-in', () => {
  it('signs in with an httpOnly SameSite cookie and answers the account', async () => {
    const res = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'Admin@Backoffice.test ', password: 'demo-password-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccesful: true,
      response: { userId: 1, name: 'Ada Admin', email: ADMIN, language: 'en' },
    });
    const cookie = res.cookies.find((c) => c.name === 'bo_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    const account = await t.call({ method: 'GET', url: ACCOUNT, cookie: `bo_session=${cookie?.value}` });
    expect(account.json().response.email).toBe(ADMIN);
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const wrong = await t.call({ method: 'POST', url: LOGIN, payload: { email: ADMIN, password: 'not-it' } });
    const unknown = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'nobody@backoffice.test', password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ isSuccesful: false, errorMessage: 'auth.invalidCredentials' });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('rejects missing or malformed fields with fieldErrors', async () => {
    const res = await t.call({ method: 'POST', url: LOGIN, payload: { email: 'not-an-address', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      isSuccesful: false,
      errorMessage: 'validation.failed',
      fieldErrors: { email: 'validation.email', password: 'validation.required' },
    });
    const empty = await t.call({ method: 'POST', url: LOGIN, payload: {} });
    expect(empty.json().fieldErrors).toEqual({ email: 'validation.required', password: 'validation.required' });
  });

  it('rate-limits failed sign-ins per address and e-mail, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.call({
        method: 'POST',
        url: LOGIN,
        payload: { email: VIEWER, password: 'wrong' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    const limited = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { email: VIEWER, password: 'demo-password-2026' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorMessage).toBe('tooManyRequests');
    // Another account from the same address is not locked out by these failures.
    expect(
      (await t.call({ method: 'POST', url: LOGIN, payload: { email: ADMIN, password: 'demo-password-2026' } }))
        .statusCode,
    ).toBe(200);
  });

  it('holds the limit under 40 parallel wrong passwords for one e-mail: the limit answered 400, the rest 429', async () => {
    // On a PostgreSQL server the 40 requests run over the pool's 10 connections at once.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.call({ method: 'POST', url: LOGIN, payload: { email: VIEWER, password: 'wrong' } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(t.config.loginRateLimit);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - t.config.loginRateLimit);
    const right = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { email: VIEWER, password: 'demo-password-2026' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('a successful sign-in does not count against the limit', async () => {
    for (let i = 0; i < 5; i++) await t.login(VIEWER);
    const wrong = await t.call({ method: 'POST', url: LOGIN, payload: { email: VIEWER, password: 'wrong' } });
    expect(wrong.statusCode).toBe(400);
  });

  it('replaces a cookie planted before sign-in (no session fixation)', async () => {
    const planted = 'bo_session=attacker-chosen-value-0123456789abcdefghijkl';
    const res = await t.post(LOGIN, { email: ADMIN, password: 'demo-password-2026' }, planted);
    const fresh = res.cookies.find((c) => c.name === 'bo_session')?.value;
    expect(fresh).toBeDefined();
    expect(`bo_session=${fresh}`).not.toBe(planted);
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie: planted })).statusCode).toBe(401);
  });

  it('a second sign-in drops the session it replaces', async () => {
    const first = await t.login(ADMIN);
    const res = await t.post(LOGIN, { email: VIEWER, password: 'demo-password-2026' }, first);
    expect(res.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie: first })).statusCode).toBe(401);
  });
});

describe('session', () => {
  it('answers 401 without a session', async () => {
    for (const url of [ACCOUNT, `${ACCOUNT}/accessrights`, '/api/security/v2/modules', '/api/v2/externallinks']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ isSuccesful: false, errorMessage: 'unauthorized' });
    }
  });

  it('logout ends the session server-side: the old cookie gets 401', async () => {
    const cookie = await t.login(ADMIN);
    const res = await t.call({ method: 'GET', url: `${ACCOUNT}/logout/redirect`, cookie });
    expect(res.json()).toEqual({ isSuccesful: true, response: { url: '/login' } });
    expect(res.cookies.find((c) => c.name === 'bo_session')?.value).toBe('');
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie })).statusCode).toBe(401);
  });

  it('logout needs the CSRF header (a cross-site link cannot sign staff out)', async () => {
    const cookie = await t.login(ADMIN);
    const res = await t.app.inject({ method: 'GET', url: `${ACCOUNT}/logout/redirect`, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie })).statusCode).toBe(200);
  });

  it('a removed right takes effect on the next request', async () => {
    const cookie = await t.login(PRODUCTS);
    const modules = async () =>
      (await t.call({ method: 'GET', url: '/api/security/v2/modules', cookie })).json().response;
    expect(await modules()).toHaveLength(1);
    const heard = announced(t.app, 'role_functionality_rights');
    await t.database.db.delete(roleFunctionalityRights).where(eq(roleFunctionalityRights.valueCode, 'products'));
    await heard;
    expect(await modules()).toEqual([]);
    const saved = await t.post(
      '/config/v2/screenconfigurations',
      {
        type: 'filters',
        applicationCode: 'backoffice',
        screen: 'products',
        name: 'x',
        moduleKey: 'products',
        values: {},
      },
      cookie,
    );
    expect(saved.statusCode).toBe(403);
  });

  it('refuses text containing a NUL character with a field error, not a database failure', async () => {
    const res = await t.call({ method: 'POST', url: LOGIN, payload: { email: ADMIN, password: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ password: 'validation.invalid' });
  });

  it('a disabled user is out on the next request', async () => {
    const cookie = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie })).statusCode).toBe(200);
    const heard = announced(t.app, 'users');
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.email, VIEWER));
    await heard;
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie })).statusCode).toBe(401);
    const again = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { email: VIEWER, password: 'demo-password-2026' },
    });
    expect(again.json().errorMessage).toBe('auth.invalidCredentials');
  });
});

describe('sessions and rights in memory, on two instances of one database', () => {
  it('a removed right, a disabled user and an ended session take effect on the next request on the other instance', async () => {
    const other = await buildApp(t.config, t.database);
    try {
      const onOther = (cookie: string, url = '/api/product/v2/products?pageIndex=1&pageSize=20') =>
        other.inject({ method: 'GET', url, headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
      const products = await t.login(PRODUCTS);
      const viewer = await t.login(VIEWER);
      // Both sessions are read once and kept in the other instance's memory.
      for (let i = 0; i < 2; i++) {
        expect((await onOther(products)).statusCode).toBe(200);
        expect((await onOther(viewer)).statusCode).toBe(200);
      }
      expect(other.sessionCache.size).toBe(2);

      let heard = announced(other, 'role_functionality_rights');
      await t.database.db.delete(roleFunctionalityRights).where(eq(roleFunctionalityRights.valueCode, 'products'));
      await heard;
      expect(other.sessionCache.size).toBe(0);
      expect((await onOther(products)).statusCode).toBe(403);

      heard = announced(other, 'users');
      await t.database.db.update(users).set({ disabled: true }).where(eq(users.email, VIEWER));
      await heard;
      expect((await onOther(viewer)).statusCode).toBe(401);

      // Signed out on this instance: the other one refuses the cookie too.
      const admin = await t.login(ADMIN);
      expect((await onOther(admin)).statusCode).toBe(200);
      heard = announced(other, 'sessions');
      expect((await t.call({ method: 'GET', url: `${ACCOUNT}/logout/redirect`, cookie: admin })).statusCode).toBe(200);
      await heard;
      expect((await onOther(admin, ACCOUNT)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('access rights and modules', () => {
  it('answers each demo account its rights', async () => {
    const admin = (await t.call({ method: 'GET', url: `${ACCOUNT}/accessrights`, cookie: await t.login(ADMIN) })).json()
      .response;
    expect(admin.functionalityAccessRights).toEqual(
      expect.arrayContaining([
        { functionCode: 'MODULE_READ', valueType: 'Boolean', valueCode: 'TRUE' },
        { functionCode: 'MODULE_EDIT', valueType: 'Boolean', valueCode: 'TRUE' },
      ]),
    );
    expect(admin.accessRights).toHaveLength(2);
    expect(admin.accessRights).toEqual(
      expect.arrayContaining([
        { accessType: 'FUNCTION', accessCode: 'USER_MANAGEMENT' },
        { accessType: 'FUNCTION', accessCode: 'COMPANY_LINKED' },
      ]),
    );
    const products = (
      await t.call({ method: 'GET', url: `${ACCOUNT}/accessrights`, cookie: await t.login(PRODUCTS) })
    ).json().response;
    expect(products.functionalityAccessRights).toHaveLength(2);
    expect(products.functionalityAccessRights.every((r: { valueCode: string }) => r.valueCode === 'products')).toBe(
      true,
    );
    const none = (
      await t.call({ method: 'GET', url: `${ACCOUNT}/accessrights`, cookie: await t.login(NOMODULE) })
    ).json().response;
    expect(none).toEqual({ accessRights: [], functionalityAccessRights: [] });
  });

  it('lists only the modules the user may read, sub-modules included', async () => {
    const keys = async (email: string) =>
      (
        (await t.call({ method: 'GET', url: '/api/security/v2/modules', cookie: await t.login(email) })).json()
          .response as { key: string }[]
      ).map((m) => m.key);
    const all = await keys(ADMIN);
    expect(all).toEqual(expect.arrayContaining(['company', 'products', 'contract', 'invoices', 'access', 'dashboard']));
    expect(await keys(VIEWER)).toEqual(all);
    expect(await keys(PRODUCTS)).toEqual(['products']);
    expect(await keys(NOMODULE)).toEqual([]);
    const tree = (await t.call({ method: 'GET', url: '/api/security/v2/modules', cookie: await t.login(ADMIN) })).json()
      .response;
    const invoices = tree.find((m: { key: string }) => m.key === 'invoices');
    expect(invoices.subModules.map((s: { key: string }) => s.key)).toEqual([
      'invoices',
      'drafts',
      'manualInvoices',
      'manualProducts',
    ]);
  });

  it('lists the external links', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v2/externallinks', cookie: await t.login(VIEWER) });
    expect(res.json().response).toHaveLength(3);
    expect(res.json().response[0]).toEqual({
      externalLinkId: 1,
      name: 'Service desk',
      link: 'https://servicedesk.example.com',
    });
  });
});

describe('redirects', () => {
  it('login redirect sends a signed-out visitor to the login screen with the return path', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${ACCOUNT}/login/redirect?returnUrl=${encodeURIComponent('/products?page=2')}`,
    });
    expect(res.json().response).toEqual({ url: '/login?returnUrl=%2Fproducts%3Fpage%3D2' });
    const signedIn = await t.call({
      method: 'GET',
      url: `${ACCOUNT}/login/redirect?returnUrl=%2Fproducts`,
      cookie: await t.login(ADMIN),
    });
    expect(signedIn.json().response).toEqual({ url: '/products' });
  });

  it('never redirects to another site', () => {
    expect(safeReturnPath('https://evil.example/x', 'localhost:3000')).toBe('/');
    expect(safeReturnPath('//evil.example/x', 'localhost:3000')).toBe('/');
    expect(safeReturnPath('/\\evil.example', 'localhost:3000')).toBe('/');
    expect(safeReturnPath('http://localhost:3000/tasks?x=1#a', 'localhost:3000')).toBe('/tasks?x=1#a');
    expect(safeReturnPath('/login?returnUrl=/x', 'localhost:3000')).toBe('/');
  });

  it('single sign-on answers the development sign-in page when no identity provider is set', async () => {
    const res = await t.call({ method: 'GET', url: '/api/security/v2/oauth/signin?returnUrl=%2Fcontract' });
    expect(res.json().response).toEqual({ url: '/login?sso=development&returnUrl=%2Fcontract' });
  });
});
