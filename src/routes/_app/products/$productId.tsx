import { createFileRoute } from '@tanstack/react-router';
import { loadPricingBlocks } from '@/features/product/pricing/load-pricing-blocks';
import { ProductDetailPage } from '@/features/product/product-detail-page';
import { parseProductView } from '@/features/product/product-view';
import { requireModule } from '@/lib/guards';
import { loadQueries } from '@/lib/query-client';

export const Route = createFileRoute('/_app/products/$productId')({
  validateSearch: parseProductView,
  beforeLoad: requireModule('products'),
  // The product, its query factory and the pricing blocks' chunk load together.
  loader: (match) => {
    void loadPricingBlocks();
    return import('@/features/product/api/product-api').then(({ productQueries }) =>
      loadQueries(match, productQueries.detail(match.params.productId), productQueries.metadatas()),
    );
  },
  component: ProductDetailPage,
});
