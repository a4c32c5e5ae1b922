import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { __pascal__DetailPage } from '@/features/__kebab__/__kebab__-detail-page';

const record = recordRoute({
  module: '__moduleKey__',
  namespaces: ['__camel__'],
  queries: async (id) => [(await import('@/features/__kebab__/api/__kebab__-api')).__camel__Queries.detail(id)],
});

/** __detailPath__: one record (a page of its own, not nested in the list's route). */
export const Route = createFileRoute('__detailRouteId__')({ ...record, component: __pascal__DetailPage });
