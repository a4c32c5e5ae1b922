/**
 * The session on the client: loading the signed-in user and rights for the app layout, the
 * login-redirect step for signed-out visitors, the 401 check and the logout.
 */
import { redirect, type AnyRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, COULD_NOT_GET_USER } from '@/lib/api-error';
import { accessibleModules } from '@/shared/access';
import { call } from '@/lib/http';
import { followRedirect, sameOriginPath } from '@/lib/url';
import { securityEndpoints } from '@/shared/endpoints/security';
import { securityQueries } from '@/lib/security-queries';
import { AccessDeniedError } from '@/lib/guards';
import { dropAllDrafts } from '@/components/form/form-draft';

export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.errorMessage === COULD_NOT_GET_USER);
}

/** Loads account, rights and modules; a signed-out visitor goes through the login redirect step. */
export async function loadSession(queryClient: QueryClient, returnPath: string) {
  let account;
  try {
    account = await queryClient.ensureQueryData(securityQueries.account());
  } catch (error) {
    if (!isSignedOutError(error)) throw error;
    const { url } = await call(securityEndpoints.loginRedirect, { query: { returnUrl: returnPath } });
    const path = sameOriginPath(url);
    if (path !== null) throw redirect({ href: path, replace: true });
    globalThis.location.assign(url);
    return new Promise<never>(() => {});
  }
  const [rights, modules] = await Promise.all([
    queryClient.ensureQueryData(securityQueries.accessRights()),
    queryClient.ensureQueryData(securityQueries.modules()),
  ]);
  return { account, rights, modules: accessibleModules(rights.functionalityAccessRights, modules) };
}

/** Drop every cached answer and go where the server says (or to the login screen). */
export function signOutLocally(queryClient: QueryClient, router: AnyRouter, url = '/login') {
  queryClient.clear();
  followRedirect(url, (path) => void router.navigate({ href: path, replace: true }));
}

export async function logout(queryClient: QueryClient, router: AnyRouter) {
  let url = '/';
  try {
    url = (await call(securityEndpoints.logout, {})).url || '/';
  } finally {
    // What was typed and left unsaved stays on this computer for nobody once its user signs out.
    dropAllDrafts();
    signOutLocally(queryClient, router, url);
  }
}

let checking: Promise<void> | null = null;

/** Any 401: check the account; when there is none, the user is logged out. */
export function handleUnauthorized(queryClient: QueryClient, router: AnyRouter): Promise<void> {
  checking ??= queryClient
    .fetchQuery({ ...securityQueries.account(), staleTime: 0, retry: false })
    .then(
      () => undefined,
      (error: unknown) => {
        if (!isSignedOutError(error)) return;
        const here = router.state.location.href;
        queryClient.clear();
        const returnUrl = here.startsWith('/login') ? undefined : here;
        void router.navigate({ to: '/login', search: { returnUrl }, replace: true });
      },
    )
    .finally(() => {
      checking = null;
    });
  return checking;
}

/**
 * The user's rights changed (the hub said so): the rights, account and modules are fetched again and
 * every other answer shown is refreshed (what it offers may depend on the rights); the routes judge
 * again, so the sidebar shows what is now readable, and a screen no longer allowed is left for the
 * first one that is (the root path).
 */
export async function followRights(queryClient: QueryClient, router: AnyRouter) {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: securityQueries.all(), type: 'all' }),
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== securityQueries.all()[0] }),
  ]);
  await router.invalidate();
  if (router.state.matches.some((m) => m.status === 'error' && m.error instanceof AccessDeniedError))
    await router.navigate({ to: '/', replace: true });
}
