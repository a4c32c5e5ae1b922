import type { Price } from '@/shared/schemas/price';

export const TEST_PRODUCT_GUID = '7d5f1d6a-3c1b-4b7e-9a57-0c2f6f4a1b2c';

let nextId = 1;

/** A price for tests: a general Sales (RRP) price of € 10, open in every bound; ids count up. */
export function aPrice(overrides: Partial<Price> = {}): Price {
  return {
    priceId: nextId++,
    productGuid: TEST_PRODUCT_GUID,
    amount: 10,
    priceTypeId: 2,
    priceTypeDescription: 'Sales (RRP)',
    entityId: null,
    entityName: null,
    dateFrom: null,
    dateUntil: null,
    quantityFrom: null,
    quantityUntil: null,
    description: null,
    termDurationId: null,
    billingPlanId: null,
    version: 1,
    ...overrides,
  };
}

/** A price valid through 2026 (the graph tests draw calendar years). */
export const aPriceIn2026 = (overrides: Partial<Price> = {}): Price =>
  aPrice({
    priceTypeId: 1,
    priceTypeDescription: 'Purchase',
    dateFrom: '2026-01-01T00:00:00.000Z',
    dateUntil: '2026-12-31T00:00:00.000Z',
    ...overrides,
  });
