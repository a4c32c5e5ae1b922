/**
 * The price form's values and the body they become: the form holds
 * dates as Dates at 12:00 local (a picked day), the API gets that calendar day at midnight UTC. An
 * invalid typed date stays invalid, so the shared schema says so instead of sending a stale day.
 */
import { format, isValid } from 'date-fns';
import { wireDayAtNoon } from '@/shared/dates';
import type { Price, PriceInput, PriceTranslation } from '@/shared/schemas/price';
import { toWireDay } from '@/shared/calendar-day';

export type PriceFormValues = {
  amount: number | null;
  priceTypeId: number | null;
  entityId: number | null;
  dateFrom: Date | null;
  dateUntil: Date | null;
  quantityFrom: number | null;
  quantityUntil: number | null;
  billingPlanId: number | null;
  termDurationId: number | null;
  /** The stored description; a chosen price translation replaces it. */
  description: string | null;
};

/** A wire day as the form holds it: the same calendar day at 12:00 local. */
export const formDay = (wire: string | null): Date | null => (wire ? wireDayAtNoon(wire) : null);

/** A form date as sent: its calendar day at midnight UTC; an invalid date as text the schema refuses. */
export function wireDay(date: Date | null): string | null {
  if (!date) return null;
  return isValid(date) ? toWireDay(format(date, 'yyyy-MM-dd')) : 'invalid';
}

/** A new price starts at amount 0; an existing one as stored. */
export function priceFormValues(price?: Price, entityId: number | null = null): PriceFormValues {
  return {
    amount: price ? price.amount : 0,
    priceTypeId: price?.priceTypeId ?? null,
    entityId: price ? price.entityId : entityId,
    dateFrom: formDay(price?.dateFrom ?? null),
    dateUntil: formDay(price?.dateUntil ?? null),
    quantityFrom: price?.quantityFrom ?? null,
    quantityUntil: price?.quantityUntil ?? null,
    billingPlanId: price?.billingPlanId ?? null,
    termDurationId: price?.termDurationId ?? null,
    description: price?.description ?? null,
  };
}

type Plan = { billingPlanId?: number | null | undefined; termDurationId?: number | null | undefined };

/**
 * The description a price gets (it may come from matching a billing plan and term
 * duration). When the pair changed, the translation of the new pair, or none (the server then falls
 * back to the pair's translation itself); otherwise the description it has, untouched.
 */
export function describedBy(
  translations: readonly PriceTranslation[],
  chosen: Plan & { description?: string | null | undefined },
  before: Plan,
): string | null {
  const plan = chosen.billingPlanId ?? null;
  const term = chosen.termDurationId ?? null;
  if (plan === (before.billingPlanId ?? null) && term === (before.termDurationId ?? null))
    return chosen.description ?? null;
  return matchingTranslation(translations, plan, term)?.description ?? null;
}

/** The price translation of a billing plan and term duration, when both are chosen and one matches. */
export function matchingTranslation(
  translations: readonly PriceTranslation[],
  billingPlanId: number | null,
  termDurationId: number | null,
): PriceTranslation | undefined {
  if (billingPlanId === null || termDurationId === null) return undefined;
  return translations.find((tr) => tr.billingPlanId === billingPlanId && tr.termDurationId === termDurationId);
}

/** The body the form's values become. Not yet validated: the shared schema (the server's) judges it. */
export function toPriceInput(values: PriceFormValues, productGuid: string): Record<keyof PriceInput, unknown> {
  return {
    priceId: null,
    productGuid,
    amount: values.amount,
    priceTypeId: values.priceTypeId,
    priceTypeDescription: null,
    entityId: values.entityId,
    dateFrom: wireDay(values.dateFrom),
    dateUntil: wireDay(values.dateUntil),
    quantityFrom: values.quantityFrom,
    quantityUntil: values.quantityUntil,
    description: values.description,
    termDurationId: values.termDurationId,
    billingPlanId: values.billingPlanId,
  };
}
