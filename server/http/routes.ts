/**
 * Routes from the endpoints: every route a module serves comes from its domain's endpoints
 * (src/shared/endpoints), so the method, the path and the request schemas are written once, for the
 * SPA and the server alike. A route adds who may call it (`access`) and what it changes (`changes`,
 * for the hub; plugins/security.ts); its handler returns the answer, which goes out in the envelope
 * with the endpoint's status (200, or 201 for a create). An endpoint whose answer is a file
 * (`response: null`, the CSV export) sends it itself through the reply.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  Endpoints,
  Endpoint,
  EndpointSchemas,
  ParamsOf,
  ParsedBodyOf,
  QueryOf,
  ResultOf,
} from '../../src/shared/endpoints/endpoint';
import type { ModuleKey } from '../../src/shared/catalogue';
import type { RouteAccess, RouteChanges } from '../plugins/security';
import { envelope } from './errors';

export type EndpointRequest<E> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: ParsedBodyOf<E>;
}>;

type Answers<E> = E extends Endpoint<infer S> ? S['response'] : never;

export type RouteSpec<E extends Endpoint> = {
  access: RouteAccess;
  /** Required on every state-changing route (the changes gate checks it). */
  changes?: RouteChanges;
  /** A GET that changes state (logout) and therefore needs the CSRF header too. */
  changesState?: boolean;
  /** Its own time limit (ms) instead of the server's `REQUEST_TIMEOUT_MS` (an upload stored row by row). */
  timeoutMs?: number;
  /**
   * Its `Cache-Control` instead of `no-store` (a public read others may keep: the portal's). With
   * `etag`, the answer carries an ETag of its body and a request naming it in If-None-Match gets 304.
   */
  cacheControl?: string;
  etag?: boolean;
  handler: Answers<E> extends null
    ? (request: EndpointRequest<E>, reply: FastifyReply) => Promise<FastifyReply>
    : (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ResultOf<E>>;
};

/**
 * A module's accesses as its routes name them: `read`, `edit`, and `write` (edit, with what the route
 * changes), so a writing route reads `{ ...write, handler }`.
 */
export function moduleAccess<C extends RouteChanges>(module: ModuleKey, changes: C) {
  const edit = { module, right: 'edit' } as const;
  return { read: { module, right: 'read' } as const, edit, write: { access: edit, changes } };
}

/** A module's routes: some or all of one domain's endpoints (the endpoint gate checks all are served). */
export type RoutesOf<C extends Endpoints> = { [K in keyof C]?: RouteSpec<C[K]> };

/** What a route remembers of its endpoint (the answer check and the gates read it). */
export type RouteEndpoint = { name: string; declared: Endpoint; schemas: EndpointSchemas };

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: RouteEndpoint;
  }
}

export async function registerRoutes<C extends Endpoints>(app: FastifyInstance, endpoints: C, routes: RoutesOf<C>) {
  for (const [name, spec] of Object.entries(routes) as [string, RouteSpec<Endpoint>][]) {
    const endpoint = endpoints[name]!;
    const schemas = await endpoint.schemas();
    const handler = spec.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // No automatic HEAD twins: a HEAD of the export would run it only to drop the rows.
      exposeHeadRoute: false,
      schema: {
        ...(schemas.params ? { params: schemas.params } : {}),
        ...(schemas.query ? { querystring: schemas.query } : {}),
        ...(schemas.body ? { body: schemas.body } : {}),
      },
      config: {
        access: spec.access,
        ...(spec.changes !== undefined ? { changes: spec.changes } : {}),
        ...(spec.changesState ? { changesState: true } : {}),
        ...(spec.timeoutMs !== undefined ? { timeoutMs: spec.timeoutMs } : {}),
        ...(spec.cacheControl !== undefined ? { cacheControl: spec.cacheControl } : {}),
        endpoint: { name, declared: endpoint, schemas },
      },
      handler:
        schemas.response === null
          ? handler
          : async (request, reply) => {
              const body = envelope(await handler(request, reply));
              if (!spec.etag) return reply.code(endpoint.status).send(body);
              const json = JSON.stringify(body);
              const tag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
              reply.header('ETag', tag);
              if (namesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
              return reply.code(endpoint.status).type('application/json; charset=utf-8').send(json);
            },
    });
  }
}

/** Whether an If-None-Match header names the tag (a list, weak tags or `*`). */
function namesTag(header: string | undefined, tag: string) {
  if (!header) return false;
  return header.split(',').some((t) => {
    const name = t.trim();
    return name === '*' || name === tag || name === `W/${tag}`;
  });
}
