/**
 * The first screen rendered on the server: a signed-in visitor's page request, and anyone's sign-in
 * page (kept once rendered), gets index.html with the screen already in it (src/entry-server.tsx,
 * built into dist-ssr by `vite build --ssr`), so it paints before any script has run; the browser
 * then takes it over (main.tsx). The loaders' calls go to this server in-process (`app.inject`) with
 * the visitor's cookie. Anything but a plain screen (a redirect, an error, no build) answers
 * index.html as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EARLY_SCRIPT } from '../../src/shared/early-requests';
import { cookieValue, serializeState, SSR_STATE_ID, UI_COOKIE } from '../../src/shared/ssr-state';
import { SESSION_COOKIE } from './security';

type Rendered = {
  head: string;
  html: string;
  state: unknown;
  language: string;
  timings: { loadMs: number; renderMs: number };
};
type Entry = {
  render: (url: string, cookieHeader: string | undefined) => Promise<Rendered | null>;
  setServerFetch: (fetcher: typeof fetch) => void;
};

export type PageRenderer = (request: FastifyRequest) => Promise<string | null>;

export async function loadPageRenderer(app: FastifyInstance, staticDir: string): Promise<PageRenderer | null> {
  const entryFile = path.join(staticDir, '..', 'dist-ssr', 'entry-server.js');
  const templateFile = path.join(staticDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(templateFile) || process.env.SSR === 'false') return null;
  // React's production build (several times faster to render); the server sets no NODE_ENV itself.
  process.env.NODE_ENV ??= 'production';
  const entry = (await import(pathToFileURL(entryFile).href)) as Entry;
  // The entry starts after the server's screen has painted (public/ssr-boot.js): its evaluation would
  // otherwise come before the first paint. So do its chunks' preloads: fetched and compiled while the
  // page parses, they took /login's largest paint from 116 to 140 ms (CPU 1x) and 292 to 340 ms (4x),
  // the same page without any script 112 and 280 (2026-12-07). The boot script preloads them all at
  // once, so the entry's imports do not wait for one another.
  // Nor does it ask early for the account (src/shared/early-requests.ts): the page holds it.
  // The stylesheet is the one thing the first paint waits for: it comes first in the head.
  const stylesheet = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/;
  const built = readFileSync(templateFile, 'utf8');
  const styleHref = stylesheet.exec(built)?.[1];
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const chunks = [...built.matchAll(preload)].map((m) => m[1]);
  const template = built
    .replace(`<script>${EARLY_SCRIPT}</script>`, '')
    .replace(preload, '')
    .replace(stylesheet, '')
    .replace('<meta charset="UTF-8" />', (charset) =>
      styleHref ? `${charset}\n    <link rel="stylesheet" crossorigin href="${styleHref}">` : charset,
    )
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      `<script src="/ssr-boot.js" data-entry="$1" data-preload="${chunks.join(' ')}" defer></script>`,
    );
  // The sign-in page is the first visit's: the rules its screen uses come inside it (beasties picks
  // them from the stylesheet by the rendered markup), so it paints with its own bytes; the whole
  // stylesheet follows at the end of the body, for the app that takes it over. The whole 49 KB
  // inline took the largest paint from 208 to 348 ms (CPU 1x) and 628 to 872 ms (4x), 2026-12-06.
  const critical = styleHref
    ? new Beasties({
        path: staticDir,
        preload: 'body',
        noscriptFallback: false,
        pruneSource: false,
        reduceInlineStyles: false,
        fonts: false,
        compress: true,
        logLevel: 'silent',
      })
    : null;
  const visitor = new AsyncLocalStorage<{ cookie: string }>();
  entry.setServerFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const headers: Record<string, string> = Object.fromEntries(request.headers.entries());
    headers.cookie = visitor.getStore()?.cookie ?? '';
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: body,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  });
  // The sign-in page needs no data: rendered once per address and preferences, then kept.
  const signInPages = new Map<string, string>();
  return async (request) => {
    const cookie = request.headers.cookie ?? '';
    const signIn = request.url.split('?')[0] === '/login';
    // Without a session there is no screen to render but sign-in: other pages go there in the browser.
    if (!signIn && !cookieValue(cookie, SESSION_COOKIE)) return null;
    const prefs = cookieValue(cookie, UI_COOKIE);
    const key = `${request.url} ${prefs ?? ''}`;
    const kept = signIn ? signInPages.get(key) : undefined;
    if (kept) return kept;
    // The kept sign-in page is everyone's: rendered with the preferences alone, never a session.
    const page = signIn
      ? await renderScreen(request, prefs ? `${UI_COOKIE}=${prefs}` : '', template).then(
          (rendered) => rendered && (critical ? critical.process(rendered) : rendered),
        )
      : await renderScreen(request, cookie, template);
    if (page && signIn) {
      if (signInPages.size >= 32) signInPages.delete(signInPages.keys().next().value!);
      signInPages.set(key, page);
    }
    return page;
  };

  async function renderScreen(request: FastifyRequest, cookie: string, page: string) {
    const started = performance.now();
    const rendered = await visitor.run({ cookie }, () => entry.render(request.url, cookie));
    if (!rendered) return null;
    const state = serializeState(rendered.state);
    request.log.debug({ ...rendered.timings, totalMs: Math.round(performance.now() - started) }, 'page rendered');
    // The screen's own title replaces the page's default one.
    return (rendered.head.includes('<title>') ? page.replace(/<title>[^<]*<\/title>/, '') : page)
      .replace(/<html lang="[^"]*"/, `<html lang="${rendered.language}"`)
      .replace('</head>', `${rendered.head}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${rendered.html}</div><script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
      );
  }
}
