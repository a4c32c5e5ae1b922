import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { statementList } from '@/features/statement/statement-list';
import { StatementsPage } from '@/features/statement/statements-page';

/** /invoices/statements: the bank statements (beside $sub.tsx, which keeps the unknown sub-modules). */
const list = listRoute(statementList);

export const Route = createFileRoute('/_app/invoices/statements')({ ...list, component: StatementsPage });
