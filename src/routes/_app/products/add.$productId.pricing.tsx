import { createFileRoute } from '@tanstack/react-router';
import { ProductPricingStepPage } from '@/features/product/pricing/product-pricing-step-page';
import { requireModule } from '@/lib/guards';

export const Route = createFileRoute('/_app/products/add/$productId/pricing')({
  beforeLoad: requireModule('products', 'edit'),
  component: ProductPricingStepPage,
});
