/**
 * The event bus between server instances: PostgreSQL LISTEN/NOTIFY on one channel, so an event
 * published by any instance (a write, a new notification, a sign-out) reaches the hub sockets of
 * every instance on the same database, this one included. Nothing is kept in memory that another
 * instance would need; an event that arrives while nobody listens is simply not delivered.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as z from 'zod';
import { DOMAIN_NAMES, modulesHearing, type Domain } from '../../src/shared/catalogue';
import type { Database } from '../db/client';

export const EVENTS_CHANNEL = 'bo_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clear of it. */
const MAX_PAYLOAD_BYTES = 7_500;
const IDS_PER_EVENT = 500;

const id = z.number().int();
/** Readers of any of these modules, or one user. */
const audience = z.union([z.object({ modules: z.array(z.string()) }), z.object({ userId: id })]);
const hubNotification = z.object({
  id,
  message: z.string(),
  type: z.enum(['success', 'danger', 'warning', 'info']),
  createdAt: z.string(),
});

export const busEvent = z.discriminatedUnion('type', [
  /** Records of a domain changed; heard by the users the audience names (readers of its modules, or one user). */
  z.object({ type: z.literal('changed'), domain: z.enum(DOMAIN_NAMES), ids: z.array(id), audience }),
  /** A notification row was created for a user. */
  z.object({ type: z.literal('notification'), userId: id, notification: hubNotification }),
  /** A session was signed out: its sockets close. */
  z.object({ type: z.literal('sessionEnded'), sessionId: id }),
  /** A statement wrote to a table (db/change-notifications.ts: a trigger sends it, whoever wrote). */
  z.object({
    type: z.literal('tableChanged'),
    table: z.string(),
    op: z.enum(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']),
  }),
]);
export type BusEvent = z.infer<typeof busEvent>;
export type ChangeAudience = z.infer<typeof audience>;
export type HubNotification = z.infer<typeof hubNotification>;

export type EventBus = {
  /** Sends the event to every instance (resolves once PostgreSQL took it). */
  publish: (event: BusEvent) => Promise<void>;
  /** Hears every event from every instance; returns the unsubscribe. */
  subscribe: (handler: (event: BusEvent) => void) => () => void;
  /** Hears that events may have been missed (the listening connection was re-established). */
  onGap: (handler: () => void) => () => void;
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The cross-instance event bus (hub events). */
    events: EventBus;
  }
}

/** One event as payloads under PostgreSQL's limit: long id lists split, a long message shortened. */
export function toPayloads(event: BusEvent): string[] {
  if (event.type === 'changed' && event.ids.length > IDS_PER_EVENT) {
    const parts: string[] = [];
    for (let i = 0; i < event.ids.length; i += IDS_PER_EVENT)
      parts.push(JSON.stringify({ ...event, ids: event.ids.slice(i, i + IDS_PER_EVENT) }));
    return parts;
  }
  let payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) >= MAX_PAYLOAD_BYTES && event.type === 'notification') {
    // The client only needs to know that there is something new; the list shows the full text.
    const message = `${event.notification.message.slice(0, 1_000)}…`;
    payload = JSON.stringify({ ...event, notification: { ...event.notification, message } });
  }
  if (Buffer.byteLength(payload) >= MAX_PAYLOAD_BYTES) throw new Error(`Event too large for NOTIFY: ${event.type}`);
  return [payload];
}

export async function createEventBus(database: Pick<Database, 'listen' | 'notify'>, log: FastifyBaseLogger) {
  const handlers = new Set<(event: BusEvent) => void>();
  const gapHandlers = new Set<() => void>();
  const unlisten = await database.listen(EVENTS_CHANNEL, {
    onPayload: (payload) => {
      let event: BusEvent;
      try {
        event = busEvent.parse(JSON.parse(payload));
      } catch (error) {
        log.warn({ err: error }, 'ignored a malformed event on the bus');
        return;
      }
      for (const handler of handlers) {
        try {
          handler(event);
        } catch (error) {
          log.error({ err: error }, 'event handler failed');
        }
      }
    },
    onGap: () => {
      log.warn('event bus reconnected: events may have been missed');
      for (const handler of gapHandlers) handler();
    },
  });
  let closed = false;
  const bus: EventBus = {
    publish: async (event) => {
      if (closed) return;
      for (const payload of toPayloads(event)) await database.notify(EVENTS_CHANNEL, payload);
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onGap: (handler) => {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      handlers.clear();
      gapHandlers.clear();
      await unlisten().catch(() => {});
    },
  };
  return bus;
}

/** Publishes without holding up the caller: a lost push is logged, never an error for the request. */
export function publishInBackground(bus: EventBus, log: FastifyBaseLogger, event: BusEvent) {
  bus.publish(event).catch((error: unknown) => log.warn({ err: error, event: event.type }, 'event not published'));
}

/**
 * Tells the readers of `domain` (the users of the modules hearing it) that these records changed,
 * from a background job (a route's changes announce themselves: plugins/changes.ts).
 */
export function announceChanged(app: FastifyInstance, domain: Domain, ids: number[]) {
  publishInBackground(app.events, app.log, {
    type: 'changed',
    domain,
    ids,
    audience: { modules: modulesHearing(domain) },
  });
}
