import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/security/forgot-password-page';

/** "Forgot password?" from the sign-in page: open to anyone. */
export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});
