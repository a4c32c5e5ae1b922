/**
 * /products/add/{id}/pricing: the step after "save and continue to pricing".
 * Price rules can be added here, or pricing skipped; either way the user goes on to the product.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/ui/skeleton';
import { priceQueries } from './api/price-api';
import { productQueries } from '../api/product-api';
import { PricingSection } from './components/pricing-section';
import { PageHeading } from '@/components/layout/page-heading';

const route = getRouteApi('/_app/products/add/$productId/pricing');

export function ProductPricingStepPage() {
  const { t } = useTranslation();
  const { productId } = route.useParams();
  const product = useQuery(productQueries.detail(productId));
  const prices = useQuery({ ...priceQueries.list(product.data?.productGuid ?? ''), enabled: !!product.data });
  const hasPrices = (prices.data?.length ?? 0) > 0;
  const next = { to: '/products/$productId', params: { productId } } as const;
  const linkClass = 'rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <section aria-labelledby="pricing-step-title" className="flex flex-col gap-4">
      <PageHeading id="pricing-step-title" title={t('pricing:step.title')} />
      {product.isPending ? (
        <Loading className="flex flex-col gap-3" bars={['h-6 w-64', 'h-40 w-full']} />
      ) : product.isError ? (
        <p role="alert" className="text-slate-700">
          {t('product:notFoundText', { key: productId })}
        </p>
      ) : (
        <>
          <p className="text-slate-700">
            {t('pricing:step.intro', { code: product.data.code, name: product.data.currentUserLocaleTranslationName })}
          </p>
          <h2 className="text-lg font-semibold">{t('pricing:step.rules')}</h2>
          <PricingSection productGuid={product.data.productGuid} />
          <div className="flex justify-end gap-2">
            {hasPrices ? (
              <Link {...next} className={`${linkClass} bg-brand-600 text-white hover:bg-brand-700`}>
                {t('pricing:step.done')}
              </Link>
            ) : (
              <Link
                {...next}
                className={`${linkClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
              >
                {t('pricing:step.skip')}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
