/**
 * The hub's `changed` event after every successful state-changing call: each such route declares
 * `config.changes` (the changes gate fails on a route that does not), and this one hook publishes
 * it, so no handler has to remember to. Who hears it follows from the domain in the catalogue: the
 * readers of its module and of the modules of the domains that show its records, or the user alone;
 * a handler whose record decides it names the audience itself (`request.changeAudience`: a saved
 * filter shared with the team is heard by its module's readers). The ids come from the declared field in the route params,
 * the request body or the answer; none found means "the domain changed" (the SPA invalidates the
 * whole domain either way).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOMAINS, modulesHearing } from '../../src/shared/catalogue';
import { publishInBackground, type ChangeAudience } from '../lib/events';

function collectIds(value: unknown, into: Set<number>) {
  if (typeof value === 'number' && Number.isSafeInteger(value)) into.add(value);
  else if (typeof value === 'string' && /^\d{1,10}$/.test(value)) into.add(Number(value));
  else if (Array.isArray(value)) for (const item of value) if (typeof item === 'number') collectIds(item, into);
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/** The changed ids named by `idKey` (or `id`) in the params, the body and the answer's envelope. */
export function changedIds(request: Pick<FastifyRequest, 'params' | 'body'>, payload: unknown, idKey?: string) {
  const ids = new Set<number>();
  collectIds(field(request.params, idKey ?? 'id') ?? field(request.params, 'id'), ids);
  if (idKey) {
    collectIds(field(request.body, idKey), ids);
    if (typeof payload === 'string' && payload.length < 1_000_000 && payload.includes(`"${idKey}"`)) {
      try {
        collectIds(field(field(JSON.parse(payload), 'response'), idKey), ids);
      } catch {
        // Not JSON: no ids from the answer.
      }
    }
  }
  return [...ids];
}

export function registerChangeEvents(app: FastifyInstance) {
  app.decorateRequest('changeAudience', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const changes = request.routeOptions.config?.changes;
    if (!changes || reply.statusCode >= 300 || !request.session) return payload;
    // The writer's next list must show the write, even before the database's announcement of it
    // arrives (http/list.ts ListCache): this instance drops its list reads before it answers.
    app.listCache.clear();
    publishInBackground(app.events, request.log, {
      type: 'changed',
      domain: changes.domain,
      ids: changedIds(request, payload, changes.idKey),
      audience:
        request.changeAudience ??
        (DOMAINS[changes.domain].heardBy === 'self'
          ? { userId: request.session.user.userId }
          : { modules: modulesHearing(changes.domain) }),
    });
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who hears of this call's change, when the record decides it rather than its domain. */
    changeAudience: ChangeAudience | null;
  }
}
