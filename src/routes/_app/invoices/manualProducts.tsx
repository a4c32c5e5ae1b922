import { createFileRoute } from '@tanstack/react-router';
import { MANUAL_PRODUCT_FILTERS } from '@/features/manual-product/manual-product-list';
import { ManualProductsPage } from '@/features/manual-product/manual-products-page';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';
import { MANUAL_PRODUCT_SORT_COLUMNS } from '@/shared/constants/manual-product';

/** /invoices/manualProducts (beside $sub.tsx, which keeps the sub-modules not built yet). */
export const Route = createFileRoute('/_app/invoices/manualProducts')({
  validateSearch: (search) => parseListSearch(search, MANUAL_PRODUCT_SORT_COLUMNS, MANUAL_PRODUCT_FILTERS),
  loaderDeps: ({ search }) => listQueryOf(search, MANUAL_PRODUCT_FILTERS, useUiStore.getState().pageSize),
  beforeLoad: requireModule('manualProducts'),
  // The texts, the page and the type filter's options beside the route's code; the query factory too.
  loader: (match) =>
    Promise.all([
      loadNamespaces('manualProduct'),
      import('@/features/manual-product/api/manual-product-api').then(({ manualProductListQueries }) =>
        loadQueries(match, ...manualProductListQueries(match.deps)),
      ),
    ]),
  component: ManualProductsPage,
});
