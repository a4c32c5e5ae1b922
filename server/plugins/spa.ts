/**
 * The built SPA: hashed assets cached for a year, index.html for every other GET outside the API
 * (client-side routing, so deep links work on reload). Unknown API paths are 404 in the envelope.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody, notFound } from '../http/errors';
import { isApiPath } from './security';

export async function registerSpa(app: FastifyInstance, staticDir: string | null) {
  const hasSpa = staticDir !== null && existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: 'index.html',
      wildcard: true,
      setHeaders: (res, file) => {
        res.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasSpa && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).send(errorBody(notFound()));
  });
}
