/**
 * What the server puts beside the HTML it rendered (server/plugins/ssr.ts, src/entry-server.tsx):
 * the query cache it rendered from and the screen preferences it rendered with, in a JSON script
 * tag (data, not code: the CSP stays as it is). The browser hydrates when its own preferences are
 * the same, else renders afresh.
 */
export const SSR_STATE_ID = 'ssr-state';
/** The cookie that mirrors the persisted screen preferences (ui-store) for the server. */
export const UI_COOKIE = 'backoffice-ui';
/** `<` escaped, so the JSON cannot close its script tag. */
export const serializeState = (state: unknown) => JSON.stringify(state).replace(/</g, '\\u003c');
