/**
 * The product catalogue of the demo data: what a Belgian reseller of Microsoft 365/Azure (NCE),
 * domains, SSL, hosting, IP transit and services sells, with NL/EN/FR texts. Deterministic: a fixed
 * random seed decides status, rebate group, version and dates (dates relative to the seeding time).
 * The large size adds generated variants with one INSERT ... SELECT generate_series per table.
 * Partner Center ids follow the real format; the ids themselves are illustrative.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  priceMethods,
  productMetadata,
  productMetadataDefinitions,
  products,
  productStatuses,
  productTranslations,
  productTypes,
} from '../schema';
import { PRODUCT_STATUS } from '../../../src/shared/constants/product';
import type { MetadataAccessibility, MetadataDataType } from '../../../src/shared/constants/metadata';

type Tx = Pick<Db, 'insert' | 'execute'>;
type Texts = { EN?: string; NL?: string; FR?: string };
type Segment = 'commercial' | 'education' | 'charity';

const { active, toCheck, decommissioned } = PRODUCT_STATUS;
type StatusId = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];

export const PRODUCT_STATUS_ROWS = [
  { id: active, description: 'Active' },
  { id: toCheck, description: 'To check' },
  { id: decommissioned, description: 'Decommissioned' },
];

const TYPES = {
  nce: ['MS_NCE', 'Microsoft 365 licence (NCE)'],
  azure: ['MS_AZURE', 'Microsoft Azure'],
  domain: ['DOMAIN', 'Domain name'],
  ssl: ['SSL', 'SSL certificate'],
  hosting: ['HOSTING', 'Hosting'],
  transit: ['IP_TRANSIT', 'IP transit'],
  ipRange: ['IP_RANGE', 'IP address range'],
  support: ['SUPPORT', 'Support'],
  fee: ['SERVICE_FEE', 'Service fee'],
} as const;
type TypeKey = keyof typeof TYPES;

const METHODS = {
  fixed: ['FIXED', 'Fixed'],
  tiered: ['TIERED', 'Tiered (staffel)'],
  volume: ['VOLUME', 'Volume'],
  payPerUse: ['PAY_PER_USE', 'Pay per use'],
} as const;
type MethodKey = keyof typeof METHODS;

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type CatalogueItem = {
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
const TERMS = {
  'P1M-M': { EN: 'P1M monthly', NL: 'P1M maandelijks', FR: 'P1M mensuel' },
  'P1Y-M': { EN: 'P1Y monthly billing', NL: 'P1Y maandelijkse facturatie', FR: 'P1Y facturation mensuelle' },
  'P1Y-A': { EN: 'P1Y annual', NL: 'P1Y jaarlijks', FR: 'P1Y annuel' },
  'P3Y-A': { EN: 'P3Y annual', NL: 'P3Y jaarlijks', FR: 'P3Y annuel' },
} as const;
type Term = keyof typeof TERMS;
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

const TLDS = ['be', 'eu', 'com', 'nl', 'fr', 'net', 'org', 'brussels', 'vlaanderen'];
const DOMAIN_ACTIONS = [
  ['REG', { EN: 'registration', NL: 'registratie', FR: 'enregistrement' }],
  ['TRF', { EN: 'transfer', NL: 'transfer', FR: 'transfert' }],
  ['REN', { EN: 'renewal', NL: 'verlenging', FR: 'renouvellement' }],
] as const;

const t3 = (EN: string, NL: string, FR: string): Texts => ({ EN, NL, FR });

const SSL: [string, Texts][] = [
  [
    'SSL-DV',
    t3(
      'SSL certificate DV (domain validated), 1 year',
      'SSL-certificaat DV (domeingevalideerd), 1 jaar',
      'Certificat SSL DV (validation du domaine), 1 an',
    ),
  ],
  [
    'SSL-DV-WC',
    t3(
      'SSL certificate DV wildcard, 1 year',
      'SSL-certificaat DV wildcard, 1 jaar',
      'Certificat SSL DV wildcard, 1 an',
    ),
  ],
  [
    'SSL-DV-SAN',
    t3(
      'SSL certificate DV multi-domain (SAN), 1 year',
      'SSL-certificaat DV multidomein (SAN), 1 jaar',
      'Certificat SSL DV multi-domaine (SAN), 1 an',
    ),
  ],
  [
    'SSL-OV',
    t3(
      'SSL certificate OV (organisation validated), 1 year',
      'SSL-certificaat OV (organisatiegevalideerd), 1 jaar',
      "Certificat SSL OV (validation de l'organisation), 1 an",
    ),
  ],
  [
    'SSL-OV-WC',
    t3(
      'SSL certificate OV wildcard, 1 year',
      'SSL-certificaat OV wildcard, 1 jaar',
      'Certificat SSL OV wildcard, 1 an',
    ),
  ],
  [
    'SSL-OV-SAN',
    t3(
      'SSL certificate OV multi-domain (SAN), 1 year',
      'SSL-certificaat OV multidomein (SAN), 1 jaar',
      'Certificat SSL OV multi-domaine (SAN), 1 an',
    ),
  ],
  [
    'SSL-EV',
    t3(
      'SSL certificate EV (extended validation), 1 year',
      'SSL-certificaat EV (uitgebreide validatie), 1 jaar',
      'Certificat SSL EV (validation étendue), 1 an',
    ),
  ],
  ['SSL-DV-2Y', t3('SSL certificate DV, 2 years', 'SSL-certificaat DV, 2 jaar', 'Certificat SSL DV, 2 ans')],
];

const HOSTING: [string, MethodKey, Texts][] = [
  [
    'HOST-WEB-START',
    'fixed',
    t3('Web hosting Start (10 GB)', 'Webhosting Start (10 GB)', 'Hébergement web Start (10 Go)'),
  ],
  ['HOST-WEB-PRO', 'fixed', t3('Web hosting Pro (50 GB)', 'Webhosting Pro (50 GB)', 'Hébergement web Pro (50 Go)')],
  [
    'HOST-WEB-BUSINESS',
    'fixed',
    t3('Web hosting Business (200 GB)', 'Webhosting Business (200 GB)', 'Hébergement web Business (200 Go)'),
  ],
  [
    'HOST-WP-MANAGED',
    'fixed',
    t3('Managed WordPress hosting', 'Beheerde WordPress-hosting', 'Hébergement WordPress géré'),
  ],
  [
    'HOST-MAIL-BASIC',
    'tiered',
    t3(
      'Mail hosting Basic, per mailbox (5 GB)',
      'Mailhosting Basic, per mailbox (5 GB)',
      'Hébergement e-mail Basic, par boîte (5 Go)',
    ),
  ],
  [
    'HOST-MAIL-PRO',
    'tiered',
    t3(
      'Mail hosting Pro, per mailbox (50 GB)',
      'Mailhosting Pro, per mailbox (50 GB)',
      'Hébergement e-mail Pro, par boîte (50 Go)',
    ),
  ],
  [
    'HOST-VPS-S',
    'fixed',
    t3('Virtual server S (2 vCPU, 4 GB)', 'Virtuele server S (2 vCPU, 4 GB)', 'Serveur virtuel S (2 vCPU, 4 Go)'),
  ],
  [
    'HOST-VPS-M',
    'fixed',
    t3('Virtual server M (4 vCPU, 8 GB)', 'Virtuele server M (4 vCPU, 8 GB)', 'Serveur virtuel M (4 vCPU, 8 Go)'),
  ],
  [
    'HOST-VPS-L',
    'fixed',
    t3('Virtual server L (8 vCPU, 16 GB)', 'Virtuele server L (8 vCPU, 16 GB)', 'Serveur virtuel L (8 vCPU, 16 Go)'),
  ],
  [
    'HOST-BACKUP-100',
    'volume',
    t3('Backup storage, per 100 GB', 'Back-upopslag, per 100 GB', 'Stockage de sauvegarde, par 100 Go'),
  ],
  ['HOST-DB-MYSQL', 'fixed', t3('Managed MySQL database', 'Beheerde MySQL-database', 'Base de données MySQL gérée')],
  [
    'HOST-COLO-1U',
    'fixed',
    t3(
      'Colocation 1U, Brussels data centre',
      'Colocatie 1U, datacenter Brussel',
      'Colocation 1U, centre de données Bruxelles',
    ),
  ],
];

/** IP products: the English text only for some (the NOC writes in English), to show the fallback. */
const IP: [string, TypeKey, MethodKey, Texts][] = [
  [
    'IPT-100M',
    'transit',
    'fixed',
    t3('IP transit 100 Mbps committed', 'IP-transit 100 Mbps gegarandeerd', 'Transit IP 100 Mbps garanti'),
  ],
  [
    'IPT-1G',
    'transit',
    'fixed',
    t3('IP transit 1 Gbps committed', 'IP-transit 1 Gbps gegarandeerd', 'Transit IP 1 Gbps garanti'),
  ],
  [
    'IPT-10G',
    'transit',
    'fixed',
    t3('IP transit 10 Gbps committed', 'IP-transit 10 Gbps gegarandeerd', 'Transit IP 10 Gbps garanti'),
  ],
  [
    'IPT-BURST',
    'transit',
    'payPerUse',
    { EN: 'IP transit burst, per Mbps (95th percentile)', NL: 'IP-transit burst, per Mbps (95e percentiel)' },
  ],
  ['IPT-XCONNECT', 'transit', 'fixed', { EN: 'Cross-connect (single-mode fibre)' }],
  [
    'IPV4-29',
    'ipRange',
    'fixed',
    t3('IPv4 range /29 (8 addresses)', 'IPv4-reeks /29 (8 adressen)', 'Plage IPv4 /29 (8 adresses)'),
  ],
  [
    'IPV4-28',
    'ipRange',
    'fixed',
    t3('IPv4 range /28 (16 addresses)', 'IPv4-reeks /28 (16 adressen)', 'Plage IPv4 /28 (16 adresses)'),
  ],
  ['IPV4-27', 'ipRange', 'fixed', { EN: 'IPv4 range /27 (32 addresses)', NL: 'IPv4-reeks /27 (32 adressen)' }],
  ['IPV4-26', 'ipRange', 'fixed', { EN: 'IPv4 range /26 (64 addresses)' }],
  ['IPV6-48', 'ipRange', 'fixed', t3('IPv6 range /48', 'IPv6-reeks /48', 'Plage IPv6 /48')],
  [
    'IPV4-SINGLE',
    'ipRange',
    'fixed',
    { NL: 'Los IPv4-adres (oud aanbod)', FR: 'Adresse IPv4 unique (ancienne offre)' },
  ],
];

const SERVICES: [string, TypeKey, MethodKey, Texts][] = [
  [
    'SUP-HOUR-REMOTE',
    'support',
    'volume',
    t3('Support, per hour (remote)', 'Ondersteuning, per uur (op afstand)', 'Support, par heure (à distance)'),
  ],
  [
    'SUP-HOUR-ONSITE',
    'support',
    'volume',
    t3('Support, per hour (on site)', 'Ondersteuning, per uur (ter plaatse)', 'Support, par heure (sur site)'),
  ],
  [
    'SUP-URGENT',
    'support',
    'fixed',
    t3(
      'Urgent intervention surcharge (within 4 hours)',
      'Toeslag dringende interventie (binnen 4 uur)',
      "Supplément d'intervention urgente (sous 4 heures)",
    ),
  ],
  [
    'SUP-PM-HOUR',
    'support',
    'volume',
    t3('Project management, per hour', 'Projectbeheer, per uur', 'Gestion de projet, par heure'),
  ],
  [
    'SUP-CONTRACT-BRONZE',
    'support',
    'fixed',
    t3(
      'Support contract Bronze (office hours)',
      'Supportcontract Brons (kantooruren)',
      'Contrat de support Bronze (heures de bureau)',
    ),
  ],
  [
    'SUP-CONTRACT-SILVER',
    'support',
    'fixed',
    t3(
      'Support contract Silver (8-20, Mon-Sat)',
      'Supportcontract Zilver (8-20, ma-za)',
      'Contrat de support Argent (8-20, lun-sam)',
    ),
  ],
  [
    'SUP-CONTRACT-GOLD',
    'support',
    'fixed',
    t3('Support contract Gold (24/7)', 'Supportcontract Goud (24/7)', 'Contrat de support Or (24/7)'),
  ],
  [
    'FEE-ONBOARD-TENANT',
    'fee',
    'fixed',
    t3(
      'Onboarding fee, per Microsoft 365 tenant',
      'Onboardingkost, per Microsoft 365-tenant',
      "Frais d'intégration, par tenant Microsoft 365",
    ),
  ],
  [
    'FEE-MIGRATION-MBX',
    'fee',
    'tiered',
    t3('Mailbox migration, per mailbox', 'Mailboxmigratie, per mailbox', 'Migration de boîte aux lettres, par boîte'),
  ],
  ['FEE-SETUP', 'fee', 'fixed', t3('One-off setup fee', 'Eenmalige installatiekost', "Frais d'installation uniques")],
  [
    'FEE-PAPER-INVOICE',
    'fee',
    'fixed',
    t3(
      'Administrative fee, paper invoice',
      'Administratieve kost, papieren factuur',
      'Frais administratifs, facture papier',
    ),
  ],
  [
    'FEE-LATE-PAYMENT',
    'fee',
    'fixed',
    t3('Reminder fee, late payment', 'Herinneringskost, laattijdige betaling', 'Frais de rappel, paiement tardif'),
  ],
  [
    'FEE-MANAGED-USER',
    'fee',
    'tiered',
    t3(
      'Managed service fee, per user per month',
      'Beheerkost, per gebruiker per maand',
      'Frais de gestion, par utilisateur par mois',
    ),
  ],
  [
    'FEE-TRAVEL-KM',
    'fee',
    'payPerUse',
    t3('Travel costs, per km', 'Verplaatsingskosten, per km', 'Frais de déplacement, par km'),
  ],
];

function catalogue(): CatalogueItem[] {
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
  for (const [code, texts] of SSL) items.push({ code, type: 'ssl', method: 'fixed', texts, rebateChance: 0.4 });
  for (const [code, method, texts] of HOSTING) items.push({ code, type: 'hosting', method, texts, rebateChance: 0.4 });
  for (const [code, type, method, texts] of IP)
    items.push({
      code,
      type,
      method,
      texts,
      ...(code === 'IPV4-SINGLE' ? { status: decommissioned } : {}),
      rebateChance: 0.2,
    });
  for (const [code, type, method, texts] of SERVICES) items.push({ code, type, method, texts, rebateChance: 0 });
  return items;
}

const uuidFrom = (next: () => number) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(next() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
};

const DAY_MS = 86_400_000;

type Definition = {
  code: string;
  category: string;
  dataType: MetadataDataType;
  availableValues?: Record<string, string>;
  accessibility: MetadataAccessibility;
  showOnCreate: boolean;
};

/**
 * Metadata definitions for products: the four of the specification (rebate, billing plan, term
 * duration, renewal date) and what a reseller's catalogue team records besides. The Partner Center
 * sync owns the renewal date and the vendor SKU (set on create, read-only after); the tenant id is
 * internal (hidden).
 */
export const METADATA_DEFINITIONS: Definition[] = [
  { code: 'rebate', category: 'Pricing', dataType: 'PERCENTAGE', accessibility: 'Editable', showOnCreate: true },
  {
    code: 'billingplan',
    category: 'Partner Center',
    dataType: 'MULTISELECT',
    availableValues: { monthly: 'Monthly', annual: 'Annual' },
    accessibility: 'Editable',
    showOnCreate: true,
  },
  {
    code: 'termduration',
    category: 'Partner Center',
    dataType: 'MULTISELECT',
    availableValues: { P1M: '1 month', P1Y: '1 year', P3Y: '3 years' },
    accessibility: 'Editable',
    showOnCreate: true,
  },
  { code: 'renewaldate', category: 'Partner Center', dataType: 'DATE', accessibility: 'ReadOnly', showOnCreate: false },
  {
    code: 'licenceType',
    category: 'Licensing',
    dataType: 'MULTISELECT',
    availableValues: { user: 'Per user', device: 'Per device', tenant: 'Per tenant', usage: 'Per usage' },
    accessibility: 'Editable',
    showOnCreate: true,
  },
  {
    code: 'minimumQuantity',
    category: 'Licensing',
    dataType: 'INTEGER',
    accessibility: 'Editable',
    showOnCreate: false,
  },
  {
    code: 'marginPercentage',
    category: 'Pricing',
    dataType: 'PERCENTAGE',
    accessibility: 'Editable',
    showOnCreate: false,
  },
  { code: 'autoRenew', category: 'Licensing', dataType: 'BOOL', accessibility: 'Editable', showOnCreate: true },
  { code: 'vendorSku', category: 'Partner Center', dataType: 'STRING', accessibility: 'ReadOnly', showOnCreate: true },
  { code: 'tenantId', category: 'Partner Center', dataType: 'GUID', accessibility: 'Hidden', showOnCreate: false },
  { code: 'unitCost', category: 'Pricing', dataType: 'DECIMAL', accessibility: 'Editable', showOnCreate: false },
  { code: 'endOfSale', category: 'Lifecycle', dataType: 'DATE', accessibility: 'Editable', showOnCreate: false },
];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Realistic metadata values for part of the catalogue (its own random stream: the products' stay as they were). */
function metadataValues(items: CatalogueItem[], now: number): { product: string; metadata: string; value: string }[] {
  const next = random(20_260_402);
  const values: { product: string; metadata: string; value: string }[] = [];
  const add = (product: string, metadata: string, value: string) => values.push({ product, metadata, value });
  for (const item of items) {
    const pc = item.partnerCenter;
    if (item.type === 'nce' && pc) {
      const term = (Object.keys(TERMS) as Term[]).find((t) => item.code.endsWith(t))!;
      add(item.code, 'termduration', term.slice(0, 3));
      add(item.code, 'billingplan', term.endsWith('-M') ? 'monthly' : 'annual');
      add(item.code, 'licenceType', 'user');
      add(item.code, 'vendorSku', `${pc.productId}:${pc.skuId}`);
      add(item.code, 'autoRenew', term === 'P1M-M' || next() < 0.7 ? 'true' : 'false');
      if (next() < 0.5) add(item.code, 'rebate', String([5, 8, 10, 12.5, 15][Math.floor(next() * 5)]));
      if (next() < 0.4) add(item.code, 'renewaldate', isoDay(now + Math.floor(next() * 365) * DAY_MS));
      if (pc.segment !== 'commercial') add(item.code, 'minimumQuantity', pc.segment === 'education' ? '5' : '1');
    } else if (item.type === 'azure' && pc) {
      add(item.code, 'licenceType', 'usage');
      add(item.code, 'vendorSku', `${pc.productId}:${pc.skuId}`);
      add(item.code, 'tenantId', '3f2b8c1e-7d4a-4e5b-9c6d-2a1f0e9b8c7d');
      add(item.code, 'marginPercentage', '4.5');
    } else if (item.type === 'domain' && item.code.endsWith('-REG')) {
      add(item.code, 'autoRenew', 'true');
      add(item.code, 'unitCost', (3 + Math.floor(next() * 2_000) / 100).toFixed(2));
    } else if (item.type === 'hosting' || item.type === 'ssl') {
      add(item.code, 'unitCost', (5 + Math.floor(next() * 20_000) / 100).toFixed(2));
      add(item.code, 'marginPercentage', String(20 + Math.floor(next() * 21)));
      if (item.code === 'SSL-DV-2Y') add(item.code, 'endOfSale', '2020-08-31');
    }
  }
  return values;
}

/** Reference lists and the demo catalogue; returns the number of products. */
export async function seedProducts(tx: Tx, rebateGroupCount: number, now = Date.now()): Promise<number> {
  await tx.insert(productStatuses).values(PRODUCT_STATUS_ROWS);
  const typeRows = await tx
    .insert(productTypes)
    .values(Object.values(TYPES).map(([code, description]) => ({ code, description })))
    .returning({ id: productTypes.id, code: productTypes.code });
  const methodRows = await tx
    .insert(priceMethods)
    .values(Object.values(METHODS).map(([code, description]) => ({ code, description })))
    .returning({ id: priceMethods.id, code: priceMethods.code });
  const typeId = (key: TypeKey) => typeRows.find((r) => r.code === TYPES[key][0])!.id;
  const methodId = (key: MethodKey) => methodRows.find((r) => r.code === METHODS[key][0])!.id;

  const next = random(20_260_401);
  const items = catalogue();
  const rows = items.map((item): typeof products.$inferInsert => {
    const roll = next();
    const status = item.status ?? (roll < 0.84 ? active : roll < 0.93 ? toCheck : decommissioned);
    const rebateGroupId = next() < item.rebateChance ? 1 + Math.floor(next() * Math.min(rebateGroupCount, 12)) : null;
    // Last change spread over the last two years, created up to a year before that; whole seconds.
    const updatedAt = new Date(Math.floor((now - next() * 730 * DAY_MS) / 1000) * 1000);
    const createdAt = new Date(Math.floor((updatedAt.getTime() - next() * 365 * DAY_MS) / 1000) * 1000);
    const pc = item.partnerCenter;
    const availabilityId = pc
      ? `${pc.productId.slice(0, 8)}${Array.from({ length: 4 }, () => '0123456789BCDFGHJKLMNPQRSTVWXZ'[Math.floor(next() * 30)]).join('')}`
      : null;
    return {
      guid: uuidFrom(next),
      code: item.code,
      productTypeId: typeId(item.type),
      priceMethodId: methodId(item.method),
      productStatusId: status,
      rebateGroupId,
      ...(pc
        ? {
            offerId: `${pc.productId}:${pc.skuId}:${availabilityId}`,
            offerUri: `https://api.partnercenter.microsoft.com/v1/products/${pc.productId}/skus/${pc.skuId}/availabilities/${availabilityId}?country=BE`,
            availabilityProductId: pc.productId,
            availabilitySkuId: pc.skuId,
            // A profile still being filled in is a reason to check a product.
            availabilityId: status === toCheck && next() < 0.5 ? null : availabilityId,
            segment: pc.segment,
          }
        : {}),
      version: 1 + Math.floor(next() * 4),
      createdAt,
      updatedAt,
    };
  });
  const translations = items.flatMap((item) =>
    (['NL', 'EN', 'FR'] as const).flatMap((language) => {
      const description = item.texts[language];
      return description ? [{ code: item.code, language, description }] : [];
    }),
  );
  // One statement through jsonb: half the time of two multi-row VALUES inserts on PGlite (every test
  // reset runs this). Ids follow the catalogue order.
  await tx.execute(sql`
    with inserted as (
      insert into ${products} (guid, code, product_type_id, price_method_id, product_status_id, rebate_group_id,
        offer_id, offer_uri, availability_product_id, availability_sku_id, availability_id, segment, version,
        created_at, updated_at)
      select guid, code, "productTypeId", "priceMethodId", "productStatusId", "rebateGroupId", "offerId", "offerUri",
        "availabilityProductId", "availabilitySkuId", "availabilityId", segment, version, "createdAt", "updatedAt"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(guid uuid, code text, "productTypeId" int,
        "priceMethodId" int, "productStatusId" int, "rebateGroupId" int, "offerId" text, "offerUri" text,
        "availabilityProductId" text, "availabilitySkuId" text, "availabilityId" text, segment text, version int,
        "createdAt" timestamptz, "updatedAt" timestamptz)
      returning id, code)
    insert into ${productTranslations} (product_id, language, description)
    select inserted.id, t.language, t.description
    from jsonb_to_recordset(${JSON.stringify(translations)}::jsonb) as t(code text, language text, description text)
    join inserted on inserted.code = t.code`);
  await tx.insert(productMetadataDefinitions).values(METADATA_DEFINITIONS.map((d, i) => ({ ...d, sortOrder: i })));
  await tx.execute(sql`
    insert into ${productMetadata} (product_id, metadata_id, value)
    select p.id, d.id, v.value
    from jsonb_to_recordset(${JSON.stringify(metadataValues(items, now))}::jsonb) as v(product text, metadata text, value text)
    join ${products} p on lower(p.code) = lower(v.product)
    join ${productMetadataDefinitions} d on lower(d.code) = lower(v.metadata)`);
  return rows.length;
}

/**
 * The large size: `count` variants of the demo catalogue (contract-specific editions), generated in
 * the database from generate_series with a multiplicative hash for the spread, so it is fast and
 * deterministic. The catalogue must hold ids 1..base (it does after seedProducts on empty tables);
 * explicit ids continue after it and the sequence is moved past them.
 */
export async function seedLargeProducts(tx: Tx, base: number, rebateGroupCount: number, count = 100_000) {
  // A trigram index builds far faster in one go than row by row: set aside during a bulk load.
  const trigram =
    count >= 10_000
      ? (
          await tx.execute<{ name: string; definition: string }>(sql`
            select indexname as name, indexdef as definition from pg_indexes
            where schemaname = current_schema() and tablename in ('products', 'product_translations')
              and indexdef like '%gin_trgm_ops%'`)
        ).rows
      : [];
  for (const { name } of trigram) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  await tx.execute(sql`
    insert into products (id, guid, code, product_type_id, price_method_id, product_status_id, rebate_group_id,
      offer_id, offer_uri, availability_product_id, availability_sku_id, availability_id, segment, version,
      created_at, updated_at)
    select ${base}::int + g.i,
      overlay(overlay(md5('product-' || g.i) placing '4' from 13) placing '8' from 17)::uuid,
      b.code || '-V' || lpad(g.i::text, 6, '0'),
      b.product_type_id, b.price_method_id,
      case when g.h % 100 < 82 then 1 when g.h % 100 < 91 then 2 else 3 end,
      case when (g.h / 100) % 10 < 6 then 1 + ((g.h / 1000) % ${rebateGroupCount}::int)::int end,
      b.offer_id, b.offer_uri, b.availability_product_id, b.availability_sku_id, b.availability_id, b.segment,
      1 + (g.h / 7) % 5,
      now() - ((g.h % 63072000) + (g.h / 13) % 31536000) * interval '1 second',
      now() - (g.h % 63072000) * interval '1 second'
    from (select i, (i::bigint * 2654435761) % 4294967296 as h from generate_series(1, ${count}::int) as s(i)) g
    join products b on b.id = 1 + (g.i % ${base}::int)
    order by g.i`);
  await tx.execute(sql`
    insert into product_translations (product_id, language, description)
    select ${base}::int + g.i, t.language, t.description || ' · V' || lpad(g.i::text, 6, '0')
    from generate_series(1, ${count}::int) as g(i)
    join product_translations t on t.product_id = 1 + (g.i % ${base}::int)
    order by g.i, t.language`);
  for (const { definition } of trigram) await tx.execute(sql.raw(definition));
  await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  // Fresh statistics, so the planner knows the tables' size and spread from the first query.
  await tx.execute(sql`analyze products, product_translations`);
}
