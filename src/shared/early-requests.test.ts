import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoints/endpoint';
import { securityEndpoints } from './endpoints/security';
import { EARLY_GLOBAL, EARLY_PATHS, EARLY_SCRIPT } from './early-requests';

/** Runs the script as index.html would, on a page at `pathname`; what it asked for. */
function run(pathname: string) {
  const asked: { url: string; init: RequestInit }[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return Object.assign(Promise.resolve(`answer of ${url}`), { url });
  };
  new Function('window', 'location', 'fetch', EARLY_SCRIPT)(window, { pathname }, fetch);
  return { asked, kept: window[EARLY_GLOBAL] };
}

describe('the early requests of index.html', () => {
  it('are the account, its rights and the modules of the security contract', () => {
    expect(EARLY_PATHS).toEqual(
      [securityEndpoints.account, securityEndpoints.accessRights, securityEndpoints.modules].map((e) => pathOf(e.path)),
    );
  });

  it('ask for each with the session cookie and the CSRF header, and keep the answers by path', async () => {
    const { asked, kept } = run('/products');
    expect(asked.map((a) => a.url)).toEqual([...EARLY_PATHS]);
    expect(asked[0]!.init).toMatchObject({ credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const answers = kept as Record<string, Promise<string>>;
    expect(Object.keys(answers)).toEqual([...EARLY_PATHS]);
    for (const path of EARLY_PATHS) await expect(answers[path]).resolves.toBe(`answer of ${path}`);
  });

  it('ask for nothing on the sign-in screens', () => {
    for (const pathname of ['/login', '/login/forgot', '/oauth/signin']) expect(run(pathname).asked).toEqual([]);
  });
});
