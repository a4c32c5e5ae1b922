/**
 * Subscriptions (spec 02 section 7, base /api/contract/v2/subscriptions): NCE items beside the
 * licence provider's subscriptions, the seat count (`limited`) and the sync of one item. Part of the
 * contract module: reads need its read right, the seat count and the sync its edit right. The
 * provider is the embedded one unless the app is given another (deps.subscriptionProvider).
 */
import type { FastifyPluginAsync } from 'fastify';
import { subscriptionEndpoints } from '../../../src/shared/endpoints/subscription';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { embeddedProvider } from './provider';
import { subscriptionItems, syncItem, updateSeats } from './subscription-repository';

const { read, write } = moduleAccess('contract', { domain: 'contracts', idKey: 'contractId' });

export const subscriptionRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) => {
  const { db, config } = deps;
  const provider =
    deps.subscriptionProvider ?? embeddedProvider(db, { answerDelayMs: config.providerAnswerDelayMs, log: app.log });
  return registerRoutes(app, subscriptionEndpoints, {
    contractItems: {
      access: read,
      handler: (request) => subscriptionItems(db, provider, request.query, callerOf(request)),
    },
    limited: {
      ...write,
      handler: (request) => updateSeats(db, provider, request.body, callerOf(request)),
    },
    sync: {
      ...write,
      changesState: true,
      handler: (request) => syncItem(db, provider, request.params.id, callerOf(request)),
    },
  });
};
