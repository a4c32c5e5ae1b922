/** Helpers for the gates that walk the route table: API routes, requests built from their schemas. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roleFunctionalityRights, roles, userRoles, users } from '../db/schema';
import type { RouteEntry } from '../plugins/security';
import type { FunctionalityRight } from '../../src/shared/schemas/security';
import { sampleOf } from './zod-sample';

export const apiRoutes = (table: RouteEntry[]) =>
  table.filter(
    (r) =>
      (r.url.startsWith('/api/') || r.url.startsWith('/config/') || r.url.startsWith('/hubs/')) && r.method !== 'HEAD',
  );

/**
 * The API routes a gate walks: all of them, or only those under GATE_ROUTES (a path prefix), which the
 * generator's test sets to prove a new module's routes on a copy without walking every other one again.
 */
export const gateRoutes = (table: RouteEntry[]) => {
  const only = process.env.GATE_ROUTES;
  return apiRoutes(table).filter((r) => !only || r.url.startsWith(only));
};

/** A call that changes state: any method but GET/HEAD/OPTIONS, or a GET that declares it does. */
export const changesState = (r: RouteEntry) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) || r.changesState;

/** Any generated value as text, whatever its prototype (fuzz inputs include odd objects). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** The route's path with its params filled in. */
export function fillPath(url: string, params: Record<string, unknown>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(asText(params[name] ?? '1')));
}

/** A request's parts; `contentType` for a body that is not JSON (an upload's file as text). */
export type RouteInput = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  contentType?: string;
};

/** Valid requests for routes whose schema-made request cannot succeed, keyed `METHOD path` (the endpoint gate). */
export type RouteExamples = Record<string, () => Promise<Partial<RouteInput>>>;

/** A call as the all-modules account (a body of its own with its content type: a file): its answer's `response`. */
export type AdminCall = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object | string,
  contentType?: string,
) => Promise<T>;

/**
 * A module's own examples for the endpoint gate: the `examples` export of a
 * `server/modules/<domain>/<domain>-examples.ts`, which the gate finds by itself.
 */
export type ModuleExamples = (callAsAdmin: AdminCall) => RouteExamples;

/** A valid request for the route, from the examples its schemas give. */
export function sampleInput(route: RouteEntry): RouteInput {
  return {
    params: (sampleOf(route.schema.params) as Record<string, unknown> | undefined) ?? {},
    query: (sampleOf(route.schema.querystring) as Record<string, unknown> | undefined) ?? {},
    body: route.schema.body ? sampleOf(route.schema.body) : undefined,
  };
}

/** Query values as strings (repeated keys for arrays), the way a browser sends them. */
export function toQueryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, asText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A signed-in user with exactly these rights (one role), password as the demo accounts'. */
export async function createUserWithRights(
  database: Database,
  email: string,
  rights: FunctionalityRight[],
): Promise<number> {
  const { db } = database;
  const [admin] = await db.select({ hash: users.passwordHash }).from(users).limit(1);
  const [user] = await db
    .insert(users)
    .values({ email, name: email, passwordHash: admin!.hash })
    .returning({ id: users.id });
  if (rights.length) {
    const [role] = await db
      .insert(roles)
      .values({ name: `role for ${email}` })
      .returning({ id: roles.id });
    await db.insert(roleFunctionalityRights).values(rights.map((r) => ({ ...r, roleId: role!.id })));
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  return user!.id;
}

/**
 * Counts the rows written, to prove a rejected request wrote nothing: a row trigger on every table
 * adds one to a counter in the same transaction, so a write that is rolled back leaves no trace (as
 * it should) and an UPDATE that matches no row (a stale version) counts nothing. Reading it is one
 * row; hashing every table's content took tens of milliseconds per request. Sessions (their expiry
 * slides on use) and sign-in failures (recorded on purpose) are left out.
 */
export async function writeCounter(database: Database): Promise<() => Promise<number>> {
  const { db } = database;
  await db.execute(sql`create table if not exists test_rows_written (n bigint not null)`);
  await db.execute(sql`insert into test_rows_written select 0 where not exists (select 1 from test_rows_written)`);
  await db.execute(
    sql.raw(`create or replace function test_count_row() returns trigger language plpgsql as $$
      begin update test_rows_written set n = n + 1; return null; end $$`),
  );
  const tables = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'
        and tablename not in ('sessions', 'login_failures', 'test_rows_written')`,
  );
  for (const { tablename } of tables.rows)
    await db.execute(
      sql.raw(`create or replace trigger test_count_row after insert or update or delete on "${tablename}"
        for each row execute function test_count_row()`),
    );
  return async () => {
    const result = await db.execute<{ n: string | number }>(sql`select n from test_rows_written`);
    return Number(result.rows[0]?.n ?? 0);
  };
}
