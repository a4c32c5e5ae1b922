/**
 * Input fuzzing of every route with a body, query or params (found in the route table): generated
 * garbage, wrong types, missing and extra fields, out-of-range numbers, huge strings, unicode,
 * `__proto__` keys, malformed JSON, wrong content types, and valid examples mutated field by field.
 * Properties: never a 5xx; every 400 carries fieldErrors or an errorMessage; a rejected request
 * writes nothing. Each run of `npm test` shares a fixed number of cases among the routes (a new seed
 * each run): the gate's time stays the same as modules add routes. FUZZ_RUNS sets the cases per
 * route instead (`npm run bench`: 1,000) and FUZZ_SEED replays a run.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../plugins/security';
import { ADMIN, createTestApp, type TestApp } from '../testing/test-app';
import { fillPath, gateRoutes, sampleInput, toQueryString, writeCounter, type RouteInput } from '../testing/routes';
import { fieldsOf } from '../testing/zod-sample';
import { CSV_CONTENT_TYPE, MAX_IMPORT_BYTES, XLSX_CONTENT_TYPE } from '../../src/shared/constants/file-import';

/** The cases of one run of the gate in all, and the fewest and most a route gets. */
const GATE_CASES = 12_000;
const GATE_RUNS = { min: 40, max: 200 };
const FUZZ_RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
/** Cases per route: FUZZ_RUNS, else the gate's cases shared by the routes. */
const runsPerRoute = (routes: number) =>
  FUZZ_RUNS ?? Math.min(GATE_RUNS.max, Math.max(GATE_RUNS.min, Math.floor(GATE_CASES / Math.max(routes, 1))));
/** The whole sweep's time limit grows with the runs: the long run (1000 per route, `npm run bench`) takes minutes. */
const FUZZ_TIMEOUT_MS = Math.max(600_000, (FUZZ_RUNS ?? 0) * 1_500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let t: TestApp;
let cookie: string;
let rowsWritten: () => Promise<number>;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 1_000_000 });
  cookie = await t.login(ADMIN);
  rowsWritten = await writeCounter(t.database);
});
afterAll(() => t.close());

const BAD_VALUES: unknown[] = [
  null,
  '',
  ' ',
  -1,
  0,
  1.5,
  2 ** 53,
  -(2 ** 31),
  '1e309',
  'NaN',
  true,
  [],
  {},
  [null],
  { __proto__: { admin: true } },
  'x'.repeat(100_000),
  '💥\u0000\u202e漢字',
  "'; drop table users; --",
  '../../etc/passwd',
];

const badValue = fc.oneof(
  fc.constantFrom(...BAD_VALUES),
  fc.anything({ maxDepth: 2 }),
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double(),
);

type Request = { path: string; query: string; payload?: string | Buffer; contentType?: string };

/** A route whose body is a file (an upload): its request is the file's bytes, not JSON. */
const takesFile = (route: RouteEntry) =>
  route.method === 'POST' && !route.schema.body && route.url.startsWith('/api/file/');

/**
 * Files as an upload's body (the routes that take one, POST /api/file/v2/imports): empty, random
 * bytes, text in UTF-16 (a wrong encoding), a broken workbook, and one byte over the size limit.
 */
let huge: Buffer | undefined;
const hugeFile = () => (huge ??= Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a;'));
const files = fc.oneof(
  fc.constant({ payload: '', contentType: CSV_CONTENT_TYPE }),
  fc.uint8Array({ maxLength: 4_096 }).map((b) => ({ payload: Buffer.from(b), contentType: CSV_CONTENT_TYPE })),
  fc.string().map((s) => ({ payload: s, contentType: `${CSV_CONTENT_TYPE}; charset=utf-8` })),
  fc.string().map((s) => ({
    payload: Buffer.from(`name;partyType;language\r\n${s}`, 'utf16le'),
    contentType: CSV_CONTENT_TYPE,
  })),
  fc.uint8Array({ maxLength: 4_096 }).map((b) => ({
    payload: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(b)]),
    contentType: XLSX_CONTENT_TYPE,
  })),
  fc.constant(null).map(() => ({ payload: hugeFile(), contentType: CSV_CONTENT_TYPE })),
);

function toRequest(
  route: RouteEntry,
  input: RouteInput,
  raw?: { payload: string | Buffer; contentType: string },
): Request {
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  return {
    path: fillPath(route.url, input.params),
    query: toQueryString(input.query),
    ...(raw ?? (body !== undefined ? { payload: body, contentType: 'application/json' } : {})),
  };
}

/** Generated requests for one route: valid examples mutated field by field, and plain garbage. */
function requests(route: RouteEntry): fc.Arbitrary<Request> {
  const valid = sampleInput(route);
  const parts = (['params', 'query', 'body'] as const).filter((p) => route.schema[p === 'query' ? 'querystring' : p]);
  const mutated = fc
    .record({
      part: fc.constantFrom(...parts),
      value: badValue,
      drop: fc.boolean(),
      extra: fc.dictionary(fc.string(), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
    })
    .chain(({ part, value, drop, extra }) => {
      const schema = route.schema[part === 'query' ? 'querystring' : part];
      const fields = fieldsOf(schema);
      return (fields.length ? fc.constantFrom(...fields) : fc.constant('')).map((field) => {
        const input: RouteInput = structuredClone(valid);
        const target = { ...((input[part] as Record<string, unknown> | undefined) ?? {}), ...extra };
        if (field && drop) delete target[field];
        else if (field) target[field] = value;
        if (part === 'body') input.body = field ? target : value;
        else input[part] = target;
        return toRequest(route, input);
      });
    });
  const garbage = fc
    .record({
      params: fc.dictionary(fc.string(), fc.string()),
      query: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))),
      body: fc.anything(),
    })
    .map((input) => {
      const params = Object.fromEntries(
        Object.keys(valid.params).map((k, i) => [k, Object.values(input.params)[i] ?? '']),
      );
      return toRequest(route, { params, query: input.query, body: route.schema.body ? input.body : undefined });
    });
  const rawBodies = fc
    .oneof(
      fc.string().map((payload) => ({ payload, contentType: 'application/json' })),
      fc.constant({
        payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
        contentType: 'application/json',
      }),
      fc.constant({ payload: '{"a":', contentType: 'application/json' }),
      fc.json().map((payload) => ({ payload, contentType: 'text/plain' })),
      fc.json().map((payload) => ({ payload, contentType: 'application/x-www-form-urlencoded' })),
      fc.json().map((payload) => ({ payload, contentType: 'multipart/form-data; boundary=x' })),
    )
    .map((raw) => toRequest(route, valid, raw));
  if (takesFile(route))
    return fc.oneof(
      mutated,
      garbage,
      rawBodies,
      files.map((raw) => toRequest(route, valid, raw)),
    );
  return route.schema.body || route.method !== 'GET'
    ? fc.oneof(mutated, mutated, garbage, rawBodies)
    : fc.oneof(mutated, mutated, garbage);
}

/** Calls one request and returns what is wrong with the answer (empty when the properties hold). */
const statuses = new Map<number, number>();

async function check(route: RouteEntry, request: Request): Promise<string[]> {
  const before = await rowsWritten();
  const res = await t.call({
    method: route.method as 'POST',
    url: request.path + request.query,
    cookie,
    ...(request.payload !== undefined
      ? { payload: request.payload, headers: { 'content-type': request.contentType ?? 'application/json' } }
      : {}),
  });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode === 400) {
    const body = res.json() as { fieldErrors?: Record<string, string>; errorMessage?: string };
    if (!(body.fieldErrors && Object.keys(body.fieldErrors).length) && !body.errorMessage)
      problems.push(`400 without fieldErrors or errorMessage: ${res.body}`);
  }
  if (res.statusCode >= 400 && (await rowsWritten()) !== before)
    problems.push(`rejected with ${res.statusCode} but wrote to the database`);
  // Keep the caller signed in if a request (a logout) ended the session.
  if (res.cookies.some((c) => c.name === 'bo_session')) cookie = await t.login(ADMIN);
  return problems;
}

describe('fuzzing every route with input', () => {
  it(
    `never answers 5xx, explains every 400 and writes nothing when it rejects (seed ${SEED})`,
    async () => {
      const routes = gateRoutes(t.app.routeTable).filter(
        (r) => r.schema.body || r.schema.querystring || r.schema.params,
      );
      expect(routes.length).toBeGreaterThanOrEqual(process.env.GATE_ROUTES ? 1 : 8);
      const RUNS = runsPerRoute(routes.length);
      let cases = 0;
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(requests(route), async (request) => {
            cases++;
            const problems = await check(route, request);
            if (problems.length)
              throw new Error(`${route.method} ${route.url} ${request.path}${request.query}: ${problems.join('; ')}`);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
      const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
      console.log(
        `fuzz: ${routes.length} routes x ${RUNS} cases = ${cases} requests (seed ${SEED}; replay with FUZZ_SEED=${SEED}); answers ${answers.join(', ')}`,
      );
      // Both sides are exercised: rejected inputs and accepted (mutated but still valid) ones.
      expect(statuses.get(400)).toBeGreaterThan(cases / 4);
      expect([...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(cases / 20);
    },
    FUZZ_TIMEOUT_MS,
  );

  it('the write counter sees a committed row, not a rolled-back one or an update that matched nothing', async () => {
    const before = await rowsWritten();
    await t.database.db.execute(sql`update products set code = code where id = -1`);
    expect(await rowsWritten()).toBe(before);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set code = code where id = 1`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await rowsWritten()).toBe(before);
    await t.database.db.execute(sql`update products set code = code where id = 1`);
    expect(await rowsWritten()).toBe(before + 1);
  });

  it('catches a route that crashes on bad input', async () => {
    // Deliberately broken: a route that trusts its input and throws on it.
    const { buildApp } = await import('../app');
    const { testConfig } = await import('../config');
    const app = await buildApp(testConfig(), t.database);
    app.post('/api/broken', { config: { access: { public: true } } }, async (request) => ({
      length: (request.body as { name: string }).name.toUpperCase().length,
    }));
    await app.ready();
    const failures: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/broken',
          payload: JSON.stringify({ name: body }),
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        });
        if (res.statusCode >= 500) failures.push(res.statusCode);
      }),
      { numRuns: 50, seed: SEED },
    );
    await app.close();
    expect(failures.length).toBeGreaterThan(0);
  });
});
