import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/security/forgot-password-page';
import { loadNamespaces } from '@/lib/i18n';

/** "Forgot password?" from the sign-in page: open to anyone. */
export const Route = createFileRoute('/forgot-password')({
  loader: () => loadNamespaces('identity'),
  component: ForgotPasswordPage,
});
