/**
 * Request security for every route: the session from the cookie, the declared access of each route
 * (enforced, and required at registration), the CSRF checks on changes, and the response headers.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasRight, mayChangeAnyOwned, type Right } from '../../src/shared/access';
import { EARLY_SCRIPT } from '../../src/shared/early-requests';
import type { Domain, ModuleKey } from '../../src/shared/catalogue';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import type { RouteEndpoint } from '../http/routes';
import { publishInBackground } from '../lib/events';
import { deleteSession, SessionCache, type Session } from '../modules/security/session-repository';
import type { Language } from '../../src/shared/constants/common';

/**
 * What a route needs: nothing, a signed-in user, a right on a module, or a right on the module a
 * body field names (a saved filter belongs to the module its screen is in).
 */
export type RouteAccess =
  | { public: true }
  /**
   * A signed-in user. With `owner`, also the owner rule on the record it changes (`mayChangeOwned`):
   * its owner or an access editor; the handler answers 403 `notOwner` for another's record the caller
   * sees, and 404 for one the caller does not see.
   */
  | { authenticated: true; owner?: true }
  /** A module right; with `accessCode`, also that content-level access code (e.g. COMPANY_LINKED). */
  | { module: ModuleKey; right: Right; accessCode?: string }
  | { moduleFromBody: string; right: Right };

/**
 * What a successful state-changing route changes, for the hub's `changed` event (plugins/changes.ts):
 * a domain of the catalogue (src/shared/catalogue.ts: who hears it and which other domains show it
 * follow from there) and the field holding the changed ids (in the params, body or answer).
 * `false`: nothing another screen shows (sign-in, sign-out, a reset request).
 */
export type RouteChanges = false | { domain: Domain; idKey?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Required on every state-changing API route (the changes gate checks it). */
    changes?: RouteChanges;
    /** A GET that changes state (logout) and therefore needs the CSRF header too. */
    changesState?: boolean;
    /** The route's own time limit (ms), instead of the server's. */
    timeoutMs?: number;
    /** The route's Cache-Control instead of `no-store` (a public read others may keep). */
    cacheControl?: string;
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access (the route-walking tests read it). */
    routeTable: RouteEntry[];
    /** This instance's sessions and rights in memory (app.ts drops them on a write to the security tables). */
    sessionCache: SessionCache;
  }
}

export const SESSION_COOKIE = 'bo_session';
const API_PREFIXES = ['/api/', '/config/', '/hubs/'];
export const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || url === '/config';

const CSP = [
  "default-src 'self'",
  // The one inline script: index.html's early requests (src/shared/early-requests.ts), by its hash.
  `script-src 'self' 'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export function sessionCookieOptions(config: ServerConfig, request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
    maxAge: maxAgeSeconds,
  };
}

export type RouteEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  changesState: boolean;
  changes: RouteChanges | undefined;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The declared endpoint the route serves (every API route but the hub's). */
  endpoint: RouteEndpoint | undefined;
  /** Its Cache-Control when not `no-store`. */
  cacheControl: string | undefined;
};

/** Every route must say who may call it; an API route that does not fails at start, not in production. */
function requireDeclaredAccess(app: FastifyInstance) {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    let access = route.config?.access;
    if (!access) {
      if (isApiPath(route.url))
        throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access (config.access)`);
      // Static files and the SPA fallback are public by nature.
      access = { public: true };
      route.config = { ...route.config, access };
    }
    for (const method of [route.method].flat()) {
      const { body, querystring, params } = route.schema ?? {};
      app.routeTable.push({
        method,
        url: route.url,
        access,
        changesState: Boolean(route.config?.changesState),
        changes: route.config?.changes,
        schema: { body, querystring, params },
        endpoint: route.config?.endpoint,
        cacheControl: route.config?.cacheControl,
      });
    }
  });
}

function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === new URL(`http://${request.host}`).host;
  } catch {
    return false;
  }
}

/** CSRF defence beside SameSite: the custom header, and no cross-site or foreign-origin change. */
function checkCsrf(request: FastifyRequest) {
  const changes = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
  if (!changes && !request.routeOptions.config?.changesState) return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw forbidden('csrf');
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('csrf');
  const origin = request.headers.origin;
  if (origin !== undefined && !isSameOrigin(request, origin)) throw forbidden('csrf');
}

/** Whether the content-level access codes include `code` (case-insensitive, as the SPA's AccessCheck). */
const hasAccessCode = (accessRights: readonly { accessCode: string }[], code: string) =>
  accessRights.some((r) => r.accessCode.toLowerCase() === code.toLowerCase());

/** Whether a session's rights satisfy a route's access; the body is needed for moduleFromBody. */
export function allows(access: RouteAccess, session: Session | null, body?: unknown): boolean {
  if ('public' in access) return true;
  if (!session) return false;
  if ('module' in access)
    return (
      hasRight(session.rights, access.module, access.right) &&
      (!access.accessCode || hasAccessCode(session.accessRights ?? [], access.accessCode))
    );
  if ('moduleFromBody' in access) {
    const key = (body as Record<string, unknown> | undefined)?.[access.moduleFromBody];
    return typeof key === 'string' && hasRight(session.rights, key, access.right);
  }
  return true;
}

/**
 * Whether a route that `allows` this session may still refuse it with 403 `notOwner`, for a record of
 * someone else's: a route with the owner rule, and a caller who may not change anyone's (no access
 * editor). The access-matrix gate accepts that refusal, and only that one.
 */
export function mayRefuseNonOwner(access: RouteAccess, session: Session | null): boolean {
  if (!('owner' in access) || !access.owner || !session) return false;
  return !mayChangeAnyOwned((module, right) => hasRight(session.rights, module, right));
}

/** Before the body is read: sign-in and module rights (401 before 403, and before any validation). */
function checkAccess(request: FastifyRequest) {
  const access = request.routeOptions.config?.access;
  if (!access || 'public' in access) return;
  if (!request.session) throw unauthorized();
  if ('module' in access && !allows(access, request.session)) throw forbidden();
}

export function registerSecurity(app: FastifyInstance, db: Db, config: ServerConfig) {
  const ttlMs = config.sessionTtlHours * 3_600_000;
  requireDeclaredAccess(app);
  app.decorateRequest('session', null);
  const sessions = new SessionCache();
  app.decorate('sessionCache', sessions);

  // A request over its time limit is answered 503 and its late result dropped; the server goes on.
  // An answer already under way (a streamed CSV export) is not cut off: its headers are out.
  // A route may have a limit of its own (the import upload, which stores every row before it answers).
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (!reply.sent && !reply.raw.headersSent)
        void reply.code(503).send({ isSuccesful: false, errorMessage: 'requestTimeout' });
    }, request.routeOptions.config?.timeoutMs ?? config.requestTimeoutMs);
    reply.raw.once('close', () => clearTimeout(timer));
  });

  app.addHook('onRequest', async (request) => {
    checkCsrf(request);
    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? await sessions.find(db, token, ttlMs) : null;
    checkAccess(request);
  });

  // After validation: rights that depend on the (valid) body.
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access && 'moduleFromBody' in access && !allows(access, request.session, request.body)) throw forbidden();
  });

  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (isApiPath(request.url)) reply.header('Cache-Control', request.routeOptions.config?.cacheControl ?? 'no-store');
    return payload;
  });
}

/** Signs the current session out: deleted server-side, cookie cleared. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    await deleteSession(db, token);
    request.server.sessionCache.forget(token);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  // The session's hub sockets close, on whichever instance they are.
  if (request.session)
    publishInBackground(request.server.events, request.log, {
      type: 'sessionEnded',
      sessionId: request.session.sessionId,
    });
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

// What a handler reads from the request about who is asking: here, and nowhere else (a module never
// imports another module's routes for it).

/** The signed-in user's id: who a write is recorded as (401 without a session). */
export const userIdOf = (request: FastifyRequest) => requireSession(request).user.userId;

/**
 * Who is asking, for a repository whose answer or checks depend on it: the user (null: nobody, as in
 * a contract version's snapshot), the language they read in, and whether they hold a right on a
 * module (`can('contract', 'edit')`: the moves a detail offers, the actions of an invoice).
 */
export type Caller = {
  userId: number | null;
  language: Language;
  can: (module: ModuleKey, right: Right) => boolean;
};

/** The caller of a request (401 without a session). */
export function callerOf(request: FastifyRequest): Caller {
  const { user, rights } = requireSession(request);
  return { userId: user.userId, language: user.language, can: (module, right) => hasRight(rights, module, right) };
}
