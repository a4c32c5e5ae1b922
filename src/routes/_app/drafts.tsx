import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireModule } from '@/lib/guards';

/** /drafts: the drafts' own address (spec 02); the screen lives under /invoices/drafts, with the same search. */
export const Route = createFileRoute('/_app/drafts')({
  beforeLoad: async (ctx) => {
    await requireModule('drafts')(ctx);
    throw redirect({ to: '/invoices/drafts', search: ctx.search as never, replace: true });
  },
});
