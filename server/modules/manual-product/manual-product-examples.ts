/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself) where a
 * request made from the schemas cannot succeed: a code of the gate's own; the seed's first product on
 * its version; its second set inactive.
 */
import type { ManualProduct } from '../../../src/shared/schemas/manual-product';
import type { ModuleExamples } from '../../testing/routes';

const BASE = '/api/invoice/v2/manualproducts';

export const examples: ModuleExamples = (callAsAdmin) => ({
  [`POST ${BASE}`]: async () => ({
    body: {
      code: 'GATE-MANUAL',
      description: 'Gate product',
      productTypeId: 1,
      unitPrice: 10,
      vatRate: 21,
      unit: 'hour',
    },
  }),
  [`PUT ${BASE}`]: async () => {
    const product = await callAsAdmin<ManualProduct>('GET', `${BASE}/1`);
    return { body: { ...product, description: `${product.description} (gate)` } };
  },
  [`GET ${BASE}/:id`]: async () => ({ params: { id: 1 } }),
  [`POST ${BASE}/set-inactive`]: async () => ({ body: { manualProductIds: [2] } }),
});
