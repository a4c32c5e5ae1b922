import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { StatementDetailPage } from '@/features/statement/statement-detail-page';

const record = recordRoute({
  module: 'invoices',
  param: 'statementId',
  namespaces: ['statement'],
  queries: async (id) => (await import('@/features/statement/api/statement-api')).statementDetailQueries(id),
});

/** /invoices/statements/{id}: one bank statement with its lines (not nested in the list's route). */
export const Route = createFileRoute('/_app/invoices/statements_/$statementId')({
  ...record,
  component: StatementDetailPage,
});
