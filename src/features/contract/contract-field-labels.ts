/**
 * How a contract's changed fields read, wherever changes show (the version compare, the company's
 * timeline): the label of a header or item field, and a value as staff read it (statuses and types by
 * name, days as dates, money as euro). Needs the `contract` texts loaded.
 */
import type { TFunction } from 'i18next';
import { formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney } from '@/shared/format';

const LABEL_KEYS: Record<string, string> = {
  customerName: 'contract:fields.customer',
  resellerName: 'contract:fields.reseller',
  contractTypeDescription: 'contract:fields.contractType',
  status: 'contract:fields.status',
  dateStart: 'contract:fields.dateStart',
  dateEnd: 'contract:fields.dateEnd',
  calculationType: 'contract:form.calculationType',
  priceType: 'contract:form.priceType',
  mainContractName: 'contract:form.mainContract',
  reference: 'contract:form.reference',
  description: 'contract:form.description',
  productCode: 'contract:fields.product',
  domain: 'contract:item.domain',
  alreadyInvoiced: 'contract:item.alreadyInvoiced',
  quantity: 'contract:item.quantity',
  factor: 'contract:item.factor',
  unitPrice: 'contract:item.unitPrice',
  monthlyAmount: 'contract:fields.monthlyAmount',
  invoicedUntil: 'contract:item.invoicedUntil',
  advancedOptions: 'contract:item.advancedOptions',
  partnerCenterProfile: 'contract:item.partnerCenterProfile',
  domainProfile: 'contract:item.domainProfile',
};
/** Fields whose values are codes with labels. */
const CODE_LABELS: Record<string, string> = {
  status: 'contract:statuses.',
  calculationType: 'contract:calculationTypes.',
  priceType: 'contract:priceTypes.',
};
const MONEY_FIELDS = new Set(['unitPrice', 'monthlyAmount']);
const WIRE_DAY = /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/;

/** A field's label; a field without one (a metadata code) as it is. */
export const contractFieldLabel = (t: TFunction, field: string) => (LABEL_KEYS[field] ? t(LABEL_KEYS[field]) : field);

/**
 * A recorded change's field as it reads: a header field's label, or an item's (`<product code> <field>`,
 * as the timeline records it) as the product code and the field's label.
 */
export function contractChangeLabel(t: TFunction, field: string): string {
  const space = field.lastIndexOf(' ');
  if (space < 0) return contractFieldLabel(t, field);
  return `${field.slice(0, space)} – ${contractFieldLabel(t, field.slice(space + 1))}`;
}

export function contractFieldValue(t: TFunction, field: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return EMPTY;
  if (typeof v === 'boolean') return v ? t('contract:versions.compare.yes') : t('contract:versions.compare.no');
  if (typeof v === 'string' && WIRE_DAY.test(v)) return formatWireDay(v);
  if (CODE_LABELS[field] && typeof v === 'string') return t(`${CODE_LABELS[field]}${v}`, { defaultValue: v });
  if (MONEY_FIELDS.has(field) && typeof v === 'number') return formatMoney(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** The field of a recorded change without its product code (`CODE quantity` → `quantity`). */
export const changedField = (field: string) => field.slice(field.lastIndexOf(' ') + 1);
