import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '@/features/security/two-factor-page';
import { loadNamespaces } from '@/lib/i18n';

/** A sign-in's second step (a code, or enrolling an authenticator), after the password on /login. */
export const Route = createFileRoute('/two-factor')({
  loader: () => loadNamespaces('identity'),
  component: TwoFactorPage,
});
