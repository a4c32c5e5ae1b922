/**
 * The built SPA: hashed assets cached for a year, index.html for every other GET outside the API
 * (client-side routing, so deep links work on reload). Unknown API paths are 404 in the envelope.
 *
 * Files are sent as the build wrote them: the build puts a brotli (.br) and a gzip (.gz) copy beside
 * every compressible file (vite.config.ts), and the client's Accept-Encoding picks one
 * (`preCompressed`: br, then gzip, else the file itself), so those are not compressed per request;
 * a file the build left as it is (too small to gain) and a page rendered here are compressed as they
 * go out (@fastify/compress, server/app.ts). Every answer from dist says `Vary: Accept-Encoding`, so a
 * shared cache keeps the variants apart.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody, notFound } from '../http/errors';
import { isApiPath } from './security';
import { loadPageRenderer } from './ssr';

/** Hashed build output: its name changes with its content, so it never needs to be asked for again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerSpa(app: FastifyInstance, staticDir: string | null) {
  const hasSpa = staticDir !== null && existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    const assets = `${path.join(staticDir, 'assets')}${path.sep}`;
    await app.register(fastifyStatic, {
      root: staticDir,
      index: 'index.html',
      wildcard: true,
      preCompressed: true,
      setHeaders: (res, file) => {
        // `file` is the file actually sent (index.html.br for a brotli index.html).
        res.header('Cache-Control', file.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const renderPage = hasSpa ? await loadPageRenderer(app, staticDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    // A page (client-side route) gets index.html; a missing file under /assets is a 404, not a page:
    // a chunk of an older build must fail as a script, not arrive as HTML.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !url.startsWith('/assets/');
    if (hasSpa && isPage && renderPage && request.method === 'GET') {
      const html = await renderPage(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'server rendering failed; index.html instead');
        return null;
      });
      if (html) return reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
    }
    if (hasSpa && isPage) return reply.sendFile('index.html');
    return reply.code(404).send(errorBody(notFound()));
  });
}
