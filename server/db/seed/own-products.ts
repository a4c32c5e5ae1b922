/**
 * The demo catalogue's own lines of a reseller, with their NL/EN/FR texts: domain names, SSL
 * certificates, hosting, IP transit and ranges, and services (product-catalogue.ts lists them).
 */
import type { Texts } from './product-catalogue';

export const TLDS = ['be', 'eu', 'com', 'nl', 'fr', 'net', 'org', 'brussels', 'vlaanderen'];
export const DOMAIN_ACTIONS = [
  ['REG', { EN: 'registration', NL: 'registratie', FR: 'enregistrement' }],
  ['TRF', { EN: 'transfer', NL: 'transfer', FR: 'transfert' }],
  ['REN', { EN: 'renewal', NL: 'verlenging', FR: 'renouvellement' }],
] as const;

export const t3 = (EN: string, NL: string, FR: string): Texts => ({ EN, NL, FR });

/** A line of the table below; its type and price method are keys of TYPES and METHODS (product-catalogue.ts). */
export type OwnProduct = { code: string; type: string; method: string; texts: Texts };

/**
 * SSL certificates, hosting, IP products and services, in catalogue order, one a line: code | type |
 * price method | English | Dutch | French. An empty text is missing (the screens fall back to another
 * language): the NOC writes some IP products in English only.
 */
export const OWN_PRODUCTS: OwnProduct[] = `
SSL-DV              | ssl     | fixed     | SSL certificate DV (domain validated), 1 year | SSL-certificaat DV (domeingevalideerd), 1 jaar | Certificat SSL DV (validation du domaine), 1 an
SSL-DV-WC           | ssl     | fixed     | SSL certificate DV wildcard, 1 year | SSL-certificaat DV wildcard, 1 jaar | Certificat SSL DV wildcard, 1 an
SSL-DV-SAN          | ssl     | fixed     | SSL certificate DV multi-domain (SAN), 1 year | SSL-certificaat DV multidomein (SAN), 1 jaar | Certificat SSL DV multi-domaine (SAN), 1 an
SSL-OV              | ssl     | fixed     | SSL certificate OV (organisation validated), 1 year | SSL-certificaat OV (organisatiegevalideerd), 1 jaar | Certificat SSL OV (validation de l'organisation), 1 an
SSL-OV-WC           | ssl     | fixed     | SSL certificate OV wildcard, 1 year | SSL-certificaat OV wildcard, 1 jaar | Certificat SSL OV wildcard, 1 an
SSL-OV-SAN          | ssl     | fixed     | SSL certificate OV multi-domain (SAN), 1 year | SSL-certificaat OV multidomein (SAN), 1 jaar | Certificat SSL OV multi-domaine (SAN), 1 an
SSL-EV              | ssl     | fixed     | SSL certificate EV (extended validation), 1 year | SSL-certificaat EV (uitgebreide validatie), 1 jaar | Certificat SSL EV (validation étendue), 1 an
SSL-DV-2Y           | ssl     | fixed     | SSL certificate DV, 2 years | SSL-certificaat DV, 2 jaar | Certificat SSL DV, 2 ans
HOST-WEB-START      | hosting | fixed     | Web hosting Start (10 GB) | Webhosting Start (10 GB) | Hébergement web Start (10 Go)
HOST-WEB-PRO        | hosting | fixed     | Web hosting Pro (50 GB) | Webhosting Pro (50 GB) | Hébergement web Pro (50 Go)
HOST-WEB-BUSINESS   | hosting | fixed     | Web hosting Business (200 GB) | Webhosting Business (200 GB) | Hébergement web Business (200 Go)
HOST-WP-MANAGED     | hosting | fixed     | Managed WordPress hosting | Beheerde WordPress-hosting | Hébergement WordPress géré
HOST-MAIL-BASIC     | hosting | tiered    | Mail hosting Basic, per mailbox (5 GB) | Mailhosting Basic, per mailbox (5 GB) | Hébergement e-mail Basic, par boîte (5 Go)
HOST-MAIL-PRO       | hosting | tiered    | Mail hosting Pro, per mailbox (50 GB) | Mailhosting Pro, per mailbox (50 GB) | Hébergement e-mail Pro, par boîte (50 Go)
HOST-VPS-S          | hosting | fixed     | Virtual server S (2 vCPU, 4 GB) | Virtuele server S (2 vCPU, 4 GB) | Serveur virtuel S (2 vCPU, 4 Go)
HOST-VPS-M          | hosting | fixed     | Virtual server M (4 vCPU, 8 GB) | Virtuele server M (4 vCPU, 8 GB) | Serveur virtuel M (4 vCPU, 8 Go)
HOST-VPS-L          | hosting | fixed     | Virtual server L (8 vCPU, 16 GB) | Virtuele server L (8 vCPU, 16 GB) | Serveur virtuel L (8 vCPU, 16 Go)
HOST-BACKUP-100     | hosting | volume    | Backup storage, per 100 GB | Back-upopslag, per 100 GB | Stockage de sauvegarde, par 100 Go
HOST-DB-MYSQL       | hosting | fixed     | Managed MySQL database | Beheerde MySQL-database | Base de données MySQL gérée
HOST-COLO-1U        | hosting | fixed     | Colocation 1U, Brussels data centre | Colocatie 1U, datacenter Brussel | Colocation 1U, centre de données Bruxelles
IPT-100M            | transit | fixed     | IP transit 100 Mbps committed | IP-transit 100 Mbps gegarandeerd | Transit IP 100 Mbps garanti
IPT-1G              | transit | fixed     | IP transit 1 Gbps committed | IP-transit 1 Gbps gegarandeerd | Transit IP 1 Gbps garanti
IPT-10G             | transit | fixed     | IP transit 10 Gbps committed | IP-transit 10 Gbps gegarandeerd | Transit IP 10 Gbps garanti
IPT-BURST           | transit | payPerUse | IP transit burst, per Mbps (95th percentile) | IP-transit burst, per Mbps (95e percentiel) |
IPT-XCONNECT        | transit | fixed     | Cross-connect (single-mode fibre) |  |
IPV4-29             | ipRange | fixed     | IPv4 range /29 (8 addresses) | IPv4-reeks /29 (8 adressen) | Plage IPv4 /29 (8 adresses)
IPV4-28             | ipRange | fixed     | IPv4 range /28 (16 addresses) | IPv4-reeks /28 (16 adressen) | Plage IPv4 /28 (16 adresses)
IPV4-27             | ipRange | fixed     | IPv4 range /27 (32 addresses) | IPv4-reeks /27 (32 adressen) |
IPV4-26             | ipRange | fixed     | IPv4 range /26 (64 addresses) |  |
IPV6-48             | ipRange | fixed     | IPv6 range /48 | IPv6-reeks /48 | Plage IPv6 /48
IPV4-SINGLE         | ipRange | fixed     |  | Los IPv4-adres (oud aanbod) | Adresse IPv4 unique (ancienne offre)
SUP-HOUR-REMOTE     | support | volume    | Support, per hour (remote) | Ondersteuning, per uur (op afstand) | Support, par heure (à distance)
SUP-HOUR-ONSITE     | support | volume    | Support, per hour (on site) | Ondersteuning, per uur (ter plaatse) | Support, par heure (sur site)
SUP-URGENT          | support | fixed     | Urgent intervention surcharge (within 4 hours) | Toeslag dringende interventie (binnen 4 uur) | Supplément d'intervention urgente (sous 4 heures)
SUP-PM-HOUR         | support | volume    | Project management, per hour | Projectbeheer, per uur | Gestion de projet, par heure
SUP-CONTRACT-BRONZE | support | fixed     | Support contract Bronze (office hours) | Supportcontract Brons (kantooruren) | Contrat de support Bronze (heures de bureau)
SUP-CONTRACT-SILVER | support | fixed     | Support contract Silver (8-20, Mon-Sat) | Supportcontract Zilver (8-20, ma-za) | Contrat de support Argent (8-20, lun-sam)
SUP-CONTRACT-GOLD   | support | fixed     | Support contract Gold (24/7) | Supportcontract Goud (24/7) | Contrat de support Or (24/7)
FEE-ONBOARD-TENANT  | fee     | fixed     | Onboarding fee, per Microsoft 365 tenant | Onboardingkost, per Microsoft 365-tenant | Frais d'intégration, par tenant Microsoft 365
FEE-MIGRATION-MBX   | fee     | tiered    | Mailbox migration, per mailbox | Mailboxmigratie, per mailbox | Migration de boîte aux lettres, par boîte
FEE-SETUP           | fee     | fixed     | One-off setup fee | Eenmalige installatiekost | Frais d'installation uniques
FEE-PAPER-INVOICE   | fee     | fixed     | Administrative fee, paper invoice | Administratieve kost, papieren factuur | Frais administratifs, facture papier
FEE-LATE-PAYMENT    | fee     | fixed     | Reminder fee, late payment | Herinneringskost, laattijdige betaling | Frais de rappel, paiement tardif
FEE-MANAGED-USER    | fee     | tiered    | Managed service fee, per user per month | Beheerkost, per gebruiker per maand | Frais de gestion, par utilisateur par mois
FEE-TRAVEL-KM       | fee     | payPerUse | Travel costs, per km | Verplaatsingskosten, per km | Frais de déplacement, par km
`
  .trim()
  .split('\n')
  .map((line) => {
    const [code = '', type = '', method = '', EN, NL, FR] = line.split('|').map((cell) => cell.trim());
    return { code, type, method, texts: { ...(EN && { EN }), ...(NL && { NL }), ...(FR && { FR }) } };
  });
