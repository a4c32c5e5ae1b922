/** Data quality: the findings of every rule, and accepting one with a reason (fixes go through the record's own update). */
import type { FastifyPluginAsync } from 'fastify';
import { dataQualityEndpoints } from '../../../src/shared/endpoints/data-quality';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { acceptFinding, listFindings } from './data-quality-repository';

const { read, write } = moduleAccess('dataquality', { domain: 'dataQuality', idKey: 'recordId' });

export const dataQualityRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, dataQualityEndpoints, {
    findings: { access: read, handler: (request) => listFindings(deps.db, request.query) },
    accept: { ...write, handler: (request) => acceptFinding(deps.db, request.body, userIdOf(request)) },
  });
