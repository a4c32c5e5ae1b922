/**
 * The first screen rendered on the server (server/plugins/ssr.ts): the same router, loaders and
 * components as in the browser, with a memory history of the requested page, a query client of its
 * own and the visitor's preferences; the browser then hydrates it (main.tsx). Built by
 * `vite build --ssr` into dist-ssr.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { dehydrate } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { DEFAULT_NAMESPACE, i18next, initI18n, NAMESPACES, pickLanguage } from '@/lib/i18n';
import { useUiStore } from '@/stores/ui-store';
import { setFormatLanguage } from '@/shared/format';
import { prefsFromCookie, type ScreenPrefs } from '@/shared/ssr-state';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';

export { setServerFetch } from '@/lib/http';

let ready: Promise<unknown> | null = null;

export type Rendered = {
  head: string;
  html: string;
  /** The queries, the preferences and the text namespaces the page was rendered with. */
  state: { queries: unknown; ui: ScreenPrefs; namespaces: string[] };
  /** The language the screen is written in (the page's `lang`). */
  language: string;
  /** Where the server's time went (logged at debug level). */
  timings: { loadMs: number; renderMs: number };
};

let queue: Promise<unknown> = Promise.resolve();

/**
 * Every text namespace the render reads, from the key's prefix (`company:partyTypes.ENDUSER`) or the
 * namespaces the component asked for: the browser loads them all before it takes the page over, or
 * a text it does not have yet would not match the server's (a hydration error, the part drawn afresh).
 */
function recordNamespaces(i18n: typeof i18next): Set<string> {
  const used = new Set<string>();
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => string;
  i18n.t = ((key: unknown, ...rest: unknown[]) => {
    const options = rest.find((r) => typeof r === 'object' && r !== null) as { ns?: string | string[] } | undefined;
    for (const k of [key].flat()) {
      const prefix = String(k).split(':', 1)[0]!;
      if (String(k).includes(':') && NAMESPACES.includes(prefix)) used.add(prefix);
      else for (const ns of [options?.ns ?? DEFAULT_NAMESPACE].flat()) used.add(ns);
    }
    return translate(key, ...rest);
  }) as unknown as typeof i18n.t;
  return used;
}

/**
 * How long a page may wait for its lazily loaded parts before the browser is left to render it: a
 * backstop for a part that never loads. A part's first load is a local file read and evaluated, tens
 * of milliseconds on a quiet machine, but it took 2.4 s once with two cores shared by eight test
 * processes (load 8, 2026-12-07): the page then went without its screen.
 */
const RENDER_LIMIT_MS = 5_000;

/**
 * The page's HTML with every lazily loaded part (a form, a panel) in it. A part not loaded yet leaves its
 * fallback (`<!--$!-->`), which the browser would have to render afresh (React error #419): then the
 * page is prerendered once, which waits until every such part has loaded (its streamed output is not
 * what the page needs: it swaps parts in with inline scripts, which the CSP refuses), and rendered
 * again, complete. Null when a part is still missing after RENDER_LIMIT_MS.
 */
async function renderComplete(page: ReactNode): Promise<string | null> {
  const incomplete = (html: string) => html.includes('<!--$!-->');
  let html = renderToString(page);
  if (!incomplete(html)) return html;
  try {
    const { prelude } = await prerenderToNodeStream(page, { signal: AbortSignal.timeout(RENDER_LIMIT_MS) });
    for await (const chunk of prelude) void chunk; // read to the end: every part has loaded
  } catch {
    return null;
  }
  html = renderToString(page);
  return incomplete(html) ? null : html;
}

/**
 * The page's HTML and what the browser needs to take it over, with the preferences the request's
 * cookie carries; null when the page is not a plain screen (a redirect, an error). One page at a
 * time: the preferences and texts are global state.
 */
export function render(url: string, cookieHeader: string | undefined): Promise<Rendered | null> {
  const ui = prefsFromCookie(cookieHeader);
  const next = queue.then(() => renderPage(url, ui));
  queue = next.catch(() => undefined);
  return next;
}

async function renderPage(url: string, ui: ScreenPrefs): Promise<Rendered | null> {
  const language = pickLanguage(ui.language, import.meta.env.VITE_LANGUAGE);
  ready ??= initI18n('en');
  await ready;
  const queryClient = createQueryClient();
  // The preferences are global state: set right before what reads them synchronously (the list's
  // page size when the router matches, the screen when it renders); so is the language figures and
  // names are written in (src/shared/format.ts).
  useUiStore.setState(ui);
  setFormatLanguage(language);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  const t0 = performance.now();
  await router.load();
  const t1 = performance.now();
  // The router's own account of the server load (a redirect to sign-in, a 404, a failed loader).
  const result = router._serverResult;
  if (result?.type !== 'render' || result.status !== 200) return null;
  // A call that failed (a missing record, a refusal) is the browser's to show, with its retry.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  await i18next.loadLanguages(language);
  const i18n = i18next.cloneInstance({ lng: language, initAsync: false });
  const namespaces = recordNamespaces(i18n);
  useUiStore.setState(ui);
  const rendered = await renderComplete(<AppRoot queryClient={queryClient} router={router} i18n={i18n} />);
  if (rendered === null) {
    queryClient.clear();
    return null;
  }
  // React puts what belongs in the head first (an image's preload, the screen's <title>): it goes there.
  const head = /^(?:<link[^>]*>|<title>[^<]*<\/title>)*/.exec(rendered)![0];
  const html = rendered.slice(head.length);
  const t2 = performance.now();
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return {
    head,
    html,
    state: { queries, ui, namespaces: [...namespaces] },
    language,
    timings: { loadMs: Math.round(t1 - t0), renderMs: Math.round(t2 - t1) },
  };
}
