import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { draftList } from '@/features/draft/draft-list';
import { DraftsPage } from '@/features/draft/drafts-page';

/** /invoices/drafts: the month run's drafts, or a simulation's (beside $sub.tsx, which keeps the other sub-modules). */
const list = listRoute(draftList);

export const Route = createFileRoute('/_app/invoices/drafts')({ ...list, component: DraftsPage });
