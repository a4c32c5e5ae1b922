import { createFileRoute } from '@tanstack/react-router';
import { loadPricingBlocks } from '@/features/product/pricing/load-pricing-blocks';
import { ProductDetailPage } from '@/features/product/product-detail-page';
import { parseProductView } from '@/features/product/product-view';
import { requireModule } from '@/features/security/guards';

export const Route = createFileRoute('/_app/products/$productId')({
  validateSearch: parseProductView,
  beforeLoad: requireModule('products'),
  // The pricing blocks' chunk loads while the product does.
  loader: () => void loadPricingBlocks(),
  component: ProductDetailPage,
});
