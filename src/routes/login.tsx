import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/security/login-page';
import { securityQueries } from '@/lib/security-queries';
import { safeReturnPath } from '@/lib/url';

type LoginSearch = { returnUrl?: string; sso?: string };

export const Route = createFileRoute('/login')({
  // Plain validation keeps zod out of the entry chunk; only strings are kept.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.returnUrl === 'string' && search.returnUrl ? { returnUrl: search.returnUrl } : {}),
    ...(typeof search.sso === 'string' ? { sso: search.sso } : {}),
  }),
  beforeLoad: ({ context, search }) => {
    // Already signed in (the account is in the cache): straight on to where the user was going.
    if (context.queryClient.getQueryData(securityQueries.account().queryKey))
      throw redirect({ href: safeReturnPath(search.returnUrl) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl, sso } = Route.useSearch();
  return <LoginPage returnUrl={returnUrl} sso={sso} />;
}
