import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/layout/not-found';

/**
 * Every path no other route matches: under the app layout, so a signed-out visitor signs in first
 * (and comes back here), then sees the not-found screen in the shell.
 */
export const Route = createFileRoute('/_app/$')({
  component: () => <NotFound inShell />,
});
