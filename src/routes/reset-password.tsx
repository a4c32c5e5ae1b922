import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/security/reset-password-page';
import { loadNamespaces } from '@/lib/i18n';

type ResetSearch = { token?: string };

/** The page a password reset mail links to: open to anyone, the link's token in the address. */
export const Route = createFileRoute('/reset-password')({
  // Plain validation keeps zod out of the entry chunk.
  validateSearch: (search: Record<string, unknown>): ResetSearch =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  // The link's state is said in a validation text (validation.token.*): here before the answer is.
  loader: () => loadNamespaces('identity', 'validation'),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token ?? ''} />;
}
