/**
 * The demo catalogue (products.ts seeds it): the product types and price methods, the Microsoft 365
 * and Azure (NCE) offers in their terms and segments, and catalogue(), which lists every product
 * with its texts, the reseller's own lines (own-products.ts) included.
 */
import { DOMAIN_ACTIONS, OWN_PRODUCTS, t3, TLDS } from './own-products';
import { PRODUCT_STATUS, type PriceMethodCode, type ProductTypeCode } from '../../../src/shared/constants/product';

export type Texts = { EN?: string; NL?: string; FR?: string };
export type Segment = 'commercial' | 'education' | 'charity';

const { decommissioned } = PRODUCT_STATUS;
export type StatusId = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];

export const TYPES = {
  nce: ['MS_NCE', 'Microsoft 365 licence (NCE)'],
  azure: ['MS_AZURE', 'Microsoft Azure'],
  domain: ['DOMAIN', 'Domain name'],
  ssl: ['SSL', 'SSL certificate'],
  hosting: ['HOSTING', 'Hosting'],
  transit: ['IP_TRANSIT', 'IP transit'],
  ipRange: ['IP_RANGE', 'IP address range'],
  support: ['SUPPORT', 'Support'],
  fee: ['SERVICE_FEE', 'Service fee'],
} as const satisfies Record<string, readonly [ProductTypeCode, string]>;
export type TypeKey = keyof typeof TYPES;

export const METHODS = {
  fixed: ['FIXED', 'Fixed'],
  tiered: ['TIERED', 'Tiered (staffel)'],
  volume: ['VOLUME', 'Volume'],
  payPerUse: ['PAY_PER_USE', 'Pay per use'],
} as const satisfies Record<string, readonly [PriceMethodCode, string]>;
export type MethodKey = keyof typeof METHODS;

export type CatalogueItem = {
  code: string;
  type: TypeKey;
  method: MethodKey;
  texts: Texts;
  partnerCenter?: { productId: string; skuId: string; segment: Segment };
  /** Fixed status (retired offers); otherwise drawn. */
  status?: StatusId;
  /** Chance of a rebate group. */
  rebateChance: number;
};

/** NCE term and billing variants, with their label in each language. */
export const TERMS = {
  'P1M-M': { EN: 'P1M monthly', NL: 'P1M maandelijks', FR: 'P1M mensuel' },
  'P1Y-M': { EN: 'P1Y monthly billing', NL: 'P1Y maandelijkse facturatie', FR: 'P1Y facturation mensuelle' },
  'P1Y-A': { EN: 'P1Y annual', NL: 'P1Y jaarlijks', FR: 'P1Y annuel' },
  'P3Y-A': { EN: 'P3Y annual', NL: 'P3Y jaarlijks', FR: 'P3Y annuel' },
} as const;
export type Term = keyof typeof TERMS;
const STANDARD_TERMS: Term[] = ['P1M-M', 'P1Y-M', 'P1Y-A'];

/** [Partner Center product id, name, terms, retired] of the commercial offers. */
const NCE_COMMERCIAL: [string, string, Term[]?, boolean?][] = [
  ['CFQ7TTC0LH18', 'Microsoft 365 Business Basic'],
  ['CFQ7TTC0LDPB', 'Microsoft 365 Business Standard'],
  ['CFQ7TTC0LCHC', 'Microsoft 365 Business Premium', [...STANDARD_TERMS, 'P3Y-A']],
  ['CFQ7TTC0LH1G', 'Microsoft 365 Apps for business'],
  ['CFQ7TTC0LGZT', 'Microsoft 365 Apps for enterprise'],
  ['CFQ7TTC0LF8Q', 'Office 365 E1'],
  ['CFQ7TTC0LF8R', 'Office 365 E3', [...STANDARD_TERMS, 'P3Y-A']],
  ['CFQ7TTC0LF8S', 'Office 365 E5'],
  ['CFQ7TTC0LFLX', 'Microsoft 365 E3', [...STANDARD_TERMS, 'P3Y-A']],
  ['CFQ7TTC0LFLZ', 'Microsoft 365 E5', [...STANDARD_TERMS, 'P3Y-A']],
  ['CFQ7TTC0LGTX', 'Microsoft 365 F1'],
  ['CFQ7TTC0LFNZ', 'Microsoft 365 F3'],
  ['CFQ7TTC0LH16', 'Exchange Online (Plan 1)'],
  ['CFQ7TTC0LH1P', 'Exchange Online (Plan 2)'],
  ['CFQ7TTC0LH0T', 'Exchange Online Kiosk'],
  ['CFQ7TTC0RM8K', 'Microsoft Teams Essentials'],
  ['CFQ7TTC0MBMD', 'Microsoft Teams Enterprise'],
  ['CFQ7TTC0RM6K', 'Microsoft Teams Premium'],
  ['CFQ7TTC0LH2T', 'Microsoft Teams Exploratory', ['P1M-M', 'P1Y-A'], true],
  ['CFQ7TTC0LCS3', 'Microsoft Defender for Business'],
  ['CFQ7TTC0LGLT', 'Microsoft Defender for Endpoint P1'],
  ['CFQ7TTC0LGLV', 'Microsoft Defender for Endpoint P2'],
  ['CFQ7TTC0LG7P', 'Microsoft Defender for Office 365 (Plan 1)'],
  ['CFQ7TTC0LG7R', 'Microsoft Defender for Office 365 (Plan 2)'],
  ['CFQ7TTC0LFK5', 'Microsoft Entra ID P1'],
  ['CFQ7TTC0LH0Q', 'Microsoft Entra ID P2'],
  ['CFQ7TTC0LCHK', 'Microsoft Intune Plan 1'],
  ['CFQ7TTC0MM8R', 'Microsoft 365 Copilot', ['P1M-M', 'P1Y-M', 'P1Y-A']],
  ['CFQ7TTC0HD33', 'Visio Plan 1'],
  ['CFQ7TTC0HD32', 'Visio Plan 2'],
  ['CFQ7TTC0HDN1', 'Project Plan 1'],
  ['CFQ7TTC0HDN0', 'Project Plan 3'],
  ['CFQ7TTC0HDMT', 'Project Plan 5'],
  ['CFQ7TTC0L3PB', 'Power BI Pro'],
  ['CFQ7TTC0HDJ3', 'Power BI Premium Per User'],
  ['CFQ7TTC0J1FV', 'Windows 365 Business 2 vCPU, 4 GB, 128 GB'],
  ['CFQ7TTC0LJ0M', 'Microsoft 365 Business Voice', ['P1M-M', 'P1Y-A'], true],
  ['CFQ7TTC0LHRJ', 'Dynamics 365 Business Central Essentials', ['P1M-M', 'P1Y-A']],
  ['CFQ7TTC0LHRK', 'Dynamics 365 Business Central Premium', ['P1M-M', 'P1Y-A']],
];

/** Education and nonprofit offers: their own SKUs of a product, so the SKU is part of the code. */
const NCE_SEGMENTED: [string, string, string, Segment][] = [
  ['CFQ7TTC0LFJ9', '0002', 'Microsoft 365 A1 for faculty', 'education'],
  ['CFQ7TTC0LF6S', '0004', 'Microsoft 365 A3 for faculty', 'education'],
  ['CFQ7TTC0LF6S', '0005', 'Microsoft 365 A3 for students', 'education'],
  ['CFQ7TTC0LF5R', '0004', 'Microsoft 365 A5 for faculty', 'education'],
  ['CFQ7TTC0LF7B', '0004', 'Office 365 A3 for faculty', 'education'],
  ['CFQ7TTC0LH18', '0009', 'Microsoft 365 Business Basic (nonprofit)', 'charity'],
  ['CFQ7TTC0LDPB', '0009', 'Microsoft 365 Business Standard (nonprofit)', 'charity'],
  ['CFQ7TTC0LCHC', '0009', 'Microsoft 365 Business Premium (nonprofit)', 'charity'],
  ['CFQ7TTC0LFLX', '0009', 'Microsoft 365 E3 (nonprofit)', 'charity'],
];

/** The chance of a rebate group of the reseller's own lines, by type. */
const OWN_REBATE_CHANCE: Partial<Record<TypeKey, number>> = { ssl: 0.4, hosting: 0.4, transit: 0.2, ipRange: 0.2 };

/** `key` as a key of `record` (a line of a table names its type and price method by key). */
function keyOf<K extends string>(record: Record<K, unknown>, key: string): K {
  if (!(key in record)) throw new Error(`unknown key ${key}`);
  return key as K;
}

export function catalogue(): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  const nce = (productId: string, skuId: string, name: string, segment: Segment, terms: Term[], retired = false) => {
    for (const term of terms) {
      const label = TERMS[term];
      items.push({
        code: skuId === '0001' ? `${productId}-${term}` : `${productId}-${skuId}-${term}`,
        type: 'nce',
        method: name.includes('Copilot') || name.startsWith('Microsoft 365 E') ? 'volume' : 'fixed',
        texts: { EN: `${name} (${label.EN})`, NL: `${name} (${label.NL})`, FR: `${name} (${label.FR})` },
        partnerCenter: { productId, skuId, segment },
        ...(retired ? { status: decommissioned } : {}),
        rebateChance: 0.85,
      });
    }
  };
  for (const [productId, name, terms, retired] of NCE_COMMERCIAL)
    nce(productId, '0001', name, 'commercial', terms ?? STANDARD_TERMS, retired);
  for (const [productId, skuId, name, segment] of NCE_SEGMENTED)
    nce(productId, skuId, name, segment, ['P1M-M', 'P1Y-A']);
  items.push({
    code: 'DZH318Z0BPS6',
    type: 'azure',
    method: 'payPerUse',
    texts: t3('Azure plan (consumption)', 'Azure-abonnement (verbruik)', 'Abonnement Azure (consommation)'),
    partnerCenter: { productId: 'DZH318Z0BPS6', skuId: '0001', segment: 'commercial' },
    rebateChance: 0.9,
  });
  for (const tld of TLDS)
    for (const [action, label] of DOMAIN_ACTIONS)
      items.push({
        code: `DOM-${tld.toUpperCase()}-${action}`,
        type: 'domain',
        method: 'fixed',
        texts: t3(
          `Domain name .${tld}, ${label.EN} (1 year)`,
          `Domeinnaam .${tld}, ${label.NL} (1 jaar)`,
          `Nom de domaine .${tld}, ${label.FR} (1 an)`,
        ),
        ...(tld === 'vlaanderen' && action === 'TRF' ? { status: decommissioned } : {}),
        rebateChance: 0.4,
      });
  items.push(
    {
      code: 'DOM-DNS-HOSTING',
      type: 'domain',
      method: 'fixed',
      texts: t3('DNS hosting, per zone', 'DNS-hosting, per zone', 'Hébergement DNS, par zone'),
      rebateChance: 0.4,
    },
    {
      code: 'DOM-PRIVACY',
      type: 'domain',
      method: 'fixed',
      texts: t3('Domain privacy protection', 'Privacybescherming domeinnaam', 'Protection de la vie privée du domaine'),
      rebateChance: 0.4,
    },
  );
  for (const { code, type, method, texts } of OWN_PRODUCTS)
    items.push({
      code,
      type: keyOf(TYPES, type),
      method: keyOf(METHODS, method),
      texts,
      ...(code === 'IPV4-SINGLE' ? { status: decommissioned } : {}),
      rebateChance: OWN_REBATE_CHANCE[keyOf(TYPES, type)] ?? 0,
    });
  return items;
}
