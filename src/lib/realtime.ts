/**
 * The real-time hub on the client (docs/endpoints.md, "Wire conventions"): after sign-in the app shell
 * starts it; @microsoft/signalr loads then, in its own chunk (never with the entry or the login
 * page). On `changed` ({ domain, ids }) the queries of that domain (first query-key segment) and
 * of the domains that show its records are invalidated, so a colleague's change shows without a
 * reload; a `changed` of the security domain means the user's own rights changed (an administrator
 * changed a role of theirs): `onRightsChanged` follows them (the shell refetches and re-judges the screen); on `notification` the notification queries (unread badge and list). The connection reconnects by itself; after a reconnect every
 * query is invalidated, since events may have been missed meanwhile. Stopped when the shell goes
 * (sign-out). A close the server means for good (session ended) is not retried: the next call's
 * 401 signs the user out as usual.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isDomain, type Domain } from '../shared/catalogue';
import { apiRoot } from './http';
import { invalidateDomain } from './query-client';

export const HUB_PATH = '/hubs/notifications';

export type ChangedEvent = { domain: Domain; ids: number[] };

/** A `changed` message naming a domain of the catalogue (anything else is ignored). */
export function isChangedEvent(value: unknown): value is ChangedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { domain, ids } = value as Record<string, unknown>;
  return isDomain(domain) && Array.isArray(ids) && ids.every((id) => typeof id === 'number');
}

/** Back-off between connection attempts: at once, then 2, 5, 10 and 30 s, each ±20 % so clients spread out. */
export function retryDelay(previousRetryCount: number, random = Math.random): number {
  const steps = [0, 2_000, 5_000, 10_000, 30_000];
  const base = steps[Math.min(previousRetryCount, steps.length - 1)]!;
  return base === 0 ? 0 : Math.round(base * (0.8 + 0.4 * random()));
}

/** What the hub's messages do to the query cache. */
export function hubHandlers(queryClient: QueryClient, notificationKey: QueryKey, onRightsChanged?: () => void) {
  return {
    changed: (payload: unknown) => {
      if (!isChangedEvent(payload)) return;
      if (payload.domain === 'security' && onRightsChanged) onRightsChanged();
      else void invalidateDomain(queryClient, payload.domain);
    },
    notification: () => void queryClient.invalidateQueries({ queryKey: notificationKey }),
    reconnected: () => void queryClient.invalidateQueries(),
  };
}

export type RealtimeOptions = {
  queryClient: QueryClient;
  /** The key a pushed notification invalidates (the notification factory's `all()`). */
  notificationKey: QueryKey;
  /** The hub URL (tests); default the API root's. */
  url?: string;
  /** The signed-in user's rights changed; default: the security queries are invalidated. */
  onRightsChanged?: () => void;
};

const isUnauthorized = (error: unknown) => error instanceof Error && /\b401\b/.test(error.message);

/** Starts the hub connection; returns the stop. Safe to stop before it has started. */
export function startRealtime({
  queryClient,
  notificationKey,
  url = `${apiRoot}${HUB_PATH}`,
  onRightsChanged,
}: RealtimeOptions) {
  let stopped = false;
  let stop: (() => Promise<void>) | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  void import('@microsoft/signalr').then((signalR) => {
    if (stopped) return;
    const connection = new signalR.HubConnectionBuilder()
      .withUrl(url, { transport: signalR.HttpTransportType.WebSockets, withCredentials: true })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (context) => retryDelay(context.previousRetryCount) })
      .configureLogging(import.meta.env.DEV ? signalR.LogLevel.Warning : signalR.LogLevel.None)
      .build();
    const handlers = hubHandlers(queryClient, notificationKey, onRightsChanged);
    connection.on('changed', handlers.changed);
    connection.on('notification', handlers.notification);
    connection.onreconnected(handlers.reconnected);
    stop = () => connection.stop();

    // The first start is not covered by the automatic reconnect: retried here, except when signed out.
    const start = (attempt: number) => {
      connection.start().then(
        () => {
          if (attempt > 0) handlers.reconnected();
        },
        (error: unknown) => {
          if (stopped || isUnauthorized(error)) return;
          retryTimer = setTimeout(() => start(attempt + 1), retryDelay(attempt + 1));
        },
      );
    };
    start(0);
  });

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    void stop?.();
  };
}
