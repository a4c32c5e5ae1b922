import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '@/features/product/product-detail-page';
import { parseProductView } from '@/features/product/product-view';
import { requireModule } from '@/features/security/guards';

export const Route = createFileRoute('/_app/products/$productId')({
  validateSearch: parseProductView,
  beforeLoad: requireModule('products'),
  component: ProductDetailPage,
});
