/**
 * Companies (docs/domain.md) and their reference lists: countries, cities, VAT regimes, NACE codes,
 * profiles and DNS tenants. A company is a reseller (RESELLER, NEWPARTNER) or an end user (ENDUSER,
 * NEWENDUSER), an end user optionally under a reseller (parent). Entity-specific prices hang off
 * companies.id. The Belgian VAT number is stored as BE and the ten digits of the enterprise number.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  tableWithId,
  codeList,
  GIN_NO_PENDING_LIST,
  inList,
  metadataDefinition,
  metadataDefinitionChecks,
  metadataValues,
  requiredRef,
  versioned,
} from './columns';
import { users } from './security';
import { METADATA_ENTITIES } from '../../../src/shared/constants/metadata';
import { COMPANY_STATUSES, CUSTOMER_LANGUAGES, PARTY_TYPES } from '../../../src/shared/constants/company';
import { GENDERS } from '../../../src/shared/constants/contact';
import { TIMELINE_ACTIONS, TIMELINE_KINDS } from '../../../src/shared/constants/timeline';

export const countries = tableWithId(
  'countries',
  {
    /** ISO 3166-1 alpha-2 (BE, NL, FR, ...). */
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('countries_code_idx').on(t.code)],
);

export const cities = tableWithId(
  'cities',
  {
    countryId: requiredRef('country_id', () => countries.id),
    postalCode: text('postal_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('cities_country_postal_idx').on(t.countryId, t.postalCode)],
);

export const vatRegimes = tableWithId('vat_regimes', {
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
});

export const naceCodes = pgTable('nace_codes', {
  /** NACE-BEL code, e.g. 62.010. */
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const companyProfiles = tableWithId('company_profiles', {
  description: text('description').notNull(),
});

export const dnsTenants = tableWithId('dns_tenants', {
  name: text('name').notNull().unique(),
});

export const companies = tableWithId(
  'companies',
  {
    /** The company's stable public key (the invoicing calls name a customer by it); never changes. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    /** BE0123456789 for a Belgian company; another country's VAT number as it is written. */
    vatNumber: text('vat_number'),
    vatRegimeId: integer('vat_regime_id').references(() => vatRegimes.id),
    naceCode: text('nace_code').references(() => naceCodes.code),
    partyType: text('party_type', { enum: PARTY_TYPES }).notNull().default('ENDUSER'),
    parentCompanyId: integer('parent_company_id').references((): AnyPgColumn => companies.id),
    street: text('street'),
    cityId: integer('city_id').references(() => cities.id),
    countryId: integer('country_id').references(() => countries.id),
    email: text('email'),
    phone: text('phone'),
    language: text('language', { enum: CUSTOMER_LANGUAGES }).notNull().default('NL'),
    profileId: integer('profile_id').references(() => companyProfiles.id),
    dnsTenantId: integer('dns_tenant_id').references(() => dnsTenants.id),
    /** Receives its invoices as Peppol e-invoices (addressed by 0208 and the enterprise number). */
    peppolReceiver: boolean('peppol_receiver').notNull().default(false),
    status: text('status', { enum: COMPANY_STATUSES }).notNull().default('active'),
    inactivationReason: text('inactivation_reason'),
    inactivatedAt: timestamp('inactivated_at', { withTimezone: true }),
    validated: boolean('validated').notNull().default(false),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('companies_vat_number_idx').on(t.vatNumber),
    // Substring search on the name (ILIKE '%...%'), as on products.
    index('companies_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    // The one search: a VAT number containing the typed digits (server/modules/search).
    index('companies_vat_number_trgm_idx')
      .using('gin', sql`${t.vatNumber} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    // The list's default order and its name sort.
    index('companies_sort_name_idx').on(sql`lower(${t.name})`, t.id),
    index('companies_parent_idx').on(t.parentCompanyId),
    index('companies_city_idx').on(t.cityId),
    index('companies_status_idx').on(t.status),
    // Data quality's duplicate enterprise numbers: one VAT number however it is written (BE and the
    // ten digits, or the compact text), among the active companies (data-quality-rules.ts VAT_KEY).
    index('companies_vat_key_idx')
      .on(
        sql`(case when ${t.vatNumber} ~ '^[0-9[:space:]./-]+$' then 'BE' else '' end || upper(regexp_replace(${t.vatNumber}, '[[:space:]./-]', '', 'g')))`,
      )
      .where(sql`${t.status} = 'active' and ${t.vatNumber} is not null`),
    check('companies_party_type_check', inList('party_type', PARTY_TYPES)),
    check('companies_language_check', inList('language', CUSTOMER_LANGUAGES)),
    check('companies_status_check', inList('status', COMPANY_STATUSES)),
    check('companies_not_own_parent_check', sql`parent_company_id <> id`),
  ],
);

/** What a contact is for a company: billing, technical, commercial (ids fixed by the seed). */
export const contactTypes = codeList('contact_types', {});

export const contacts = tableWithId(
  'contacts',
  {
    companyId: requiredRef('company_id', () => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull().default('nd'),
    language: text('language', { enum: CUSTOMER_LANGUAGES }).notNull().default('NL'),
    email: text('email'),
    phone: text('phone'),
    /** When the last invitation to the customer portal was sent. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    index('contacts_company_idx').on(t.companyId),
    index('contacts_sort_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    // Finding a company by a contact's e-mail, and contacts by theirs (ILIKE '%...%').
    index('contacts_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    // The one search: "first last" containing the text (server/modules/search).
    index('contacts_name_trgm_idx')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    // Data quality's billing contacts without an address: the few without one, found without a scan.
    index('contacts_without_email_idx')
      .on(t.companyId)
      .where(sql`${t.email} is null or trim(${t.email}) = ''`),
    check('contacts_gender_check', inList('gender', GENDERS)),
    check('contacts_language_check', inList('language', CUSTOMER_LANGUAGES)),
  ],
);

/** A contact's types (a contact can be billing and technical at once). */
export const contactContactTypes = pgTable(
  'contact_contact_types',
  {
    contactId: requiredRef('contact_id', () => contacts.id, { onDelete: 'cascade' }),
    contactTypeId: requiredRef('contact_type_id', () => contactTypes.id),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.contactTypeId] })],
);

/**
 * A company's timeline: one durable record per change to the company or anything of it (its
 * contacts now; mails, contracts, invoices and tasks as they arrive): who, when, what, and the
 * fields before and after.
 */
export const timelineEvents = tableWithId(
  'timeline_events',
  {
    companyId: requiredRef('company_id', () => companies.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it; null for the system (a job, the seed). */
    userId: integer('user_id').references(() => users.id),
    kind: text('kind', { enum: TIMELINE_KINDS }).notNull(),
    action: text('action', { enum: TIMELINE_ACTIONS }).notNull(),
    /** The changed record (the company, a contact, ...), and what it is called. */
    recordId: integer('record_id').notNull(),
    label: text('label').notNull(),
    /** The changed fields: `[{ field, before, after }]`. */
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
  },
  (t) => [
    index('timeline_events_company_idx').on(t.companyId, t.occurredAt.desc(), t.id.desc()),
    check('timeline_events_kind_check', inList('kind', TIMELINE_KINDS)),
    check('timeline_events_action_check', inList('action', TIMELINE_ACTIONS)),
  ],
);

/**
 * Metadata companies and contacts can carry (`entity`): one definition per code and entity, with the
 * data type its value is checked by, the keys and labels of a MULTISELECT, and who may change it.
 * Products keep their own definitions (product_metadata_definitions).
 */
export const metadataDefinitions = tableWithId(
  'metadata_definitions',
  {
    entity: text('entity', { enum: METADATA_ENTITIES }).notNull(),
    ...metadataDefinition(),
  },
  (t) => [
    uniqueIndex('metadata_definitions_entity_code_idx').on(t.entity, sql`lower(${t.code})`),
    check('metadata_definitions_entity_check', inList('entity', METADATA_ENTITIES)),
    ...metadataDefinitionChecks('metadata_definitions'),
  ],
);

/** A company's metadata values. */
export const companyMetadata = metadataValues('company_metadata', { companyId: companies.id }, metadataDefinitions);

/** A contact's metadata values, as a company's. */
export const contactMetadata = metadataValues('contact_metadata', { contactId: contacts.id }, metadataDefinitions);
