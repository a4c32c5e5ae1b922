/**
 * Demo companies and their reference lists: countries, Belgian (and a few neighbouring) cities, VAT
 * regimes, NACE codes, profiles, DNS tenants; about 300 companies for the demo (10,000 large):
 * resellers with their end users, a few new or inactive ones, Belgian VAT numbers that pass the
 * registry's check. Deterministic: the same rows every time. The first companies are the customers
 * the demo prices name (ids 1 to 6).
 */
import type { Db } from '../client';
import {
  cities,
  companies,
  companyProfiles,
  contactContactTypes,
  contacts,
  contactTypes,
  countries,
  dnsTenants,
  naceCodes,
  timelineEvents,
  vatRegimes,
} from '../schema';
import { slug } from './made-up';
import { seedMetadata } from './metadata';
import type {
  ContactTypeCode,
  CustomerLanguage,
  PartyType,
  VatRegimeCode,
} from '../../../src/shared/constants/company';
import type { Gender } from '../../../src/shared/constants/contact';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const COUNTRIES: [string, string][] = [
  ['BE', 'Belgium'],
  ['NL', 'Netherlands'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['LU', 'Luxembourg'],
  ['GB', 'United Kingdom'],
];

/** Postal code, name, the language spoken there; Belgian unless a country code is given. */
const CITIES: [string, string, CustomerLanguage, string?][] = [
  ['1000', 'Brussel', 'NL'],
  ['1000', 'Bruxelles', 'FR'],
  ['2000', 'Antwerpen', 'NL'],
  ['2800', 'Mechelen', 'NL'],
  ['3000', 'Leuven', 'NL'],
  ['3500', 'Hasselt', 'NL'],
  ['8000', 'Brugge', 'NL'],
  ['8500', 'Kortrijk', 'NL'],
  ['9000', 'Gent', 'NL'],
  ['9300', 'Aalst', 'NL'],
  ['2300', 'Turnhout', 'NL'],
  ['8400', 'Oostende', 'NL'],
  ['1300', 'Wavre', 'FR'],
  ['1400', 'Nivelles', 'FR'],
  ['4000', 'Liège', 'FR'],
  ['5000', 'Namur', 'FR'],
  ['6000', 'Charleroi', 'FR'],
  ['7000', 'Mons', 'FR'],
  ['6700', 'Arlon', 'FR'],
  ['7500', 'Tournai', 'FR'],
  ['4700', 'Eupen', 'DE'],
  ['1011', 'Amsterdam', 'NL', 'NL'],
  ['3011', 'Rotterdam', 'NL', 'NL'],
  ['59000', 'Lille', 'FR', 'FR'],
  ['75001', 'Paris', 'FR', 'FR'],
  ['52062', 'Aachen', 'DE', 'DE'],
  ['1009', 'Luxembourg', 'FR', 'LU'],
  ['EC1A 1BB', 'London', 'EN', 'GB'],
];

/** The codes are VAT_REGIME_CODES, which the screens label; the descriptions are the table's own. */
const VAT_REGIMES: [VatRegimeCode, string][] = [
  ['BE_STANDARD', 'Belgian VAT'],
  ['EU_REVERSE_CHARGE', 'Intra-Community, VAT reverse-charged'],
  ['EXPORT', 'Outside the EU, no VAT'],
  ['EXEMPT_ART44', 'Exempt (article 44 VAT Code)'],
  ['COCONTRACTOR', 'Belgian co-contractor, VAT reverse-charged'],
];

const NACE_CODES: [string, string][] = [
  ['11.050', 'Manufacture of beer'],
  ['10.710', 'Manufacture of bread and fresh pastry'],
  ['46.510', 'Wholesale of computers and software'],
  ['47.610', 'Retail sale of books'],
  ['49.410', 'Freight transport by road'],
  ['55.100', 'Hotels and similar accommodation'],
  ['62.010', 'Computer programming activities'],
  ['62.020', 'Computer consultancy activities'],
  ['62.030', 'Computer facilities management'],
  ['63.110', 'Data processing, hosting'],
  ['69.101', 'Activities of lawyers'],
  ['69.201', 'Accounting and bookkeeping'],
  ['71.111', 'Architectural activities'],
  ['85.201', 'Primary education'],
  ['86.101', 'General hospitals'],
  ['86.230', 'Dental practice'],
  ['84.114', 'Local public administration'],
];

const PROFILES = ['Standard', 'Premium support', 'Education', 'Non-profit', 'Public sector'];
const DNS_TENANTS = ['ns.backoffice-dns.be', 'ns.partner-dns.eu', 'ns.legacy-dns.be', 'ns.customer-managed.net'];

const COMPANY_NAMES = [
  'Brouwerij Het Anker NV',
  'Delvaux NV',
  'Vandemoortele Bakery Products BV',
  'Atelier Lumière SRL',
  'Boekhandel De Reyghere BV',
  'Garage Peeters & Zonen BV',
  'Cabinet d’avocats Lambert SRL',
  'Tandartsenpraktijk Maes BV',
  'Transport Van Damme NV',
  'Imprimerie Delcourt SA',
  'Architectenbureau Claes & Wouters BV',
  'Boulangerie Dubois SRL',
  'Vlaamse Zorggroep vzw',
  'Hôpital Saint-Luc Namur ASBL',
  'Gemeentelijke Basisschool De Linde',
  'Université Populaire de Liège ASBL',
  'Brussels IT Partners BV',
  'Wallonie Cloud Services SRL',
  'Kempen ICT Solutions BV',
  'Gent Digital NV',
  'Antwerp Diamond Traders BVBA',
  'Chocolaterie Mathieu SA',
  'Ingenieursbureau Verbeke BV',
  'Fiduciaire Lejeune SRL',
  'Schrijnwerkerij Janssens BV',
  'Pharmacie Renard SRL',
  'Logistiek Limburg NV',
  'Hotel Rubens Antwerpen NV',
  'Cabinet Médical Leroy SRL',
  'Stad Mechelen Dienst ICT',
];

const FIRST = [
  'Van den Broeck',
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Simon',
  'Laurent',
  'Leclercq',
  'Lejeune',
  'Renard',
  'Hermans',
  'Michiels',
  'Vermeulen',
  'Desmet',
  'Aerts',
  'Smets',
  'Cools',
  'Lemmens',
  'Verhoeven',
  'Declercq',
];
const TRADES = [
  'Bouwbedrijf',
  'Garage',
  'Advocatenkantoor',
  'Boekhouding',
  'Apotheek',
  'Bakkerij',
  'Transport',
  'Immo',
  'Drukkerij',
  'Tandartsen',
  'Cabinet',
  'Boulangerie',
  'Menuiserie',
  'Fiduciaire',
  'Pharmacie',
  'Imprimerie',
  'Brasserie',
  'Consult',
  'Engineering',
  'Logistics',
];
const FORMS = ['BV', 'NV', 'SRL', 'SA', 'VZW', 'ASBL', 'CommV'];
const RESELLER_WORDS = ['IT Partners', 'Cloud Services', 'ICT Solutions', 'Digital', 'Networks', 'Systems'];

const CONTACT_TYPES: [ContactTypeCode, string][] = [
  ['billing', 'Billing'],
  ['technical', 'Technical'],
  ['commercial', 'Commercial'],
];
const GIVEN: [string, Gender][] = [
  ['An', 'f'],
  ['Luc', 'm'],
  ['Sofie', 'f'],
  ['Pieter', 'm'],
  ['Marie', 'f'],
  ['Thomas', 'm'],
  ['Élodie', 'f'],
  ['Nicolas', 'm'],
  ['Lotte', 'f'],
  ['Jens', 'm'],
  ['Camille', 'o'],
  ['Sam', 'nd'],
];

/** A valid Belgian enterprise number, distinct for every i below 8,999,999: BE, 0, seven digits, check. */
export function demoVatNumber(i: number): string {
  const body = 1_000_000 + ((i * 7_919) % 8_999_999);
  return `BE0${body}${String(97 - (body % 97)).padStart(2, '0')}`;
}

/** A name as a domain label: at most 30 characters, never ending in a hyphen (no valid domain does). */
const shortSlug = (name: string) => slug(name).slice(0, 30).replace(/-+$/, '');

/** The name of company i (1-based): the fixed demo names first, then made up ones, resellers among them. */
function nameOf(i: number): { name: string; reseller: boolean } {
  if (i <= COMPANY_NAMES.length) {
    const name = COMPANY_NAMES[i - 1]!;
    return { name, reseller: RESELLER_WORDS.some((w) => name.includes(w)) };
  }
  const family = FIRST[(i * 7) % FIRST.length]!;
  if (i % 12 === 0)
    return { name: `${family} ${RESELLER_WORDS[(i / 12) % RESELLER_WORDS.length]} ${FORMS[i % 2]}`, reseller: true };
  return {
    name: `${TRADES[(i * 3) % TRADES.length]} ${family} ${FORMS[(i * 5) % FORMS.length]} ${i}`,
    reseller: false,
  };
}

/** Seeds the reference lists and `count` companies. */
export async function seedCompanies(tx: Tx, count: number) {
  const countryIds = new Map<string, number>();
  for (const row of await tx
    .insert(countries)
    .values(COUNTRIES.map(([code, name]) => ({ code, name })))
    .returning({ id: countries.id, code: countries.code }))
    countryIds.set(row.code, row.id);
  const cityRows = await tx
    .insert(cities)
    .values(
      CITIES.map(([postalCode, name, , country]) => ({
        postalCode,
        name,
        countryId: countryIds.get(country ?? 'BE')!,
      })),
    )
    .returning({ id: cities.id, countryId: cities.countryId });
  await tx.insert(vatRegimes).values(VAT_REGIMES.map(([code, description]) => ({ code, description })));
  await tx.insert(naceCodes).values(NACE_CODES.map(([code, description]) => ({ code, description })));
  await tx.insert(companyProfiles).values(PROFILES.map((description) => ({ description })));
  await tx.insert(dnsTenants).values(DNS_TENANTS.map((name) => ({ name })));
  const belgian = countryIds.get('BE')!;

  const rows = [];
  const resellers: number[] = [];
  for (let i = 1; i <= count; i++) {
    const { name, reseller } = nameOf(i);
    // Mostly Belgian: one in ten abroad.
    const cityIndex = i % 10 === 9 ? 21 + (i % 7) : (i * 13) % 21;
    const city = cityRows[cityIndex]!;
    const [, , language] = CITIES[cityIndex]!;
    const foreign = city.countryId !== belgian;
    const partyType: PartyType = reseller
      ? i % 5 === 0
        ? 'NEWPARTNER'
        : 'RESELLER'
      : i % 17 === 0
        ? 'NEWENDUSER'
        : 'ENDUSER';
    if (reseller) resellers.push(i);
    const inactive = i > 6 && i % 23 === 0;
    const validated = partyType !== 'NEWENDUSER' && partyType !== 'NEWPARTNER' && i % 11 !== 0;
    rows.push({
      name,
      vatNumber: foreign
        ? `${[...countryIds].find(([, id]) => id === city.countryId)![0]}${String(100_000_000 + i * 37).padStart(9, '0')}B01`
        : demoVatNumber(i),
      vatRegimeId: foreign ? 2 : i % 29 === 0 ? 4 : 1,
      naceCode: NACE_CODES[(i * 5) % NACE_CODES.length]![0],
      partyType,
      // Three in five end users buy through a reseller seeded before them.
      parentCompanyId: !reseller && resellers.length && i % 5 < 3 ? resellers[(i * 7) % resellers.length]! : null,
      street: `${['Kerkstraat', 'Stationsstraat', 'Rue de la Station', 'Grote Markt', 'Avenue Louise', 'Industrieweg'][i % 6]} ${1 + (i % 180)}`,
      cityId: city.id,
      countryId: city.countryId,
      email: `info@${shortSlug(name)}.${foreign ? 'eu' : 'be'}`,
      phone: `+32 ${2 + (i % 8)} ${String(100 + (i % 900)).padStart(3, '0')} ${String(10 + (i % 90))} ${String(10 + ((i * 3) % 90))}`,
      language,
      profileId: 1 + (i % PROFILES.length),
      dnsTenantId: i % 3 === 0 ? 1 + (i % DNS_TENANTS.length) : null,
      peppolReceiver: !foreign && validated && i % 4 !== 0,
      status: inactive ? ('inactive' as const) : ('active' as const),
      inactivationReason: inactive
        ? ['Bankrupt', 'Merged with another customer', 'Contract ended', 'Moved to a competitor'][i % 4]!
        : null,
      inactivatedAt: inactive ? new Date(Date.UTC(2026, i % 10, 1 + (i % 27))) : null,
      validated,
      validatedAt: validated ? new Date(Date.UTC(2025, i % 12, 1 + (i % 27))) : null,
    });
  }
  for (let i = 0; i < rows.length; i += 1_000) await tx.insert(companies).values(rows.slice(i, i + 1_000));
  // Their timelines so far: created (by the migration from the old system), validated, inactivated.
  const events: (typeof timelineEvents.$inferInsert)[] = [];
  rows.forEach((row, i) => {
    const id = i + 1;
    const base = { companyId: id, userId: null, kind: 'company' as const, recordId: id, label: row.name };
    events.push({ ...base, action: 'created', occurredAt: new Date(Date.UTC(2024, i % 12, 1 + (i % 27))) });
    if (row.validatedAt)
      events.push({
        ...base,
        action: 'validated',
        occurredAt: row.validatedAt,
        changes: [{ field: 'validated', before: false, after: true }],
      });
    if (row.inactivatedAt)
      events.push({
        ...base,
        action: 'inactivated',
        occurredAt: row.inactivatedAt,
        changes: [
          { field: 'status', before: 'active', after: 'inactive' },
          { field: 'inactivationReason', before: null, after: row.inactivationReason },
        ],
      });
  });
  for (let i = 0; i < events.length; i += 2_000) await tx.insert(timelineEvents).values(events.slice(i, i + 2_000));

  // Contacts: two a company in the demo, three in the large seed (30,000); the first handles the
  // invoices (billing and commercial), the second the technique, a third has no type.
  await tx.insert(contactTypes).values(CONTACT_TYPES.map(([code, description]) => ({ code, description })));
  const perCompany = count > 1_000 ? 3 : 2;
  const people = [];
  const types: { contactId: number; contactTypeId: number }[] = [];
  for (let c = 1; c <= count; c++)
    for (let k = 0; k < perCompany; k++) {
      const [given, gender] = GIVEN[(c * 5 + k * 7) % GIVEN.length]!;
      const family = FIRST[(c * 11 + k * 3) % FIRST.length]!;
      const domain = rows[c - 1]!.email.split('@')[1]!;
      people.push({
        companyId: c,
        firstName: given,
        lastName: family,
        gender,
        language: rows[c - 1]!.language,
        email: `${shortSlug(given)}.${shortSlug(family)}@${domain}`,
        phone: k === 0 ? rows[c - 1]!.phone : null,
        invitedAt: k === 0 && c % 3 === 0 ? new Date(Date.UTC(2026, c % 10, 1 + (c % 27))) : null,
      });
      const contactId = people.length;
      if (k === 0) types.push({ contactId, contactTypeId: 1 }, { contactId, contactTypeId: 3 });
      if (k === 1) types.push({ contactId, contactTypeId: 2 });
    }
  for (let i = 0; i < people.length; i += 1_000) await tx.insert(contacts).values(people.slice(i, i + 1_000));
  for (let i = 0; i < types.length; i += 2_000) await tx.insert(contactContactTypes).values(types.slice(i, i + 2_000));
  await seedMetadata(tx, count, people.length);
}
