/**
 * The real-time hub, over the network with the real @microsoft/signalr client (never a fake):
 * negotiate and handshake, `changed` after a colleague's write (only to users who may read it),
 * `notification` to its user only, sign-in and CSRF at negotiate, the socket closed at sign-out,
 * for a disabled user and at shutdown, garbage refused without harm, pings, and two instances on
 * one PostgreSQL server hearing each other (TEST_DATABASE_URL tier).
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  JsonHubProtocol,
  LogLevel,
  type HubConnection,
  type IHubProtocol,
} from '@microsoft/signalr';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { rebateGroups, roles, users } from '../db/schema';
import { findUserByEmail } from '../modules/security/security-repository';
import { findSession } from '../modules/security/session-repository';
import { ADMIN, createTestApp, NOMODULE, onPostgresServer, PRODUCTS, VIEWER, type TestApp } from '../testing/test-app';
import { checkConnectionToken, Hub, issueConnectionToken } from './hub';
import { RECORD_SEPARATOR } from './hub-protocol';
import { SESSION_COOKIE } from './security';

const HUB = '/hubs/notifications';
const REBATE_GROUPS = '/api/partner/v2/rebategroups';
const WAIT = { timeout: 10_000, interval: 5 };

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Pings every 250 ms, so that the keep-alive and the session re-checks show within a test.
  t = await createTestApp({ hubKeepAliveMs: 250, loginRateLimit: 1_000 });
  base = await listen(t.app);
});
// Closing also proves that no socket was left open (a refused upgrade's included).
afterAll(() => t.close());

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

type Heard = { name: string; payload: unknown };

/** A hub client as the SPA makes one, in Node: the session cookie as a header. */
async function connect(cookie: string, options: { url?: string; protocol?: IHubProtocol; reconnect?: boolean } = {}) {
  const heard: Heard[] = [];
  let closed: Error | undefined | null = null;
  let reconnects = 0;
  const builder = new HubConnectionBuilder()
    .withUrl(`${options.url ?? base}${HUB}`, {
      headers: { Cookie: cookie },
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None);
  if (options.protocol) builder.withHubProtocol(options.protocol);
  if (options.reconnect) builder.withAutomaticReconnect([0, 100, 500, 1_000]);
  const connection: HubConnection = builder.build();
  connection.onreconnected(() => reconnects++);
  connection.on('changed', (payload: unknown) => heard.push({ name: 'changed', payload }));
  connection.on('notification', (payload: unknown) => heard.push({ name: 'notification', payload }));
  connection.onclose((error) => {
    closed = error;
  });
  await connection.start();
  return {
    connection,
    heard,
    closedWith: () => closed,
    reconnects: () => reconnects,
    stop: () => connection.stop(),
    /** Waits for an event (never a fixed sleep). */
    next: async (name: string, match: (payload: never) => boolean = () => true) => {
      let hit: Heard | undefined;
      await vi.waitFor(() => {
        hit = heard.find((h) => h.name === name && match(h.payload as never));
        expect(hit, `${name} event`).toBeDefined();
      }, WAIT);
      return hit!.payload;
    },
  };
}

const changedOf = (domain: string, id?: number) => (p: { domain: string; ids: number[] }) =>
  p.domain === domain && (id === undefined || p.ids.includes(id));

async function firstRebateGroup() {
  const [group] = await t.database.db.select().from(rebateGroups).orderBy(rebateGroups.id).limit(1);
  return group!;
}

async function renameRebateGroup(cookie: string, description: string) {
  const group = await firstRebateGroup();
  const res = await t.put(
    REBATE_GROUPS,
    {
      rebateGroupId: group.id,
      description,
      rebatePercentage: group.rebatePercentage,
      version: group.version,
    },
    cookie,
  );
  expect(res.statusCode).toBe(200);
  return group.id;
}

/** A user's own event (marking notifications read): sent after anything the user should have heard. */
async function markRead(cookie: string) {
  expect((await t.post('/api/notification/v2/notifications/read', {}, cookie)).statusCode).toBe(200);
}

describe('negotiate', () => {
  it('answers negotiate version 1 with a connection token, WebSockets and Text only', async () => {
    const cookie = await t.login(VIEWER);
    const res = await t.call({ method: 'POST', url: `${HUB}/negotiate?negotiateVersion=1`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    // The client appends the token to the socket URL unencoded: URL-safe characters only.
    expect(body.connectionToken).toMatch(/^[\w.-]+$/);
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('refuses a signed-out caller with 401, also through the real client', async () => {
    const res = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ isSuccesful: false, errorMessage: 'unauthorized' });
    await expect(connect('bo_session=not-a-session')).rejects.toThrow(/401/);
  });

  it('refuses negotiate without the X-Requested-With header (CSRF), which the real client sends', async () => {
    const cookie = await t.login(VIEWER);
    const res = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ isSuccesful: false, errorMessage: 'csrf' });
    const crossSite = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { cookie, 'X-Requested-With': 'XMLHttpRequest', Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    // The client got through the same check: it sends the header on negotiate by itself.
    const client = await connect(cookie);
    expect(client.connection.state).toBe(HubConnectionState.Connected);
    await client.stop();
  });
});

describe('connection tokens', () => {
  it('are bound to the session cookie and expire', () => {
    const { connectionId, connectionToken } = issueConnectionToken('cookie-a', 1_000);
    expect(checkConnectionToken(connectionToken, 'cookie-a', 2_000)).toBe(connectionId);
    expect(checkConnectionToken(connectionToken, 'cookie-b', 2_000)).toBeNull();
    expect(checkConnectionToken(connectionToken, 'cookie-a', 1_000 + 30_000)).toBeNull();
    expect(checkConnectionToken(`${connectionToken}x`, 'cookie-a', 2_000)).toBeNull();
    expect(checkConnectionToken('a.b', 'cookie-a', 2_000)).toBeNull();
  });
});

describe('events', () => {
  it('handshakes and delivers a colleague’s rebate group update as `changed` with its id', async () => {
    const viewer = await connect(await t.login(VIEWER));
    expect(viewer.connection.state).toBe(HubConnectionState.Connected);
    expect(viewer.connection.connectionId).toEqual(expect.any(String));
    const admin = await t.login(ADMIN);
    const started = performance.now();
    const id = await renameRebateGroup(admin, `Renamed ${Date.now()}`);
    expect(await viewer.next('changed', changedOf('rebateGroups', id))).toEqual({ domain: 'rebateGroups', ids: [id] });
    console.log(`hub: update -> colleague's changed event in ${(performance.now() - started).toFixed(1)} ms`);

    const created = await t.post(REBATE_GROUPS, { description: `New tier ${Date.now()}`, rebatePercentage: 3 }, admin);
    expect(created.statusCode).toBe(201);
    const newId = created.json().response.rebateGroupId as number;
    await viewer.next('changed', changedOf('rebateGroups', newId));
    await viewer.stop();
  });

  it('sends a rebate group change to readers of rebate groups and of products (their rows show it), no one else', async () => {
    const products = await connect(await t.login(PRODUCTS));
    const noModule = await connect(await t.login(NOMODULE));
    const viewer = await connect(await t.login(VIEWER));
    const id = await renameRebateGroup(await t.login(ADMIN), `Hidden ${Date.now()}`);
    // Once a reader has it, the others were sent theirs; each then gets an event of its own,
    // which arrives after anything sent before it on the same socket.
    await viewer.next('changed', changedOf('rebateGroups', id));
    await products.next('changed', changedOf('rebateGroups', id));
    await markRead(await t.login(NOMODULE));
    await noModule.next('changed', changedOf('notifications'));
    expect(noModule.heard.filter((h) => changedOf('rebateGroups')(h.payload as never))).toEqual([]);
    await Promise.all([products.stop(), noModule.stop(), viewer.stop()]);
  });

  it('sends a user’s own changes (marking read) to that user only', async () => {
    const viewerCookie = await t.login(VIEWER);
    const viewer = await connect(viewerCookie);
    const admin = await connect(await t.login(ADMIN));
    await markRead(viewerCookie);
    await viewer.next('changed', changedOf('notifications'));
    await markRead(await t.login(ADMIN));
    await admin.next('changed', changedOf('notifications'));
    expect(admin.heard.filter((h) => h.name === 'changed')).toHaveLength(1);
    await Promise.all([viewer.stop(), admin.stop()]);
  });

  it('tells a user whose rights an administrator changed, at once, and no one else', async () => {
    const admin = await t.login(ADMIN);
    const role = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Product manager'));
    const productsCookie = await t.login(PRODUCTS);
    const products = await connect(productsCookie);
    const viewer = await connect(await t.login(VIEWER));
    const changeProducts = (path: string, value: string) =>
      t.post(
        `/api/access/v2/roles/${role[0]!.id}/${path}`,
        { accessDefinitionCode: 'module:rebategroups', value },
        admin,
      );
    try {
      expect((await changeProducts('set-accessdefinition', 'read')).statusCode).toBe(200);
      await products.next('changed', changedOf('security'));
      await markRead(await t.login(VIEWER));
      await viewer.next('changed', changedOf('notifications'));
      expect(viewer.heard.filter((h) => changedOf('security')(h.payload as never))).toEqual([]);
    } finally {
      await changeProducts('delete-accessdefinition', 'read');
      await Promise.all([products.stop(), viewer.stop()]);
    }
  });

  it('pushes a new notification to its user only (an administrator resets the user’s password)', async () => {
    const viewer = await connect(await t.login(VIEWER));
    const products = await connect(await t.login(PRODUCTS));
    const viewerId = (await findUserByEmail(t.database.db, VIEWER))!.id;
    const res = await t.post(
      `/api/security/v2/identity/${viewerId}/reset-password`,
      { onBehalfOfMainApplication: false },
      await t.login(ADMIN),
    );
    expect(res.statusCode).toBe(200);
    const pushed = (await viewer.next('notification')) as { id: number };
    expect(pushed).toEqual({
      id: expect.any(Number),
      message: expect.stringContaining('password reset'),
      type: 'warning',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The pushed notification is the one the list shows, unread.
    const list = await t.call({
      method: 'GET',
      url: '/api/notification/v2/notifications',
      cookie: await t.login(VIEWER),
    });
    expect(list.json().response.items[0]).toMatchObject({ notificationId: pushed.id, read: false });
    await markRead(await t.login(PRODUCTS));
    await products.next('changed', changedOf('notifications'));
    expect(products.heard.filter((h) => h.name === 'notification')).toEqual([]);
    await Promise.all([viewer.stop(), products.stop()]);
  });
});

describe('closing', () => {
  it('closes the socket when its session signs out, and only that session’s', async () => {
    const cookie = await t.login(VIEWER);
    const other = await connect(await t.login(VIEWER));
    const client = await connect(cookie);
    const res = await t.call({ method: 'GET', url: '/api/security/v2/account/logout/redirect', cookie });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(client.connection.state).toBe(HubConnectionState.Disconnected), WAIT);
    expect(client.closedWith()?.message).toMatch(/Session ended/);
    expect(other.connection.state).toBe(HubConnectionState.Connected);
    // The cookie is no good for a new connection either.
    await expect(connect(cookie)).rejects.toThrow(/401/);
    await other.stop();
  });

  it('closes the socket of a user who is disabled, and of an expired session', async () => {
    const disabled = await connect(await t.login(PRODUCTS));
    const expiring = await connect(await t.login(NOMODULE));
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.email, PRODUCTS));
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${NOMODULE})`,
    );
    try {
      await vi.waitFor(() => {
        expect(disabled.connection.state).toBe(HubConnectionState.Disconnected);
        expect(expiring.connection.state).toBe(HubConnectionState.Disconnected);
      }, WAIT);
      expect(disabled.closedWith()?.message).toMatch(/Session ended/);
      expect(expiring.closedWith()?.message).toMatch(/Session ended/);
    } finally {
      await t.database.db.update(users).set({ disabled: false }).where(eq(users.email, PRODUCTS));
    }
  });

  it('tells clients to reconnect when the server shuts down', async () => {
    const second = await buildApp(t.config, t.database);
    const url = await listen(second);
    const client = await connect(await t.login(VIEWER), { url });
    await second.close();
    await vi.waitFor(() => expect(client.connection.state).toBe(HubConnectionState.Disconnected), WAIT);
    expect(client.closedWith()?.message).toMatch(/shutting down/);
  });
});

// --- the hub's own bookkeeping, where only the order of two steps matters ------------------------

/** A socket as the hub holds one (after the upgrade), recording what the hub did with it. */
class RecordingSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 3;
  }
  terminate() {
    this.readyState = 3;
  }
  on() {
    return this;
  }
}

/** The session a cookie stands for, as the upgrade request reads it. */
async function sessionOf(cookie: string) {
  const session = await findSession(
    t.database.db,
    cookie.slice(`${SESSION_COOKIE}=`.length),
    t.config.sessionTtlHours * 3_600_000,
  );
  expect(session).not.toBeNull();
  return session!;
}

describe('session checks and new connections', () => {
  const SESSION_ENDED = `{"error":"Session ended."}${RECORD_SEPARATOR}`;
  // A hub of its own, on no bus and with no timer of consequence: the test decides when it checks.
  const standaloneHub = () => new Hub(t.database.db, t.app.log, 3_600_000, 3_600_000);

  it('judges only the connections open when a session check began: one accepted meanwhile stays', async () => {
    const hub = standaloneHub();
    try {
      // A socket whose sign-out event this hub never heard: the check must end it.
      const signedOutCookie = await t.login(VIEWER);
      const early = new RecordingSocket();
      hub.accept(early, 'early', await sessionOf(signedOutCookie));
      const res = await t.call({
        method: 'GET',
        url: '/api/security/v2/account/logout/redirect',
        cookie: signedOutCookie,
      });
      expect(res.statusCode).toBe(200);
      // A live session, accepted while the check's query is on its way.
      const live = await sessionOf(await t.login(VIEWER));
      const checking = hub.tick();
      const late = new RecordingSocket();
      hub.accept(late, 'late', live);
      await checking;
      expect(early.closedWith).toBe(1000);
      expect(early.sent).toEqual([SESSION_ENDED]);
      expect(late.closedWith).toBeNull();
      expect(late.sent).toEqual([]);
      // The next check does ask about it: still live, still open.
      await hub.tick();
      expect(late.closedWith).toBeNull();
      expect(hub.size).toBe(1);
    } finally {
      hub.shutdown();
    }
  });

  it('closes a socket whose session ended after its upgrade was checked but before it was accepted', async () => {
    const hub = standaloneHub();
    try {
      const session = await sessionOf(await t.login(VIEWER));
      // The sign-out's event goes by between the upgrade's session check and the accept.
      hub.dispatch({ type: 'sessionEnded', sessionId: session.sessionId });
      const socket = new RecordingSocket();
      hub.accept(socket, 'accepted-late', session);
      expect(socket.closedWith).toBe(1000);
      expect(socket.sent).toEqual([SESSION_ENDED]);
      expect(hub.size).toBe(0);
      // Another session of the same user is not concerned.
      const other = new RecordingSocket();
      hub.accept(other, 'other', await sessionOf(await t.login(VIEWER)));
      expect(other.closedWith).toBeNull();
      expect(hub.size).toBe(1);
    } finally {
      hub.shutdown();
    }
  });
});

// --- a raw WebSocket, for what the real client would never send ---------------------------------

type RawSocket = {
  readyState: number;
  send: (data: string | Buffer) => void;
  close: () => void;
  on(event: 'message', listener: (data: Buffer) => void): RawSocket;
  on(event: 'close', listener: (code: number) => void): RawSocket;
  on(event: 'open', listener: () => void): RawSocket;
  on(event: 'error', listener: (error: Error) => void): RawSocket;
};
type RawSocketClass = new (url: string, options: { headers: Record<string, string> }) => RawSocket;
// The `ws` package (the SignalR client's own WebSocket in Node) ships no types here.
const WebSocket = createRequire(import.meta.url)('ws') as RawSocketClass;

async function negotiate(cookie: string) {
  const res = await t.call({ method: 'POST', url: `${HUB}/negotiate?negotiateVersion=1`, cookie });
  return res.json().connectionToken as string;
}

/** Opens a raw socket; resolves with it and what it received, or rejects with the HTTP status. */
function rawSocket(token: string, headers: Record<string, string>) {
  return new Promise<{ socket: RawSocket; received: string[]; closed: () => number | null }>((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}${HUB}?id=${token}`, { headers });
    const received: string[] = [];
    let code: number | null = null;
    socket.on('message', (data) => received.push(data.toString()));
    socket.on('close', (c) => (code = c));
    socket.on('open', () => resolve({ socket, received, closed: () => code }));
    socket.on('error', reject);
  });
}

const HANDSHAKE = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`;

describe('refusing what is not the protocol', () => {
  it('refuses an unknown protocol in the handshake (real client, a protocol named messagepack)', async () => {
    const json = new JsonHubProtocol();
    const messagepack: IHubProtocol = {
      name: 'messagepack',
      version: 1,
      transferFormat: json.transferFormat,
      parseMessages: (input, logger) => (typeof input === 'string' ? json.parseMessages(input, logger) : []),
      writeMessage: (message) => json.writeMessage(message),
    };
    await expect(connect(await t.login(VIEWER), { protocol: messagepack })).rejects.toThrow(
      /handshake error: The protocol 'messagepack' is not supported/,
    );
  });

  it('answers garbage before and after the handshake with an error and a close, and goes on serving', async () => {
    const cookie = await t.login(VIEWER);
    const before = await rawSocket(await negotiate(cookie), { cookie });
    before.socket.send(`not json${RECORD_SEPARATOR}`);
    await vi.waitFor(() => expect(before.closed()).not.toBeNull(), WAIT);
    expect(before.received).toEqual([`{"error":"Handshake request is not valid."}${RECORD_SEPARATOR}`]);

    const after = await rawSocket(await negotiate(cookie), { cookie });
    after.socket.send(HANDSHAKE);
    await vi.waitFor(() => expect(after.received).toContain(`{}${RECORD_SEPARATOR}`), WAIT);
    // Pings arrive every keep-alive interval.
    await vi.waitFor(() => expect(after.received).toContain(`{"type":6}${RECORD_SEPARATOR}`), WAIT);
    after.socket.send(`{"type":"x"}${RECORD_SEPARATOR}`);
    await vi.waitFor(() => expect(after.closed()).toBe(1008), WAIT);
    expect(after.received.at(-1)).toMatch(/^\{"type":7,"error":"Connection closed with an error/);

    const binary = await rawSocket(await negotiate(cookie), { cookie });
    binary.socket.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]));
    await vi.waitFor(() => expect(binary.closed()).toBe(1008), WAIT);

    const huge = await rawSocket(await negotiate(cookie), { cookie });
    huge.socket.send(HANDSHAKE + 'x'.repeat(40 * 1024));
    await vi.waitFor(() => expect(huge.closed()).not.toBeNull(), WAIT);

    // A call of a server method that does not exist gets an error completion, the socket stays.
    const calls = await rawSocket(await negotiate(cookie), { cookie });
    calls.socket.send(
      `${HANDSHAKE}{"type":1,"invocationId":"7","target":"Shutdown","arguments":[]}${RECORD_SEPARATOR}`,
    );
    await vi.waitFor(
      () => expect(calls.received.some((r) => r.startsWith('{"type":3,"invocationId":"7","error":'))).toBe(true),
      WAIT,
    );
    expect(calls.closed()).toBeNull();
    calls.socket.close();

    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const client = await connect(cookie);
    await client.stop();
  });

  it('refuses an upgrade without a session, with a used, foreign or forged token, or from another origin', async () => {
    const cookie = await t.login(VIEWER);
    const token = await negotiate(cookie);
    await expect(rawSocket(token, {})).rejects.toThrow('Unexpected server response: 401');
    await expect(rawSocket(token, { cookie, Origin: 'https://evil.example' })).rejects.toThrow(
      'Unexpected server response: 403',
    );
    await expect(rawSocket(token, { cookie: await t.login(VIEWER) })).rejects.toThrow(
      'Unexpected server response: 404',
    );
    await expect(rawSocket(`${token.slice(0, -2)}xx`, { cookie })).rejects.toThrow('Unexpected server response: 404');
    const first = await rawSocket(token, { cookie });
    await expect(rawSocket(token, { cookie })).rejects.toThrow('Unexpected server response: 404');
    first.socket.close();
  });

  it('closes a client that stays silent past the client timeout', async () => {
    const quiet = await buildApp({ ...t.config, hubKeepAliveMs: 100, hubClientTimeoutMs: 400 }, t.database);
    const url = await listen(quiet);
    const cookie = await t.login(VIEWER);
    const res = await fetch(`${url}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { cookie, 'X-Requested-With': 'XMLHttpRequest' },
    });
    const { connectionToken } = (await res.json()) as { connectionToken: string };
    const socket = new WebSocket(`${url.replace('http', 'ws')}${HUB}?id=${connectionToken}`, { headers: { cookie } });
    const received: string[] = [];
    let code: number | null = null;
    socket.on('message', (data) => received.push(data.toString()));
    socket.on('close', (c) => (code = c));
    socket.on('open', () => socket.send(HANDSHAKE));
    await vi.waitFor(() => expect(code).toBe(1000), WAIT);
    expect(received.at(-1)).toMatch(/"type":7,"error":"Server timeout elapsed/);
    await quiet.close();
  });
});

describe.runIf(onPostgresServer)('two instances on one PostgreSQL server', () => {
  it('hear each other’s changes through LISTEN/NOTIFY', async () => {
    const database = await openDatabase(t.config);
    const other = await buildApp(t.config, database);
    try {
      const url = await listen(other);
      const viewer = await connect(await t.login(VIEWER), { url });
      const admin = await t.login(ADMIN);
      const started = performance.now();
      const id = await renameRebateGroup(admin, `Elsewhere ${Date.now()}`);
      await viewer.next('changed', changedOf('rebateGroups', id));
      console.log(`hub: write on instance A -> client of instance B in ${(performance.now() - started).toFixed(1)} ms`);
      // And back: a sign-out on this instance closes the socket held by the other one.
      const cookie = await t.login(VIEWER);
      const closing = await connect(cookie, { url });
      await t.call({ method: 'GET', url: '/api/security/v2/account/logout/redirect', cookie });
      await vi.waitFor(() => expect(closing.connection.state).toBe(HubConnectionState.Disconnected), WAIT);
      await viewer.stop();
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('survives the listening connection dropping: clients are asked to reconnect and hear changes again', async () => {
    const client = await connect(await t.login(VIEWER), { reconnect: true });
    const killed = await t.database.db.execute<{ pid: number }>(
      sql`select pg_terminate_backend(pid), pid from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    expect(killed.rows.length).toBeGreaterThan(0);
    // The bus reconnects and reports the gap; the hub closes with allowReconnect; the client is back.
    await vi.waitFor(() => expect(client.reconnects()).toBeGreaterThan(0), WAIT);
    const id = await renameRebateGroup(await t.login(ADMIN), `After the drop ${Date.now()}`);
    await client.next('changed', changedOf('rebateGroups', id));
    await client.stop();
  });
});
