import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { productList } from '@/features/product/product-list';
import { ProductsPage } from '@/features/product/products-page';

const list = listRoute(productList);

export const Route = createFileRoute('/_app/products/')({ ...list, component: ProductsPage });
