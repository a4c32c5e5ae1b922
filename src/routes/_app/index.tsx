import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstSidebarPath } from '@/lib/modules';

/** The root path opens the first module shown in the sidebar. */
export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => {
    const path = firstSidebarPath(context.modules);
    if (path) throw redirect({ href: path, replace: true });
  },
  component: () => null,
});
