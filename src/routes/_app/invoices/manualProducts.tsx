import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { manualProductList } from '@/features/manual-product/manual-product-list';
import { ManualProductsPage } from '@/features/manual-product/manual-products-page';

const list = listRoute(manualProductList);

/** /invoices/manualProducts (beside $sub.tsx, which keeps the sub-modules not built yet). */
export const Route = createFileRoute('/_app/invoices/manualProducts')({ ...list, component: ManualProductsPage });
