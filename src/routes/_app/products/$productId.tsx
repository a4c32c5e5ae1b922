import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/features/security/guards';
import { ModulePage } from '@/features/shell/module-page';

export const Route = createFileRoute('/_app/products/$productId')({
  beforeLoad: requireModule('products'),
  component: Screen,
});

function Screen() {
  const { productId } = Route.useParams();
  return <ModulePage moduleKey="products" detail={productId} />;
}
