/**
 * The access matrix: every API route of the route table x the callers that tell its access apart:
 * signed out, the demo accounts, generated users with none, read and edit on the module the route
 * names, and a user with edit on another module. A caller the declared access refuses gets exactly 401
 * (signed out) or 403; any other gets an answer that is neither (and never a 5xx), except the one
 * refusal a route may declare: the owner rule (`{ authenticated: true, owner: true }`) answers 403
 * `notOwner` to a caller who is not an access editor, for a record of someone else's. A user whose rights
 * are all on other modules is the same caller for a route as that last one, so each route has a
 * fixed number of callers and the gate grows with the route count, not with routes x modules.
 * GATE_ROUTES (a path prefix) keeps it to one module's routes (scripts/new-module.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, mayRefuseNonOwner, type RouteAccess, type RouteEntry } from '../plugins/security';
import type { Session } from '../modules/security/session-repository';
import { rightsOf } from '../modules/security/session-repository';
import { createTestApp, ADMIN, VIEWER, PRODUCTS, NOMODULE, type TestApp } from '../testing/test-app';
import {
  apiRoutes,
  createUserWithRights,
  fillPath,
  gateRoutes,
  sampleInput,
  toQueryString,
  type RouteInput,
} from '../testing/routes';
import { findUserByEmail } from '../modules/security/security-repository';
import type { FunctionalityRight } from '../../src/shared/schemas/security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 100_000 });
});
afterAll(() => t.close());

type Caller = { name: string; email: string | null };

const LEVELS = ['none', 'read', 'edit'] as const;
const userOf = (module: string, level: (typeof LEVELS)[number]): Caller => {
  const email = `${module.toLowerCase()}-${level}@matrix.test`;
  return { name: `${module} ${level}`, email };
};
const ALWAYS: Caller[] = [
  { name: 'signed out', email: null },
  ...[ADMIN, VIEWER, PRODUCTS, NOMODULE].map((email) => ({ name: email, email })),
];

/** The module a route's access names (for a module taken from the body, the sample body's). */
function moduleOf(access: RouteAccess, body: unknown): string | undefined {
  if ('module' in access) return access.module;
  if ('moduleFromBody' in access) {
    const key = (body as Record<string, unknown> | undefined)?.[access.moduleFromBody];
    return typeof key === 'string' ? key : undefined;
  }
  return undefined;
}

/** The route's callers: the usual ones, its module's three users, and another module's editor. */
function callersOf(route: RouteEntry, body: unknown): Caller[] {
  const module = moduleOf(route.access, body);
  const other = module === 'products' ? 'rebategroups' : 'products';
  return [...ALWAYS, ...(module ? LEVELS.map((level) => userOf(module, level)) : []), userOf(other, 'edit')];
}

/** Makes the generated users of every module a route names (and of products, the other module). */
async function createModuleUsers(routes: RouteEntry[]) {
  const modules = new Set(routes.flatMap((r) => moduleOf(r.access, sampleInput(r).body) ?? []));
  modules.add('products').add('rebategroups');
  for (const module of modules) {
    const read: FunctionalityRight = { functionCode: 'MODULE_READ', valueType: 'Multiselect', valueCode: module };
    const edit: FunctionalityRight = { functionCode: 'MODULE_EDIT', valueType: 'Multiselect', valueCode: module };
    const rights = { none: [], read: [read], edit: [read, edit] };
    for (const level of LEVELS) await createUserWithRights(t.database, userOf(module, level).email!, rights[level]);
  }
}

type Cookies = Map<string, string>;

/**
 * Calls every route as each of its callers (with the request `inputOf` makes, a schema-made one unless
 * told); returns the mismatches with the declared access, and the count.
 */
async function runMatrix(routes: RouteEntry[], cookies: Cookies, inputOf: (r: RouteEntry) => RouteInput = sampleInput) {
  const cookieOf = async (email: string) => {
    if (!cookies.has(email)) cookies.set(email, await t.login(email));
    return cookies.get(email)!;
  };
  const sessions = new Map<string, Session | null>();
  const sessionOf = async (email: string) => {
    if (!sessions.has(email)) {
      const user = await findUserByEmail(t.database.db, email);
      sessions.set(email, user ? ({ ...(await rightsOf(t.database.db, user.id)) } as Session) : null);
    }
    return sessions.get(email)!;
  };
  const failures: string[] = [];
  let cases = 0;
  let expectedCases = 0;
  for (const route of routes) {
    const input = inputOf(route);
    const callers = callersOf(route, input.body);
    expectedCases += callers.length;
    for (const caller of callers) {
      const session = caller.email ? await sessionOf(caller.email) : null;
      const allowed = allows(route.access, session, input.body);
      const res = await t.call({
        method: route.method as 'GET',
        url: fillPath(route.url, input.params) + toQueryString(input.query),
        ...(input.body !== undefined ? { payload: input.body as object } : {}),
        ...(caller.email ? { cookie: await cookieOf(caller.email) } : {}),
      });
      cases++;
      const ownerRule = allowed && mayRefuseNonOwner(route.access, session);
      const expected = allowed
        ? `neither 401 nor 403${ownerRule ? ' (but 403 notOwner)' : ''}`
        : caller.email
          ? '403'
          : '401';
      const notOwner = res.statusCode === 403 && res.json().errorMessage === 'notOwner';
      const ok = allowed
        ? (res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500) || (ownerRule && notOwner)
        : res.statusCode === Number(expected);
      const headers = res.headers;
      if (
        !String(headers['content-security-policy']).includes("frame-ancestors 'none'") ||
        headers['x-content-type-options'] !== 'nosniff' ||
        headers['cache-control'] !== (route.cacheControl ?? 'no-store') ||
        !headers['referrer-policy']
      )
        failures.push(`${route.method} ${route.url} as ${caller.name}: security headers missing`);
      if (!ok)
        failures.push(
          `${route.method} ${route.url} as ${caller.name}: ${res.statusCode}, expected ${expected} (${res.body.slice(0, 120)})`,
        );
      // A logout or a sign-in replaced the caller's session: sign in again next time.
      if (caller.email && res.cookies.some((c) => c.name === 'bo_session')) cookies.delete(caller.email);
    }
  }
  return { failures, cases, expectedCases };
}

describe('access matrix', () => {
  const cookies: Cookies = new Map();
  beforeAll(async () => {
    await createModuleUsers(apiRoutes(t.app.routeTable));
  });

  it('answers every route x caller exactly as the declared access says', async () => {
    const routes = gateRoutes(t.app.routeTable);
    const { failures, cases, expectedCases } = await runMatrix(routes, cookies);
    console.log(`access matrix: ${routes.length} routes, ${cases} route x caller cases`);
    expect(failures).toEqual([]);
    expect(cases).toBe(expectedCases);
    expect(cases).toBeGreaterThanOrEqual(routes.length * (ALWAYS.length + 1));
    // A limit, not a speed target: a fixed number of callers a route, so it grows with the route count.
  }, 300_000);

  it('reports a route whose behaviour differs from its declaration', async () => {
    // Deliberately broken: the table claims the reset-authenticator route is public and the
    // notifications list needs edit on access; the server (rightly) disagrees and the matrix says so.
    const routes = apiRoutes(t.app.routeTable);
    const reset = routes.find((r) => r.url.endsWith('/:id/reset-authenticator'))!;
    const list = routes.find((r) => r.method === 'GET' && r.url === '/api/notification/v2/notifications')!;
    const lying: RouteEntry[] = [
      { ...reset, access: { public: true } },
      { ...list, access: { module: 'access', right: 'edit' } },
    ];
    const { failures } = await runMatrix(lying, cookies);
    expect(
      failures.some((f) => f.startsWith('POST /api/security/v2/identity/:id/reset-authenticator as signed out: 401')),
    ).toBe(true);
    expect(
      failures.some((f) => f.startsWith(`GET /api/notification/v2/notifications as ${VIEWER}: 200, expected 403`)),
    ).toBe(true);
  });

  it("accepts a colleague's 403 notOwner only where the route declares the owner rule", async () => {
    // A saved filter the products user shares: the viewer and the products editor see it, do not own it.
    const owner = await t.login(PRODUCTS);
    const created = await t.post(
      '/config/v2/screenconfigurations',
      {
        type: 'filters',
        applicationCode: 'backoffice',
        screen: 'products',
        name: 'Matrix',
        moduleKey: 'products',
        values: {},
        shared: true,
      },
      owner,
    );
    const id: number = created.json().response.screenConfigurationId;
    const update = apiRoutes(t.app.routeTable).find(
      (r) => r.method === 'PUT' && r.url === '/config/v2/screenconfigurations',
    )!;
    expect(update.access).toEqual({ authenticated: true, owner: true });
    // A rename on a stale version (nothing changes): its owner and an access editor get 409, every other
    // reader of products 403 notOwner, a user who may not read products 404.
    const body = { screenConfigurationId: id, version: 999, name: 'Mine', shared: true };
    const rename = () => ({ params: {}, query: {}, body });
    expect((await runMatrix([update], cookies, rename)).failures).toEqual([]);

    // Without the rule declared, the same refusal is a mismatch.
    const undeclared = await runMatrix([{ ...update, access: { authenticated: true } }], cookies, rename);
    expect(undeclared.failures.some((f) => f.startsWith(`PUT /config/v2/screenconfigurations as ${VIEWER}: 403`))).toBe(
      true,
    );
    expect(undeclared.failures.some((f) => f.includes(`as ${ADMIN}:`))).toBe(false);
  });
});
