/**
 * The demo catalogue's own lines of a reseller, with their NL/EN/FR texts: domain names, SSL
 * certificates, hosting, IP transit and ranges, and services (product-catalogue.ts lists them).
 */
import type { MethodKey, Texts, TypeKey } from './product-catalogue';

export const TLDS = ['be', 'eu', 'com', 'nl', 'fr', 'net', 'org', 'brussels', 'vlaanderen'];
export const DOMAIN_ACTIONS = [
  ['REG', { EN: 'registration', NL: 'registratie', FR: 'enregistrement' }],
  ['TRF', { EN: 'transfer', NL: 'transfer', FR: 'transfert' }],
  ['REN', { EN: 'renewal', NL: 'verlenging', FR: 'renouvellement' }],
] as const;

export const t3 = (EN: string, NL: string, FR: string): Texts => ({ EN, NL, FR });

export const SSL: [string, Texts][] = [
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

export const HOSTING: [string, MethodKey, Texts][] = [
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
export const IP: [string, TypeKey, MethodKey, Texts][] = [
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

export const SERVICES: [string, TypeKey, MethodKey, Texts][] = [
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
