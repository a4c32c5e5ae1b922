/** The pricing list, its graph and the price explanation of a product (read-only in the full view). */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { priceQueries } from '../api/price-api';
import { Block } from '@/components/layout/block';
import { PriceExplanation } from './price-explanation';
import { PricingSection } from './pricing-section';
import type { ExplainQuestion } from '../../product-view';

/** The graph (visx) loads in its own chunk. */
const PricingGraph = lazy(() => import('./pricing-graph'));

/** The pricing list, its graph and the price explanation; read-only in the full view. */
export default function PricingBlocks({
  productGuid,
  readOnly,
  question,
}: {
  productGuid: string;
  /** A question to explain at once ("why this price" from a contract item). */
  question?: ExplainQuestion | null | undefined;
  /** Why prices cannot be changed here; absent: they can. */
  readOnly?: string | undefined;
}) {
  const { t } = useTranslation();
  const prices = useQuery(priceQueries.list(productGuid));
  return (
    <>
      <Block title={t('pricing:title')}>
        <PricingSection productGuid={productGuid} readOnly={readOnly} />
      </Block>
      <Block title={t('pricing:graph.title')}>
        {prices.data ? (
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <PricingGraph prices={prices.data} />
          </Suspense>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </Block>
      <Block title={t('pricing:explain.title')}>
        <PriceExplanation productGuid={productGuid} prices={prices.data} initial={question ?? undefined} />
      </Block>
    </>
  );
}
