import { createFileRoute } from '@tanstack/react-router';
import { call } from '@/lib/http';
import { followRedirect } from '@/lib/url';
import { securityEndpoints } from '@/shared/endpoints/security';
import { Skeleton } from '@/components/ui/skeleton';

/** Starts single sign-on: the server answers the identity provider's address (or the development sign-in). */
export const Route = createFileRoute('/oauth/signin')({
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } =>
    typeof search.returnUrl === 'string' ? { returnUrl: search.returnUrl } : {},
  loaderDeps: ({ search }) => ({ returnUrl: search.returnUrl }),
  loader: async ({ deps, navigate }) => {
    const { url } = await call(securityEndpoints.singleSignOn, { query: { returnUrl: deps.returnUrl ?? '/' } });
    followRedirect(url, (href) => void navigate({ href, replace: true }));
  },
  pendingComponent: () => <Skeleton className="m-8 h-8 w-64" />,
  component: () => null,
});
