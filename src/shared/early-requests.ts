/**
 * The calls every screen but sign-in starts with (the account, its rights, the modules), started by
 * a small inline script in index.html while the first JS files still download, instead of after they
 * ran: the HTTP client takes these answers for its first call to each path (src/lib/http.ts
 * `takeEarly`). The build puts the script into index.html (vite.config.ts) and the server allows
 * exactly this script by its hash (server/plugins/security.ts), so the CSP still forbids any other
 * inline script. Only when the API is on the page's origin (no VITE_API_URL).
 */

/** The paths (the security contract's: checked by a unit test). */
export const EARLY_PATHS = [
  '/api/security/v2/account',
  '/api/security/v2/account/accessrights',
  '/api/security/v2/modules',
] as const;

/** What the script leaves on `window`: each path's response, until the client takes it. */
export const EARLY_GLOBAL = '__earlyRequests';

/**
 * The script: plain ES5-level JavaScript, run before any module. A failure nobody takes (the screen
 * went elsewhere) is not reported as unhandled; whoever takes the answer still sees it.
 */
export const EARLY_SCRIPT =
  `if(!/^\\/(login|oauth)/.test(location.pathname)){var e=window.${EARLY_GLOBAL}={};` +
  `${JSON.stringify(EARLY_PATHS)}.forEach(function(p){e[p]=fetch(p,{credentials:'include',` +
  `headers:{'X-Requested-With':'XMLHttpRequest',Accept:'application/json'}});e[p].catch(function(){})})}`;
