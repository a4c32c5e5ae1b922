/** Same-origin checks for redirects: followed inside the app when same origin, else by the browser. */
export function sameOriginPath(url: string, origin: string = globalThis.location.origin): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/** A return URL is only ever a path of this app; anything else falls back to the root. */
export function safeReturnPath(returnUrl: string | undefined | null): string {
  if (!returnUrl) return '/';
  const path = sameOriginPath(returnUrl);
  if (!path || path.startsWith('/login') || path.startsWith('/oauth')) return '/';
  return path;
}

/** Go to a URL: inside the app when same origin, else a full browser navigation. */
export function followRedirect(url: string, navigateInApp: (path: string) => void) {
  const path = sameOriginPath(url);
  if (path !== null) navigateInApp(path);
  else globalThis.location.assign(url);
}

/** The record id a URL segment names (`/invoices/invoices/42`), or null when it names none (1 to 9 digits). */
export const idOfSegment = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : null);
