/**
 * Companies (spec 02 sections 3-7, docs/domain.md): the list with its filters, the detail, create and
 * update with a version, validate and inactivate, and the reference lists the form picks from. Every
 * rule of the company form lives here, for the form and the server alike.
 */
import * as z from 'zod';
import {
  codeRow,
  companyRef,
  dbInt,
  exportQuery,
  listOf,
  listQuery,
  listQueryBase,
  queryId,
  recordEvent,
  repeated,
} from './common';
import { enterpriseDigits, enterpriseNumberProblem, vatNumberOf } from '../enterprise-number';
import { isPlainAddress } from '../email-address';
import { metadataEntries, metadataValues } from './metadata';
import {
  COMPANY_STATUSES,
  COMPANY_VALIDATED_CODES,
  CUSTOMER_LANGUAGES,
  PARTY_TYPES,
  type CompanyStatus,
  type CustomerLanguage,
  type PartyType,
} from '../constants/company';
import { COMPANY_SORT_COLUMNS } from '../constants/company';
import { TIMELINE_ACTIONS, TIMELINE_KINDS } from '../constants/timeline';

export { idParam } from './common';
export { metadataItems } from './metadata';
export type { CompanyStatus, CustomerLanguage, PartyType };

/** Company text fields: surrounding whitespace stripped, runs of whitespace made one space. */
export const stripWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Optional stripped text up to `max` characters; empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .transform(stripWhitespace)
    .pipe(z.string().max(max, `validation.maxLength|${max}`))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A VAT number: a Belgian one (BE and ten digits, or the ten digits alone, dots and spaces allowed)
 * must pass the registry's check and is stored as BE0123456789; another country's is two letters
 * and 2 to 13 letters or digits, stored without spaces or dots. Empty: none.
 */
export const vatNumberField = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    const text = stripWhitespace(v ?? '');
    if (!text) return null;
    if (/^BE/i.test(text) || /^[\d\s.]+$/.test(text)) {
      const problem = enterpriseNumberProblem(text);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          message: problem === 'check' ? 'validation.enterpriseCheck' : 'validation.vatNumber',
        });
        return z.NEVER;
      }
      return vatNumberOf(enterpriseDigits(text));
    }
    const compact = text.replace(/[\s.]/g, '').toUpperCase();
    if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compact)) {
      ctx.addIssue({ code: 'custom', message: 'validation.vatNumber' });
      return z.NEVER;
    }
    return compact;
  });

/** Required stripped text up to `max` characters (a name). */
export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .transform(stripWhitespace)
    .pipe(z.string().min(1, 'validation.required').max(max, `validation.maxLength|${max}`));

/** One plain e-mail address (src/shared/email-address.ts), optional; empty becomes null. */
export const emailField = optionalText(200).refine((v) => !v || isPlainAddress(v), 'validation.email');

/** A phone number, optional: digits with an optional leading +, spaces, brackets, dots, slashes, dashes. */
export const phoneField = optionalText(40).refine((v) => !v || /^\+?[\d ()./-]{6,}$/.test(v), 'validation.phone');

export const companyInput = z.object({
  name: requiredText(200),
  vatNumber: vatNumberField,
  vatRegimeId: dbInt.nullish().transform((v) => v ?? null),
  naceCode: optionalText(10),
  partyType: z.enum(PARTY_TYPES, { error: 'validation.required' }),
  parentCompanyId: dbInt.nullish().transform((v) => v ?? null),
  street: optionalText(200),
  cityId: dbInt.nullish().transform((v) => v ?? null),
  countryId: dbInt.nullish().transform((v) => v ?? null),
  email: emailField,
  phone: phoneField,
  language: z.enum(CUSTOMER_LANGUAGES, { error: 'validation.required' }),
  profileId: dbInt.nullish().transform((v) => v ?? null),
  dnsTenantId: dbInt.nullish().transform((v) => v ?? null),
  peppolReceiver: z.boolean().default(false),
  /** Its metadata values; absent on an update: the stored ones stay as they are. */
  metadatas: metadataEntries.optional(),
});
export type CompanyInput = z.infer<typeof companyInput>;

export const companyUpdate = companyInput.extend({ companyId: dbInt, version: dbInt });
export type CompanyUpdate = z.infer<typeof companyUpdate>;

/** Filters of the companies list: every array a repeated query key. */
export const companyFilters = z.object({
  /** Default (absent): active companies only, as the spec says. */
  statuses: repeated(z.enum(COMPANY_STATUSES, { message: 'validation.invalid' })).optional(),
  partyTypes: repeated(z.enum(PARTY_TYPES, { message: 'validation.invalid' })).optional(),
  /** The reseller (parent) of the companies. */
  resellerIds: repeated(queryId).optional(),
  /** `true`, `false`, or both (all). */
  validated: repeated(z.enum(COMPANY_VALIDATED_CODES, { message: 'validation.invalid' })).optional(),
  countryIds: repeated(queryId).optional(),
  languages: repeated(z.enum(CUSTOMER_LANGUAGES, { message: 'validation.invalid' })).optional(),
});

export const companyListQuery = listQuery(companyFilters.shape, COMPANY_SORT_COLUMNS);
export type CompanyListQuery = z.infer<typeof companyListQuery>;

/** The CSV export takes the list's filters, search and sort, without paging. */
export const companyExportQuery = exportQuery(companyFilters.shape, COMPANY_SORT_COLUMNS);
export type CompanyExportQuery = z.infer<typeof companyExportQuery>;

export const companyListItem = companyRef.extend({
  partyType: z.enum(PARTY_TYPES),
  parentCompanyId: z.number().int().nullable(),
  parentCompanyName: z.string().nullable(),
  cityName: z.string().nullable(),
  countryCode: z.string().nullable(),
  email: z.string().nullable(),
  language: z.enum(CUSTOMER_LANGUAGES),
  status: z.enum(COMPANY_STATUSES),
  validated: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CompanyListItem = z.infer<typeof companyListItem>;
export const companyPage = listOf(companyListItem);

export const companySchema = companyRef.extend({
  vatRegimeId: z.number().int().nullable(),
  naceCode: z.string().nullable(),
  partyType: z.enum(PARTY_TYPES),
  parentCompanyId: z.number().int().nullable(),
  parentCompanyName: z.string().nullable(),
  street: z.string().nullable(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryId: z.number().int().nullable(),
  countryCode: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(CUSTOMER_LANGUAGES),
  profileId: z.number().int().nullable(),
  dnsTenantId: z.number().int().nullable(),
  peppolReceiver: z.boolean(),
  status: z.enum(COMPANY_STATUSES),
  inactivationReason: z.string().nullable(),
  inactivatedAt: z.string().nullable(),
  validated: z.boolean(),
  validatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** Its metadata values with their definition (Hidden ones too: the screens leave them out). */
  metadatas: metadataValues,
});
export type Company = z.infer<typeof companySchema>;

export const companyCreated = z.object({ companyId: z.number().int() });

/** Inactivating keeps the reason. */
export const companyInactivation = z.object({
  reason: requiredText(500),
  version: dbInt,
});
export type CompanyInactivation = z.infer<typeof companyInactivation>;
export const companyValidation = z.object({ version: dbInt });

/** Reference lists the form and the filters pick from. */
export const countryOptions = z.array(z.object({ countryId: z.number().int(), code: z.string(), name: z.string() }));
export const cityQuery = z.object({
  countryId: queryId.optional(),
  searchText: z.string().trim().max(100, 'validation.maxLength|100').optional(),
});
export const cityOptions = z.array(
  z.object({ cityId: z.number().int(), countryId: z.number().int(), postalCode: z.string(), name: z.string() }),
);
export const vatRegimeOptions = z.array(codeRow('vatRegimeId'));
export const naceCodeOptions = z.array(z.object({ code: z.string(), description: z.string() }));
export const profileOptions = z.array(z.object({ profileId: z.number().int(), description: z.string() }));
export const dnsTenantOptions = z.array(z.object({ dnsTenantId: z.number().int(), name: z.string() }));
export const partyTypeOptions = z.array(z.enum(PARTY_TYPES));
/** The resellers a company can sit under. */
/** Resellers found by name or VAT number, or named by id. */
export { optionQuery as parentQuery } from './common';
export const parentOption = companyRef;
export type ParentOption = z.infer<typeof parentOption>;
export const parentOptions = z.array(parentOption);

/** A company's timeline, newest first, filtered by kind (all when none). */
export const timelineQuery = z.object({
  pageIndex: listQueryBase.shape.pageIndex,
  pageSize: listQueryBase.shape.pageSize,
  kinds: repeated(z.enum(TIMELINE_KINDS, { message: 'validation.invalid' })).optional(),
});
export type TimelineQuery = z.infer<typeof timelineQuery>;

export const timelineEvent = recordEvent(z.enum(TIMELINE_ACTIONS)).extend({
  kind: z.enum(TIMELINE_KINDS),
  recordId: z.number().int(),
  label: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;
export const timelinePage = listOf(timelineEvent);

/** A company linked to another: its reseller, or an end user under it. */
export const linkedCompany = companyRef.extend({
  partyType: z.enum(PARTY_TYPES),
  status: z.enum(COMPANY_STATUSES),
  relation: z.enum(['reseller', 'enduser']),
});
export type LinkedCompany = z.infer<typeof linkedCompany>;
export const linkedCompanies = z.array(linkedCompany);
