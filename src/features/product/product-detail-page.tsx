/**
 * A product's detail, opened by numeric id or by guid: product info,
 * translations, partner profiles and metadata. A missing product shows a not-found state.
 */
import { DetailQuery } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, TextLink } from '@/components/detail/links';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useShortcut } from '@/hooks/use-shortcut';
import { formatTimestamp } from '@/shared/dates';
import { enumLabel, metadataValueText, productStatusCode } from '@/shared/enumerations';
import type { MetadataItem, ProductDetail } from '@/shared/schemas/product';
import { useAccess } from '@/hooks/use-access';
import { productQueries } from './api/product-api';
import type { ExplainQuestion, ProductSearch, ProductView } from './product-view';
import { Block, Facts, FactsBlock } from '@/components/layout/block';
import { loadPricingBlocks } from './pricing/load-pricing-blocks';
import { ProductStatusBadge } from './components/product-status-badge';
import { EMPTY } from '@/shared/format';

const route = getRouteApi('/_app/products/$productId');
/** The edit view's form (react-hook-form, zod) loads when it is first opened. */
const ProductForm = lazy(() => import('./components/product-form').then((m) => ({ default: m.ProductForm })));
/** The pricing blocks load beside the product (the route starts them); the product's facts paint first. */
const PricingBlocks = lazy(loadPricingBlocks);

export function ProductDetailPage() {
  const { t } = useTranslation();
  const { productId } = route.useParams();
  const product = useQuery(productQueries.detail(productId));
  const definitions = useQuery(productQueries.metadatas());

  return (
    <DetailQuery
      query={product}
      render={(found) => <ProductScreen product={found} definitions={definitions.data} />}
      notFoundTitle={t('product:notFound')}
      notFoundText={t('product:notFoundText', { key: productId })}
    >
      <TextLink to="/products">{t('product:backToList')}</TextLink>
    </DetailQuery>
  );
}

function ProductScreen({ product, definitions }: { product: ProductDetail; definitions: MetadataItem[] | undefined }) {
  const { t } = useTranslation();
  const canEdit = useAccess().canEdit('products');
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const requested = search.view;
  // Without edit right the edit view is not offered, whatever the link says.
  const view = requested === 'edit' && !canEdit ? undefined : requested;
  // Edit and full view exclude each other: switching one on closes the other (E and D).
  const toggle = (next: ProductView) =>
    void navigate({ search: (s) => (s.view === next ? {} : { view: next }), replace: true });
  useShortcut('toggleEdit', () => toggle('edit'), canEdit);
  useShortcut('toggleDetail', () => toggle('full'));
  return (
    <DetailScreen
      titleId="product-title"
      back={<BackLink to="/products">{t('product:backToList')}</BackLink>}
      title={product.code}
      badge={<ProductStatusBadge statusId={product.productStatusId} description={product.productStatusDescription} />}
      rest={
        <>
          <p className="w-full text-slate-700">{product.currentUserLocaleTranslationName}</p>
          <div className="flex gap-2" role="group" aria-label={t('product:views')}>
            <Button
              variant={view === 'edit' ? 'primary' : 'secondary'}
              aria-pressed={view === 'edit'}
              disabled={!canEdit}
              title={canEdit ? undefined : t('product:noEditRightEdit')}
              onClick={() => toggle('edit')}
            >
              {t('actions.edit')}
            </Button>
            <Button
              variant={view === 'full' ? 'primary' : 'secondary'}
              aria-pressed={view === 'full'}
              onClick={() => toggle('full')}
            >
              {t('product:fullView')}
            </Button>
          </div>
        </>
      }
    >
      {view === 'edit' && definitions ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ProductForm
            key={product.productId}
            product={product}
            definitions={definitions}
            onCancel={() => toggle('edit')}
            onDone={() => void navigate({ search: {}, replace: true })}
          />
        </Suspense>
      ) : (
        <>
          <ReadOnlyBlocks product={product} definitions={definitions} full={view === 'full'} />
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <PricingBlocks
              productGuid={product.productGuid}
              question={explainQuestionOf(search)}
              readOnly={
                !canEdit ? t('pricing:noEditRight') : view === 'full' ? t('pricing:readOnlyInFullView') : undefined
              }
            />
          </Suspense>
        </>
      )}
    </DetailScreen>
  );
}

function ReadOnlyBlocks({
  product,
  definitions,
  full,
}: {
  product: ProductDetail;
  definitions: MetadataItem[] | undefined;
  full: boolean;
}) {
  const { t } = useTranslation();
  const profile = product.partnerCenterProfile;
  const metadatas = product.metadatas.filter((m) => m.accessibility !== 'Hidden');
  return (
    <>
      <FactsBlock
        title={t('product:blocks.info')}
        rows={[
          [
            t('product:fields.productType'),
            enumLabel(t, 'productType', product.productTypeCode, product.productTypeDescription),
          ],
          [
            t('product:fields.priceMethod'),
            enumLabel(t, 'priceMethod', product.priceMethodCode, product.priceMethodDescription),
          ],
          [
            t('product:fields.status'),
            enumLabel(t, 'productStatus', productStatusCode(product.productStatusId), product.productStatusDescription),
          ],
          [t('product:fields.rebateGroup'), product.partnerPricingProfile.rebateGroup ?? t('product:noRebateGroup')],
          [t('product:fields.productGuid'), <code key="guid">{product.productGuid}</code>],
          [t('product:fields.updatedAt'), formatTimestamp(product.updatedAt)],
        ]}
      />

      {full && (
        <>
          <FactsBlock
            title={t('product:blocks.translations')}
            rows={product.translations.map((tr) => [t(`product:languages.${tr.language}`), tr.description] as const)}
          />

          <FactsBlock
            title={t('product:blocks.partnerCenter')}
            rows={[
              [t('product:fields.offerId'), profile.offerId ?? EMPTY],
              [t('product:fields.offerUri'), profile.offerUri ?? EMPTY],
              [t('product:fields.availabilityProductId'), profile.availabilityProductId ?? EMPTY],
              [t('product:fields.availabilitySkuId'), profile.availabilitySkuId ?? EMPTY],
              [t('product:fields.availabilityId'), profile.availabilityId ?? EMPTY],
              [t('product:fields.segment'), profile.segment ? t(`product:segments.${profile.segment}`) : EMPTY],
            ]}
          />

          <Block title={t('product:blocks.metadata')}>
            {metadatas.length === 0 ? (
              <p className="text-sm text-slate-700">{t('product:noMetadata')}</p>
            ) : (
              <Facts
                rows={metadatas.map(
                  (m) =>
                    [
                      enumLabel(t, 'metadataCode', m.code),
                      metadataValueText(
                        t,
                        {
                          ...m,
                          availableValues: definitions?.find((d) => d.metadataId === m.metadataId)?.availableValues,
                        },
                        m.value,
                      ),
                    ] as const,
                )}
              />
            )}
          </Block>
        </>
      )}
    </>
  );
}

/** The question in the URL, when there is a whole one. */
const explainQuestionOf = (search: ProductSearch): ExplainQuestion | null =>
  search.explainDate && search.explainQuantity && search.explainPriceTypeId
    ? {
        explainDate: search.explainDate,
        explainQuantity: search.explainQuantity,
        explainPriceTypeId: search.explainPriceTypeId,
        ...(search.explainEntityId ? { explainEntityId: search.explainEntityId } : {}),
        ...(search.explainEntityName ? { explainEntityName: search.explainEntityName } : {}),
      }
    : null;
