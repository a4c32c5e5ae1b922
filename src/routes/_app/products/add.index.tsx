import { createFileRoute } from '@tanstack/react-router';
import { ProductAddPage } from '@/features/product/product-add-page';
import { requireModule } from '@/lib/guards';

export const Route = createFileRoute('/_app/products/add/')({
  beforeLoad: requireModule('products', 'edit'),
  component: ProductAddPage,
});
