/**
 * The real-time hub at /hubs/notifications: the SignalR JSON protocol over WebSocket, spoken by the
 * server itself (docs/endpoints.md, "Wire conventions").
 *
 * - POST /hubs/notifications/negotiate?negotiateVersion=1 (session cookie, CSRF header): a
 *   connection token, WebSockets / Text only. The token is single use, lives 30 s and is bound to
 *   the session: an HMAC keyed by the session cookie itself, so any instance can check it at the
 *   upgrade without shared state, and nobody without that cookie can use it.
 * - GET /hubs/notifications?id=<token> with Upgrade: websocket (session cookie again, same origin).
 * - Handshake `{"protocol":"json","version":1}` + 0x1E, answered `{}` or `{"error":...}` and a close.
 * - Server-to-client invocations (type 1, no invocationId): `notification` and `changed`. A write to
 *   the security tables (a role's rights, a user's roles, a user disabled; by anyone, on any instance)
 *   re-reads the rights of the connected users at once: a user whose rights changed hears
 *   `changed` for the security domain (the SPA refetches its rights, the sidebar and the screen
 *   follow), and the socket hears from then on what the new rights may read.
 * - Ping (type 6) every keep-alive interval (15 s); a client silent for the client timeout (30 s)
 *   is closed. Close (type 7) when the session ends (sign-out, expiry, user disabled), on garbage,
 *   and at shutdown (allowReconnect: the client comes back to another instance).
 *
 * Events come from the bus (PostgreSQL LISTEN/NOTIFY), so a write on any instance reaches the
 * sockets of every instance; each socket only hears what its user may read.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { hasRight } from '../../src/shared/access';
import type { AccessRight, FunctionalityRight } from '../../src/shared/schemas/security';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import type { BusEvent } from '../lib/events';
import { changesSessions, rightsOf } from '../modules/security/session-repository';
import { SESSION_COOKIE } from './security';
import {
  closeMessage,
  completionError,
  HANDSHAKE_OK,
  handshakeError,
  invocation,
  MessageType,
  parseHandshake,
  parseMessage,
  PING,
  splitRecords,
} from './hub-protocol';

export const HUB_PATH = '/hubs/notifications';
/** The largest message a client may send (ASP.NET Core's default MaximumReceiveMessageSize). */
const MAX_MESSAGE_BYTES = 32 * 1024;
/** A client slower than this to take what it is sent is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const TOKEN_TTL_MS = 30_000;
const HANDSHAKE_TIMEOUT_MS = 15_000;

const negotiateQuery = z.object({
  negotiateVersion: z.coerce.number().int().min(0, 'validation.min|0').max(100, 'validation.max|100').optional(),
});
const connectQuery = z.object({ id: z.string().min(1).max(200) });

/** The parts of a `ws` socket the hub uses (the `ws` package ships no types here). */
type HubSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  terminate: () => void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
};
const OPEN = 1;

type Connection = {
  id: string;
  socket: HubSocket;
  userId: number;
  sessionId: number;
  rights: FunctionalityRight[];
  /** The rights and access codes as last read, to tell whether a re-read changed them. */
  rightsKey: string;
  /** Handshake done: hub messages may be sent. */
  ready: boolean;
  lastReceived: number;
  buffer: string;
};

// --- connection tokens --------------------------------------------------------------------------

const signature = (cookieToken: string, connectionId: string, expires: string) =>
  createHmac('sha256', cookieToken).update(`hub|${connectionId}|${expires}`).digest('base64url');

export function issueConnectionToken(cookieToken: string, now = Date.now()) {
  const connectionId = randomBytes(16).toString('base64url');
  const expires = (now + TOKEN_TTL_MS).toString(36);
  return {
    connectionId,
    connectionToken: `${connectionId}.${expires}.${signature(cookieToken, connectionId, expires)}`,
  };
}

/** The connection id of a valid, unexpired token made for this cookie; null otherwise. */
export function checkConnectionToken(token: string, cookieToken: string, now = Date.now()): string | null {
  const [connectionId, expires, given, ...more] = token.split('.');
  if (!connectionId || !expires || !given || more.length) return null;
  const expiresAt = parseInt(expires, 36);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
  const expected = Buffer.from(signature(cookieToken, connectionId, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? connectionId : null;
}

/** Rights and access codes in one comparable text, whatever order the database gave them in. */
const rightsKeyOf = ({ rights, accessRights }: { rights: FunctionalityRight[]; accessRights: AccessRight[] }) =>
  JSON.stringify([
    rights.map((r) => `${r.functionCode}|${r.valueType}|${r.valueCode}`.toLowerCase()).sort(),
    accessRights.map((r) => `${r.accessType}|${r.accessCode}`.toLowerCase()).sort(),
  ]);

// --- the hub ------------------------------------------------------------------------------------

export class Hub {
  private readonly connections = new Map<string, Connection>();
  /** Connection ids already used, until their token expires (single use). */
  private readonly usedTokens = new Map<string, number>();
  /**
   * Sessions the bus said ended, remembered for a token's lifetime: an upgrade whose session was
   * read just before the sign-out is accepted after the event went by, and must close all the same.
   */
  private readonly endedSessions = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;
  private checking = false;
  /** A check was asked for while one ran: it runs again when that one ends. */
  private checkAgain = false;
  private soonTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    keepAliveMs: number,
    private readonly clientTimeoutMs: number,
  ) {
    this.timer = setInterval(() => void this.tick(), keepAliveMs);
    this.timer.unref();
  }

  get size() {
    return this.connections.size;
  }

  /** Marks a token's connection id used; false when it was used before. */
  claim(connectionId: string, now = Date.now()): boolean {
    for (const [id, expires] of this.usedTokens) if (expires <= now) this.usedTokens.delete(id);
    if (this.usedTokens.has(connectionId) || this.connections.has(connectionId)) return false;
    this.usedTokens.set(connectionId, now + TOKEN_TTL_MS);
    return true;
  }

  accept(socket: HubSocket, connectionId: string, session: NonNullable<FastifyRequest['session']>) {
    const connection: Connection = {
      id: connectionId,
      socket,
      userId: session.user.userId,
      sessionId: session.sessionId,
      rights: session.rights,
      rightsKey: rightsKeyOf(session),
      ready: false,
      lastReceived: Date.now(),
      buffer: '',
    };
    this.connections.set(connectionId, connection);
    const handshakeTimer = setTimeout(() => {
      if (!connection.ready) this.close(connection, undefined, 1008, 'handshake timeout');
    }, HANDSHAKE_TIMEOUT_MS);
    handshakeTimer.unref();
    socket.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    socket.on('close', () => {
      clearTimeout(handshakeTimer);
      this.connections.delete(connectionId);
    });
    socket.on('error', (error) => this.log.debug({ err: error }, 'hub socket error'));
    this.forgetEndedSessions();
    if (this.endedSessions.has(session.sessionId)) this.close(connection, 'Session ended.', 1000, 'session ended');
  }

  private forgetEndedSessions(now = Date.now()) {
    for (const [id, until] of this.endedSessions) if (until <= now) this.endedSessions.delete(id);
  }

  private receive(connection: Connection, data: unknown, isBinary: boolean) {
    connection.lastReceived = Date.now();
    if (isBinary || !Buffer.isBuffer(data)) {
      this.refuse(connection, 'Binary messages are not supported: the connection negotiated Text.');
      return;
    }
    connection.buffer += data.toString('utf8');
    const { records, rest } = splitRecords(connection.buffer);
    if (rest.length > MAX_MESSAGE_BYTES) {
      this.refuse(connection, 'The maximum message size was exceeded.');
      return;
    }
    connection.buffer = rest;
    for (const text of records) {
      if (connection.socket.readyState !== OPEN) return;
      if (!connection.ready) {
        const handshake = parseHandshake(text);
        if (!handshake.ok) {
          this.send(connection, handshakeError(handshake.error));
          connection.socket.close(1000);
          return;
        }
        connection.ready = true;
        this.send(connection, HANDSHAKE_OK);
        continue;
      }
      const message = parseMessage(text);
      if (!message) {
        this.refuse(connection, 'Connection closed with an error: the message is not a hub protocol message.');
        return;
      }
      if (message.type === MessageType.Close) {
        connection.socket.close(1000);
        return;
      }
      // The hub offers no server methods: a call that waits for an answer gets an error completion.
      if (
        (message.type === MessageType.Invocation || message.type === MessageType.StreamInvocation) &&
        message.invocationId !== undefined
      )
        this.send(
          connection,
          completionError(
            message.invocationId,
            `Failed to invoke '${message.target ?? ''}' because it does not exist.`,
          ),
        );
      // Ping, cancel, stream items, acks and sequence messages need no answer.
    }
  }

  private send(connection: Connection, text: string) {
    const { socket } = connection;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ userId: connection.userId }, 'hub client too slow: dropped');
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  /** Garbage from the client: a close message with the error, then the socket closes (policy). */
  private refuse(connection: Connection, error: string) {
    this.close(connection, error, 1008, 'protocol error');
  }

  private close(connection: Connection, error: string | undefined, code: number, reason: string, reconnect = false) {
    if (connection.ready) this.send(connection, closeMessage(error, reconnect));
    else if (error) this.send(connection, handshakeError(error));
    if (connection.socket.readyState === OPEN) connection.socket.close(code, reason);
    this.connections.delete(connection.id);
  }

  /** An event from the bus to the sockets of this instance whose user may hear it. */
  dispatch(event: BusEvent) {
    switch (event.type) {
      case 'changed': {
        const message = invocation('changed', { domain: event.domain, ids: event.ids });
        for (const c of this.connections.values()) {
          if (!c.ready) continue;
          const hears =
            'userId' in event.audience
              ? c.userId === event.audience.userId
              : event.audience.modules.some((module) => hasRight(c.rights, module, 'read'));
          if (hears) this.send(c, message);
        }
        return;
      }
      case 'notification': {
        const message = invocation('notification', event.notification);
        for (const c of this.connections.values()) if (c.ready && c.userId === event.userId) this.send(c, message);
        return;
      }
      case 'sessionEnded':
        this.forgetEndedSessions();
        this.endedSessions.set(event.sessionId, Date.now() + TOKEN_TTL_MS);
        for (const c of [...this.connections.values()])
          if (c.sessionId === event.sessionId) this.close(c, 'Session ended.', 1000, 'session ended');
        return;
      case 'tableChanged':
        // The server's caches drop on it; clients hear `changed` with its domain instead, and, when
        // rights may have changed, each user whose rights did hears the security domain's.
        if (changesSessions(event.table, event.op)) this.checkSoon();
        return;
    }
  }

  /**
   * Events may have been missed (the bus reconnected): every client is asked to reconnect, and a
   * reconnected client refetches what it shows.
   */
  resync() {
    for (const c of [...this.connections.values()])
      this.close(c, 'Events may have been missed: reconnect.', 1012, 'resync', true);
  }

  /** Keep-alive: pings, the silent clients dropped, sessions and rights checked again. */
  async tick(now = Date.now()) {
    for (const c of [...this.connections.values()]) {
      if (now - c.lastReceived > this.clientTimeoutMs)
        this.close(c, 'Server timeout elapsed without receiving a message from the client.', 1000, 'client timeout');
      else if (c.ready) this.send(c, PING);
    }
    await this.check();
  }

  /** A check in a moment: the statements of one change (a transaction's several writes) make one check. */
  checkSoon(delayMs = 20) {
    if (this.soonTimer) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = null;
      void this.check();
    }, delayMs);
    this.soonTimer.unref();
  }

  private async check() {
    if (this.connections.size === 0) return;
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = true;
    try {
      do {
        this.checkAgain = false;
        await this.checkSessions();
      } while (this.checkAgain);
    } catch (error) {
      this.log.warn({ err: error }, 'hub session check failed');
    } finally {
      this.checking = false;
    }
  }

  /**
   * Sessions signed out, expired or of a disabled user end their sockets; rights are refreshed, and a
   * connection whose rights changed hears `changed` for the security domain.
   * Only the connections open when the check began are judged by it: one accepted while the query
   * ran was not asked about (its upgrade request checked its session), and the rights read here
   * may be older than its own. The next check covers it.
   */
  private async checkSessions() {
    const checked = [...this.connections.values()];
    const stillOpen = (c: Connection) => this.connections.get(c.id) === c;
    const sessionIds = [...new Set(checked.map((c) => c.sessionId))];
    const live = await this.db
      .select({ sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, sql`now()`), eq(users.disabled, false)));
    const liveIds = new Set(live.map((r) => r.sessionId));
    for (const c of checked)
      if (stillOpen(c) && !liveIds.has(c.sessionId)) this.close(c, 'Session ended.', 1000, 'session ended');
    const userIds = new Set(checked.filter(stillOpen).map((c) => c.userId));
    const changed = invocation('changed', { domain: 'security', ids: [] });
    for (const userId of userIds) {
      const now = await rightsOf(this.db, userId);
      const key = rightsKeyOf(now);
      for (const c of checked) {
        if (c.userId !== userId || !stillOpen(c) || c.rightsKey === key) continue;
        c.rights = now.rights;
        c.rightsKey = key;
        if (c.ready) this.send(c, changed);
      }
    }
  }

  /** Shutdown: every client is told to reconnect (to another instance), then the sockets close. */
  shutdown() {
    clearInterval(this.timer);
    if (this.soonTimer) clearTimeout(this.soonTimer);
    for (const c of [...this.connections.values()]) {
      this.close(c, 'Server is shutting down.', 1001, 'shutdown', true);
      setTimeout(() => c.socket.terminate(), 1_000).unref();
    }
  }
}

function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(`http://${request.host}`).host;
  } catch {
    return false;
  }
}

/** Registers the hub: the WebSocket plugin (before any route), negotiate and the socket route. */
export async function registerHub(app: FastifyInstance, { db, config }: { db: Db; config: ServerConfig }) {
  const hub = new Hub(db, app.log, config.hubKeepAliveMs, config.hubClientTimeoutMs);
  // Before the plugin's own preClose (which closes the sockets bare): the close message first.
  app.addHook('preClose', async () => hub.shutdown());
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  // An upgrade refused before the WebSocket plugin's own hook marked it (the 401 of the access
  // check comes first) would leave its socket half open: end it once the answer is written.
  app.addHook('onResponse', async (request) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') request.raw.socket.destroy();
  });
  app.decorate('hub', hub);
  app.decorateRequest('hubConnectionId', null);
  const unsubscribe = app.events.subscribe((event) => hub.dispatch(event));
  const unsubscribeGap = app.events.onGap(() => hub.resync());
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeGap();
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    `${HUB_PATH}/negotiate`,
    { config: { access: { authenticated: true }, changes: false }, schema: { querystring: negotiateQuery } },
    async (request) => {
      const cookieToken = request.cookies[SESSION_COOKIE];
      if (!cookieToken) throw new HttpError(401, 'unauthorized');
      const { connectionId, connectionToken } = issueConnectionToken(cookieToken);
      const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
      // Version 0 clients use the connection id as the token.
      return (request.query.negotiateVersion ?? 0) >= 1
        ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports }
        : { negotiateVersion: 0, connectionId: connectionToken, availableTransports };
    },
  );

  routes.get(
    HUB_PATH,
    {
      websocket: true,
      config: { access: { authenticated: true } },
      schema: { querystring: connectQuery },
      // Before the upgrade, so that a refused connection gets a plain HTTP answer.
      preHandler: async (request) => {
        if (!request.ws) return; // not an upgrade: the WebSocket plugin answers 404
        if (!isSameOrigin(request)) throw forbidden('csrf');
        const cookieToken = request.cookies[SESSION_COOKIE] ?? '';
        const connectionId = checkConnectionToken(request.query.id, cookieToken);
        // ASP.NET Core answers an unknown connection 404 as well.
        if (!connectionId || !hub.claim(connectionId)) throw new HttpError(404, 'notFound');
        request.hubConnectionId = connectionId;
      },
    },
    (socket: HubSocket, request) => {
      if (!request.hubConnectionId || !request.session) return socket.close(1008, 'unauthorized');
      hub.accept(socket, request.hubConnectionId, request.session);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The hub of this instance (its sockets). */
    hub: Hub;
  }
  interface FastifyRequest {
    /** The hub connection a checked upgrade request opens. */
    hubConnectionId: string | null;
  }
}
