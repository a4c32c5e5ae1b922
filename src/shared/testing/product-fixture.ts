/**
 * A product's create body for tests: type, price method and status 1, the description in NL, EN and
 * FR (in that order), no metadata, no rebate group, no Partner Center profile.
 */
export const aProductInput = (code: string, [nl, en, fr]: readonly [string, string, string]) => ({
  code,
  productTypeId: 1,
  priceMethodId: 1,
  productStatusId: 1,
  translations: [
    { language: 'NL', description: nl },
    { language: 'EN', description: en },
    { language: 'FR', description: fr },
  ],
  metadatas: [] as { metadataId: number; value: unknown }[],
  partnerPricingProfile: { rebateGroupId: null as number | null },
  productPartnerCenterProfile: {},
});
