import { createFileRoute } from '@tanstack/react-router';
import { loadDateRangeInputs } from '@/components/filters/load-date-range-inputs';
import { ProductsPage } from '@/features/product/products-page';
import { PRODUCT_FILTERS } from '@/features/product/product-list';
import { requireModule } from '@/lib/guards';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';
import { PRODUCT_SORT_COLUMNS } from '@/shared/constants/product';

export const Route = createFileRoute('/_app/products/')({
  validateSearch: (search) => parseListSearch(search, PRODUCT_SORT_COLUMNS, PRODUCT_FILTERS),
  loaderDeps: ({ search }) => listQueryOf(search, PRODUCT_FILTERS, useUiStore.getState().pageSize),
  beforeLoad: requireModule('products'),
  // The page, its filters' options and the date filter's inputs, all at once with the route's code.
  loader: (match) =>
    Promise.all([
      loadDateRangeInputs().catch(() => undefined),
      import('@/features/product/api/product-api').then(({ productListQueries }) =>
        loadQueries(match, ...productListQueries(match.deps)),
      ),
    ]),
  component: ProductsPage,
});
