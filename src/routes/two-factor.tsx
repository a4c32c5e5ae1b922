import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '@/features/security/two-factor-page';

/** A sign-in's second step (a code, or enrolling an authenticator), after the password on /login. */
export const Route = createFileRoute('/two-factor')({
  component: TwoFactorPage,
});
