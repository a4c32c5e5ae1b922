/** Companies: party types, the languages they are written to in, statuses and the list's sort columns. Zod-free: safe for the start-up bundle. */
/** Party types of a company (spec 02 section 4); a RESELLER or NEWPARTNER can be another's parent. */
export const PARTY_TYPES = ['RESELLER', 'ENDUSER', 'NEWENDUSER', 'NEWPARTNER'] as const;

export type PartyType = (typeof PARTY_TYPES)[number];

export const RESELLER_PARTY_TYPES = ['RESELLER', 'NEWPARTNER'] as const satisfies readonly PartyType[];

/** The languages a company or contact is written to in (spec 02: NL, FR, EN, DE). */
export const CUSTOMER_LANGUAGES = ['NL', 'FR', 'EN', 'DE'] as const;

export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

/** A company is active or inactive (inactivated with a reason); the list shows active ones by default. */
export const COMPANY_STATUSES = ['active', 'inactive'] as const;

export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The VAT regimes' codes (vat_regimes.code): what VAT an invoice charges (src/shared/invoice-lines.ts). */
export const VAT_REGIME_CODES = ['BE_STANDARD', 'EU_REVERSE_CHARGE', 'EXPORT', 'EXEMPT_ART44', 'COCONTRACTOR'] as const;

export type VatRegimeCode = (typeof VAT_REGIME_CODES)[number];

/** The contact types' codes (contact_types.code). */
export const CONTACT_TYPE_CODES = ['billing', 'technical', 'commercial'] as const;

export type ContactTypeCode = (typeof CONTACT_TYPE_CODES)[number];
/** The companies list's statuses when its filter names none: the screen shows it, the server applies it. */
export const COMPANY_DEFAULT_STATUSES: readonly CompanyStatus[] = ['active'];

/** The companies list's validated filter: validated or not, both chosen is all. */
export const COMPANY_VALIDATED_CODES = ['true', 'false'] as const;

/** Columns the company list sorts by (`orderBys`). */
export const COMPANY_SORT_COLUMNS = ['name', 'vatNumber', 'partyType', 'city', 'status', 'updatedAt'] as const;

/** The companies list's order when none is chosen; the screen shows it. */
export const COMPANY_DEFAULT_SORT = 'name' satisfies (typeof COMPANY_SORT_COLUMNS)[number];
