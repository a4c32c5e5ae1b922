/**
 * The wire declaration as code. An endpoint is a method and a path (as the specification gives them)
 * with the zod schemas of its request parts and of its answer: the envelope's `response` on success,
 * and the current record a 409 carries. Each domain declares its endpoints once, in
 * `src/shared/endpoints/<domain>.ts`; the server registers its routes from them (server/http/routes.ts)
 * and the SPA calls them through the same declaration (`call` in src/lib/http.ts).
 *
 * The schemas load on demand (`schemas()`): the SPA needs only the method, the path and the types,
 * so zod stays out of its screens' code; the server loads them to validate requests and, in tests,
 * to check every answer against its schema.
 */
import type * as z from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = z.core.$ZodType;

export type EndpointSchemas = {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The envelope's `response` on success; null for an answer that is a file (a CSV stream). */
  response: Schema | null;
  /** The current record a 409 carries (an update with a stale version). */
  conflict?: Schema;
};

export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: Method;
  /** Fastify style: `:name` for a path parameter. */
  readonly path: string;
  /** 201 for a create, else 200. */
  readonly status: 200 | 201;
  readonly schemas: () => Promise<S>;
};

/**
 * The endpoint makers of one domain, whose schemas come from one module loaded on demand:
 * `const api = endpointsOf(() => import('../schemas/rebate-group'))`, then
 * `api.get('/api/partner/v2/rebategroups', (s) => ({ query: s.rebateGroupListQuery, response: s.rebateGroupPage }))`.
 */
export function endpointsOf<M>(load: () => Promise<M>) {
  const make =
    (method: Method) =>
    <S extends EndpointSchemas>(path: string, pick: (module: M) => S, status: 200 | 201 = 200): Endpoint<S> => ({
      method,
      path,
      status,
      schemas: () => load().then(pick),
    });
  return { get: make('GET'), post: make('POST'), put: make('PUT'), delete: make('DELETE') };
}

/** The path with its parameters filled in (each encoded). */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value as string | number));
  });
}

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type Out<S> = S extends Schema ? z.output<S> : never;
type In<S> = S extends Schema ? z.input<S> : never;

/** The parsed path parameters (what the server's handler reads; the SPA fills them in). */
export type ParamsOf<E> = Out<SchemasOf<E>['params']>;
/** The query as the server reads it (numbers and arrays parsed); the SPA sends the same values. */
export type QueryOf<E> = Out<SchemasOf<E>['query']>;
/** The body as the SPA sends it (before defaults and trimming). */
export type BodyOf<E> = In<SchemasOf<E>['body']>;
/** The body as the server's handler reads it (after parsing). */
export type ParsedBodyOf<E> = Out<SchemasOf<E>['body']>;
/** What the answer's `response` holds. */
export type ResponseOf<E> = SchemasOf<E>['response'] extends Schema ? z.output<SchemasOf<E>['response']> : never;
/** What a handler returns (the answer before serialisation). */
export type ResultOf<E> = SchemasOf<E>['response'] extends Schema ? z.input<SchemasOf<E>['response']> : never;

/** A call's request parts: the path parameters and the body when the endpoint has them, the query always optional. */
export type RequestOf<E> = (SchemasOf<E>['params'] extends Schema ? { params: ParamsOf<E> } : { params?: never }) &
  (SchemasOf<E>['body'] extends Schema ? { body: BodyOf<E> } : { body?: never }) & {
    query?: SchemasOf<E>['query'] extends Schema ? QueryOf<E> : never;
  };

/** A domain's endpoints by name (`rebateGroupEndpoints`, `contractEndpoints`...). */
export type Endpoints = Record<string, Endpoint>;
