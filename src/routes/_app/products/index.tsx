import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '@/features/product/products-page';
import { PRODUCT_FILTERS, PRODUCT_SORT_COLUMNS } from '@/features/product/product-filters';
import { requireModule } from '@/features/security/guards';
import { parseListSearch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/products/')({
  validateSearch: (search) => parseListSearch(search, PRODUCT_SORT_COLUMNS, PRODUCT_FILTERS),
  beforeLoad: requireModule('products'),
  component: ProductsPage,
});
