/**
 * Data quality (docs/domain.md "Data quality"): the rules, each with its severity, the module its
 * records live in and the kind of record a finding points at. Zod-free: safe for the start-up bundle.
 */

export const DATA_QUALITY_SEVERITIES = ['error', 'warning'] as const;
export type DataQualitySeverity = (typeof DATA_QUALITY_SEVERITIES)[number];

/** The modules a finding's record lives in (module keys of src/shared/catalogue.ts). */
export const DATA_QUALITY_MODULES = ['company', 'contract', 'products', 'invoices'] as const;
export type DataQualityModule = (typeof DATA_QUALITY_MODULES)[number];

/** What a finding points at. */
export const DATA_QUALITY_RECORD_KINDS = ['company', 'contact', 'contractItem', 'product', 'invoice'] as const;
export type DataQualityRecordKind = (typeof DATA_QUALITY_RECORD_KINDS)[number];

/** The rules, in the order the screen lists them (errors first). */
export const DATA_QUALITY_RULES = [
  'enterpriseNumberCheck',
  'peppolWithoutEndpoint',
  'duplicateEnterpriseNumber',
  'itemWithoutPriceNextMonth',
  'enterpriseNumberMissing',
  'billingContactWithoutEmail',
  'productWithoutPrice',
  'overdueWithoutFollowUp',
] as const;
export type DataQualityRule = (typeof DATA_QUALITY_RULES)[number];

export type DataQualityRuleDefinition = {
  readonly severity: DataQualitySeverity;
  readonly module: DataQualityModule;
  readonly recordKind: DataQualityRecordKind;
};

export const DATA_QUALITY_RULE_DEFINITIONS: Readonly<Record<DataQualityRule, DataQualityRuleDefinition>> = {
  enterpriseNumberCheck: { severity: 'error', module: 'company', recordKind: 'company' },
  peppolWithoutEndpoint: { severity: 'error', module: 'company', recordKind: 'company' },
  duplicateEnterpriseNumber: { severity: 'error', module: 'company', recordKind: 'company' },
  itemWithoutPriceNextMonth: { severity: 'error', module: 'contract', recordKind: 'contractItem' },
  enterpriseNumberMissing: { severity: 'warning', module: 'company', recordKind: 'company' },
  billingContactWithoutEmail: { severity: 'warning', module: 'company', recordKind: 'contact' },
  productWithoutPrice: { severity: 'warning', module: 'products', recordKind: 'product' },
  overdueWithoutFollowUp: { severity: 'warning', module: 'invoices', recordKind: 'invoice' },
};

/** Open findings, or the ones staff accepted (with who, when and why). */
export const DATA_QUALITY_VIEWS = ['open', 'accepted'] as const;
export type DataQualityView = (typeof DATA_QUALITY_VIEWS)[number];

/** An overdue invoice this many days past its due date without a follow-up is a finding. */
export const OVERDUE_FOLLOW_UP_DAYS = 60;

/** The open states of an invoice on which no follow-up (reminder or notice) was recorded yet. */
export const OPEN_WITHOUT_FOLLOW_UP = ['created', 'sent', 'overdue', 'partiallyPaid'] as const;
