/**
 * The shared enumerations a screen shows, and the one way to show their values: `enumLabel(t, name,
 * value)`. Each enumeration names its values (the constants of `./constants`, or the codes of a
 * seeded reference table the server sends) and where their labels live: `<key>.<value>` in en, nl
 * and fr. The locale gate (src/testing/locales.test.ts) walks this table: every value has a label in
 * every language, and a Dutch or French label differs from the English one unless the gate lists it
 * as the same word. A screen never shows a code or a table's English description where a label
 * exists; a value the table does not know (a row added later) shows the description the server sent,
 * else its code made readable. Plain code: no i18next, the caller passes its `t`.
 */
import { EMPTY } from './format';
import { matchingKey, metadataDisplayValue } from './metadata';
import { BILLING_PLANS, NCE_TERMS } from './subscription';
import {
  CONTACT_TYPE_CODES,
  COMPANY_STATUSES,
  CUSTOMER_LANGUAGES,
  PARTY_TYPES,
  VAT_REGIME_CODES,
} from './constants/company';
import { GENDERS } from './constants/contact';
import {
  CALCULATION_TYPES,
  CONTRACT_PRICE_TYPES,
  CONTRACT_SEARCH_FIELDS,
  CONTRACT_STATUSES,
  CONTRACT_TYPE_CODES,
} from './constants/contract';
import { INVOICE_RECEIVERS, INVOICE_STATES, INVOICE_TYPES } from './constants/invoice';
import { MAIL_ATTACHMENT_KINDS, MAIL_KINDS, MAIL_STATUSES } from './constants/mail';
import { MANUAL_PRODUCT_STATUSES, MANUAL_PRODUCT_TYPE_CODES, MANUAL_PRODUCT_UNITS } from './constants/manual-product';
import { METADATA_CATEGORIES, METADATA_CODES, METADATA_OPTIONS } from './constants/metadata';
import {
  PRICE_METHOD_CODES,
  PRICE_TYPE,
  PRODUCT_LANGUAGES,
  PRODUCT_SEGMENTS,
  PRODUCT_STATUS,
  PRODUCT_TYPE_CODES,
} from './constants/product';
import { REQUEST_DETAIL_TYPES, REQUEST_STATUSES } from './constants/request-log';
import {
  TASK_ASSIGNEE_WORDS,
  TASK_CATEGORIES,
  TASK_HISTORY_ACTIONS,
  TASK_OUTCOMES,
  TASK_STATUSES,
  TASK_SUBJECT_KINDS,
} from './constants/task';
import { FILE_IMPORT_STATUSES, FILE_IMPORT_TYPES, IMPORT_ROW_OUTCOMES } from './constants/file-import';
import { TIMELINE_ACTIONS, TIMELINE_KINDS } from './constants/timeline';

type Enumeration = { readonly key: string; readonly values: readonly string[] };

const codesOf = <T extends Record<string, number>>(ids: T) => Object.keys(ids) as (keyof T & string)[];

/** Every enumeration a screen shows, by name: where its labels live and its values. */
export const ENUMERATIONS = {
  // Seeded reference tables, sent as ids or codes: their labels in the `enums` namespace.
  productStatus: { key: 'enums:productStatuses', values: codesOf(PRODUCT_STATUS) },
  productType: { key: 'enums:productTypes', values: PRODUCT_TYPE_CODES },
  priceMethod: { key: 'enums:priceMethods', values: PRICE_METHOD_CODES },
  priceType: { key: 'enums:priceTypes', values: codesOf(PRICE_TYPE) },
  vatRegime: { key: 'enums:vatRegimes', values: VAT_REGIME_CODES },
  contractType: { key: 'enums:contractTypes', values: CONTRACT_TYPE_CODES },
  metadataCode: { key: 'enums:metadata.codes', values: METADATA_CODES },
  metadataCategory: { key: 'enums:metadata.categories', values: METADATA_CATEGORIES },
  // A MULTISELECT metadata's values, per code: `metadataOption.<code>`.
  'metadataOption.billingplan': { key: 'enums:metadata.values.billingplan', values: METADATA_OPTIONS.billingplan },
  'metadataOption.termduration': { key: 'enums:metadata.values.termduration', values: METADATA_OPTIONS.termduration },
  'metadataOption.licencetype': { key: 'enums:metadata.values.licencetype', values: METADATA_OPTIONS.licencetype },
  // The constants of src/shared/constants, labelled in their feature's namespace.
  partyType: { key: 'company:partyTypes', values: PARTY_TYPES },
  companyStatus: { key: 'company:statuses', values: COMPANY_STATUSES },
  customerLanguage: { key: 'company:languages', values: CUSTOMER_LANGUAGES },
  gender: { key: 'company:genders', values: GENDERS },
  contactType: { key: 'company:contactTypes', values: CONTACT_TYPE_CODES },
  timelineKind: { key: 'company:timeline.kinds', values: TIMELINE_KINDS },
  timelineAction: { key: 'company:timeline.actions', values: TIMELINE_ACTIONS },
  contractStatus: { key: 'contract:statuses', values: CONTRACT_STATUSES },
  calculationType: { key: 'contract:calculationTypes', values: CALCULATION_TYPES },
  contractPriceType: { key: 'contract:priceTypes', values: CONTRACT_PRICE_TYPES },
  contractSearchField: { key: 'contract:searchFields', values: CONTRACT_SEARCH_FIELDS },
  invoiceState: { key: 'invoice:states', values: INVOICE_STATES },
  invoiceType: { key: 'invoice:types', values: INVOICE_TYPES },
  invoiceReceiver: { key: 'invoice:receivers', values: INVOICE_RECEIVERS },
  invoiceUnit: { key: 'invoice:units', values: MANUAL_PRODUCT_UNITS },
  mailStatus: { key: 'mail:statuses', values: MAIL_STATUSES },
  mailKind: { key: 'mail:kinds', values: MAIL_KINDS },
  mailAttachmentKind: { key: 'mail:attachmentKinds', values: MAIL_ATTACHMENT_KINDS },
  manualProductStatus: { key: 'manualProduct:statuses', values: MANUAL_PRODUCT_STATUSES },
  manualProductType: { key: 'manualProduct:types', values: MANUAL_PRODUCT_TYPE_CODES },
  manualProductUnit: { key: 'manualProduct:units', values: MANUAL_PRODUCT_UNITS },
  manualInvoicePartyType: { key: 'manualInvoice:partyTypes', values: PARTY_TYPES },
  productLanguage: { key: 'product:languages', values: PRODUCT_LANGUAGES },
  productSegment: { key: 'product:segments', values: PRODUCT_SEGMENTS },
  billingPlan: { key: 'pricing:billingPlans', values: BILLING_PLANS },
  termDuration: { key: 'pricing:termDurations', values: NCE_TERMS },
  subscriptionBillingPlan: { key: 'contract:subscriptions.plans', values: BILLING_PLANS },
  subscriptionTerm: { key: 'contract:subscriptions.terms', values: NCE_TERMS },
  requestStatus: { key: 'requestLog:statuses', values: REQUEST_STATUSES },
  requestDetailType: { key: 'requestLog:types', values: REQUEST_DETAIL_TYPES },
  requestContractStatus: { key: 'requestLog:contractStatuses', values: CONTRACT_STATUSES },
  taskStatus: { key: 'task:statuses', values: TASK_STATUSES },
  taskCategory: { key: 'task:categories', values: TASK_CATEGORIES },
  taskSubjectKind: { key: 'task:subjectKinds', values: TASK_SUBJECT_KINDS },
  taskHistoryAction: { key: 'task:historyActions', values: TASK_HISTORY_ACTIONS },
  taskAssignee: { key: 'task:assignees', values: TASK_ASSIGNEE_WORDS },
  taskOutcome: { key: 'task:outcomes', values: TASK_OUTCOMES },
  fileImportType: { key: 'fileImport:types', values: FILE_IMPORT_TYPES },
  fileImportStatus: { key: 'fileImport:statuses', values: FILE_IMPORT_STATUSES },
  importRowOutcome: { key: 'fileImport:outcomes', values: IMPORT_ROW_OUTCOMES },
} as const satisfies Record<string, Enumeration>;

export type EnumerationName = keyof typeof ENUMERATIONS;

/** The label key of an enumeration's value: `enums:productTypes.MS_NCE`. */
export const enumKey = (name: EnumerationName, value: string) => `${ENUMERATIONS[name].key}.${value}`;

/** What `enumLabel` needs of i18next's `t`. */
export type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A code made readable, for a value no label covers: `minimumQuantity` and `MINIMUM_QUANTITY` are
 * "Minimum quantity", `billingplan` is "Billingplan".
 */
export function readableCode(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of an enumeration's value in the reader's language: its label when the value has one,
 * else `fallback` (the description the server sent with it), else the code made readable; the empty
 * value's dash for none. Metadata codes and categories are read case-insensitively, without spaces.
 */
export function enumLabel(
  t: Translate,
  name: EnumerationName,
  value: string | null | undefined,
  fallback?: string | null,
): string {
  if (value === null || value === undefined || value === '') return fallback || EMPTY;
  const code = name === 'metadataCode' || name === 'metadataCategory' ? value.toLowerCase().replace(/\s+/g, '') : value;
  return t(enumKey(name, code), { defaultValue: fallback || readableCode(value) });
}

/**
 * Reference rows (a code and a description each) as a filter's options: each under the id `idOf`
 * gives, labelled by `enumLabel`; undefined while the rows load.
 */
export const enumOptions = <R extends { code: string; description: string | null }>(
  t: Translate,
  name: EnumerationName,
  rows: readonly R[] | undefined,
  idOf: (row: R) => number,
) => rows?.map((row) => ({ id: idOf(row), label: enumLabel(t, name, row.code, row.description) }));

/** The same rows as a form's select options (`value`, `label`); none while they load. */
export const enumSelectOptions = <R extends { code: string; description: string | null }>(
  t: Translate,
  name: EnumerationName,
  rows: readonly R[] | undefined,
  idOf: (row: R) => number,
) => (enumOptions(t, name, rows, idOf) ?? []).map(({ id, label }) => ({ value: id, label }));

/** A product status's code from its fixed id (PRODUCT_STATUS), undefined for another id. */
export const productStatusCode = (id: number) => codesOf(PRODUCT_STATUS).find((code) => PRODUCT_STATUS[code] === id);

/** A price type's code from its fixed id (PRICE_TYPE), undefined for another id. */
export const priceTypeCode = (id: number) => codesOf(PRICE_TYPE).find((code) => PRICE_TYPE[code] === id);

/** A price's type in words: its label by its fixed id, else the description the server sent. */
export const priceTypeLabel = (t: Translate, price: { priceTypeId: number; priceTypeDescription: string }) =>
  enumLabel(t, 'priceType', priceTypeCode(price.priceTypeId), price.priceTypeDescription);

/** A metadata definition as people read it: its label and its category's, `Billing plan (Billing)`. */
export const metadataName = (t: Translate, definition: { code: string; category: string }) =>
  `${enumLabel(t, 'metadataCode', definition.code)} (${enumLabel(t, 'metadataCategory', definition.category)})`;

/**
 * A MULTISELECT value's label: the label of its key when the code's values have labels, else the
 * label the definition gives it (`availableValues`), else the value.
 */
export function metadataOptionLabel(t: Translate, code: string, key: string, definitionLabel?: string) {
  const lower = code.toLowerCase();
  if (!Object.hasOwn(METADATA_OPTIONS, lower)) return definitionLabel || key;
  return enumLabel(t, `metadataOption.${lower as keyof typeof METADATA_OPTIONS}`, key, definitionLabel || key);
}

/**
 * A metadata value as people read it in their language: a MULTISELECT value by its label, a BOOL as
 * yes or no, the others as `metadataDisplayValue` writes them (a day as DD/MM/YYYY, a dash for none).
 */
export function metadataValueText(
  t: Translate,
  definition: { code: string; dataType: string; availableValues?: Record<string, string> | undefined },
  value: string | null | undefined,
): string {
  const text = metadataDisplayValue(definition.dataType, value, definition.availableValues);
  if (text === EMPTY || !value) return text;
  if (definition.dataType === 'BOOL' && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === 'true'
      ? t('form.yes', { defaultValue: 'Yes' })
      : t('form.no', { defaultValue: 'No' });
  const key = definition.dataType === 'MULTISELECT' ? matchingKey(definition.availableValues ?? {}, value) : undefined;
  return key === undefined ? text : metadataOptionLabel(t, definition.code, key, text);
}
