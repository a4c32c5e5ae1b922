/**
 * Data quality (docs/domain.md "Data quality"): the findings of the rules, grouped by rule with
 * their counts, filtered and paged, and the acceptance of a finding with its reason.
 */
import * as z from 'zod';
import { dbInt, listQueryBase, repeated } from './common';
import {
  DATA_QUALITY_MODULES,
  DATA_QUALITY_RECORD_KINDS,
  DATA_QUALITY_RULES,
  DATA_QUALITY_SEVERITIES,
  DATA_QUALITY_VIEWS,
} from '../constants/data-quality';

export const dataQualityQuery = z.object({
  pageIndex: listQueryBase.shape.pageIndex,
  pageSize: listQueryBase.shape.pageSize,
  /** Part of the record's name or its company's. */
  searchText: listQueryBase.shape.searchText,
  rules: repeated(z.enum(DATA_QUALITY_RULES, { message: 'validation.invalid' })).optional(),
  severities: repeated(z.enum(DATA_QUALITY_SEVERITIES, { message: 'validation.invalid' })).optional(),
  modules: repeated(z.enum(DATA_QUALITY_MODULES, { message: 'validation.invalid' })).optional(),
  /** Open findings (default), or the accepted ones. */
  view: z.enum(DATA_QUALITY_VIEWS, { message: 'validation.invalid' }).default('open'),
});
export type DataQualityQuery = z.infer<typeof dataQualityQuery>;

/** Who accepted a finding, when and why. */
export const dataQualityAcceptance = z.object({
  reason: z.string(),
  userName: z.string().nullable(),
  acceptedAt: z.string(),
});
export type DataQualityAcceptance = z.infer<typeof dataQualityAcceptance>;

export const dataQualityFinding = z.object({
  rule: z.enum(DATA_QUALITY_RULES),
  severity: z.enum(DATA_QUALITY_SEVERITIES),
  module: z.enum(DATA_QUALITY_MODULES),
  recordKind: z.enum(DATA_QUALITY_RECORD_KINDS),
  recordId: z.number().int(),
  /** The company the record belongs to (a company's own id for a company), for the link and the name. */
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** A contract item's contract. */
  contractId: z.number().int().nullable(),
  /** What the record is called: a company's or contact's name, a contract and product, a product code, an invoice number. */
  label: z.string(),
  /** What the rule found (the field's value, the other companies, the days overdue...), by name. */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** A digest of the fields the rule read: an acceptance holds while they stay the same. */
  fingerprint: z.string(),
  acceptance: dataQualityAcceptance.nullable(),
});
export type DataQualityFinding = z.infer<typeof dataQualityFinding>;

export const dataQualityRuleCount = z.object({
  rule: z.enum(DATA_QUALITY_RULES),
  severity: z.enum(DATA_QUALITY_SEVERITIES),
  module: z.enum(DATA_QUALITY_MODULES),
  count: z.number().int().nonnegative(),
});
export type DataQualityRuleCount = z.infer<typeof dataQualityRuleCount>;

export const dataQualityPage = z.object({
  /** Every rule the severity and module filters keep, with its count in the view (zero too). */
  rules: z.array(dataQualityRuleCount),
  items: z.array(dataQualityFinding),
  totalCount: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type DataQualityPage = z.infer<typeof dataQualityPage>;

export const dataQualityAcceptInput = z.object({
  rule: z.enum(DATA_QUALITY_RULES, { error: 'validation.required' }),
  recordId: dbInt,
  /** The finding's fingerprint as the screen showed it: a finding that changed since is not accepted blind. */
  fingerprint: z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid'),
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.maxLength|500'),
});
export type DataQualityAcceptInput = z.infer<typeof dataQualityAcceptInput>;

export const dataQualityAccepted = dataQualityAcceptance.extend({
  rule: z.enum(DATA_QUALITY_RULES),
  recordId: z.number().int(),
});
