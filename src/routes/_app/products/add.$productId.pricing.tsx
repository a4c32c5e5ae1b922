import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/features/security/guards';
import { ModulePage } from '@/features/shell/module-page';

export const Route = createFileRoute('/_app/products/add/$productId/pricing')({
  beforeLoad: requireModule('products', 'edit'),
  component: Screen,
});

function Screen() {
  const { productId } = Route.useParams();
  return <ModulePage moduleKey="products" detail={productId} />;
}
