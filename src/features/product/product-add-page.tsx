/** /products/add: the new-product form (edit right, guarded by the route). */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/ui/skeleton';
import { productQueries } from './api/product-api';
import { PageHeading } from '@/components/layout/page-heading';

/** react-hook-form, zod and the fields load with this screen, not with the list. */
const ProductCreateForm = lazy(() => import('./components/product-form').then((m) => ({ default: m.ProductForm })));

export function ProductAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const definitions = useQuery(productQueries.metadatas());
  const loading = <Loading className="flex max-w-3xl flex-col gap-4" bars={['h-40 w-full', 'h-40 w-full']} />;
  return (
    <section aria-labelledby="product-add-title" className="flex flex-col gap-4">
      <PageHeading id="product-add-title" title={t('product:addTitle')} />
      {definitions.data ? (
        <Suspense fallback={loading}>
          <ProductCreateForm
            definitions={definitions.data}
            onCancel={() => void navigate({ to: '/products' })}
            onDone={(done) => {
              if (!('created' in done)) return;
              const { created } = done;
              void navigate(
                created.pricingNext
                  ? { to: '/products/add/$productId/pricing', params: { productId: String(created.productId) } }
                  : { to: '/products/$productId', params: { productId: String(created.productId) } },
              );
            }}
          />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
