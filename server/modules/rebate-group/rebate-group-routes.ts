/** Rebate groups (spec 02 section 9: GET, POST and PUT /api/partner/v2/rebategroups). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rebateGroupInput, rebateGroupListQuery, rebateGroupUpdate } from '../../../src/shared/schemas/rebate-group';
import type { Db } from '../../db/client';
import { envelope } from '../../http/errors';
import { createRebateGroup, listRebateGroups, rebateGroupOptions, updateRebateGroup } from './rebate-group-repository';

const BASE = '/api/partner/v2/rebategroups';
/** Heard by everyone who may read rebate groups. */
const CHANGES = { domain: 'rebateGroups', idKey: 'rebateGroupId' } as const;

export const rebateGroupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    BASE,
    { config: { access: { module: 'rebategroups', right: 'read' } }, schema: { querystring: rebateGroupListQuery } },
    async (request) => envelope(await listRebateGroups(db, request.query)),
  );

  app.post(
    BASE,
    {
      config: { access: { module: 'rebategroups', right: 'edit' }, changes: CHANGES },
      schema: { body: rebateGroupInput },
    },
    async (request, reply) =>
      reply.code(201).send(envelope({ rebateGroupId: await createRebateGroup(db, request.body) })),
  );

  app.put(
    BASE,
    {
      config: { access: { module: 'rebategroups', right: 'edit' }, changes: CHANGES },
      schema: { body: rebateGroupUpdate },
    },
    async (request) => envelope(await updateRebateGroup(db, request.body)),
  );

  // The short list the product screens pick a rebate group from.
  app.get(
    '/api/partner/v2/products/rebategroups',
    { config: { access: { module: 'products', right: 'read' } } },
    async () => envelope(await rebateGroupOptions(db)),
  );
};
