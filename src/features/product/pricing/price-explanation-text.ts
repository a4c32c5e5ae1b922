/**
 * The words of the price explanation (which price applies for a customer, day and quantity), as
 * translation keys with their values, so they are testable without React; and the question the
 * panel's inputs make. Types only from the schemas: this runs in the detail page's chunk, without zod.
 */
import { isCalendarDay } from '@/shared/calendar-day';
import { formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney } from '@/shared/format';
import type { Price, PriceExplanationAnswer } from '@/shared/schemas/price';
import type { PriceQuestion } from './api/price-api';
import { enumKey, priceTypeCode } from '@/shared/enumerations';

/**
 * A text to translate: its key and its values, which may themselves be texts (translated first);
 * `defaultValue` when the key may have no text (a reference value without a label).
 */
export type Text = { key: string; values?: Record<string, string | number | Text>; defaultValue?: string };

/** Translates a key with plain values (i18next's `t`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type PriceRejection = PriceExplanationAnswer['rejected'][number]['reasons'][number];

/** The order reasons are told in: what the price is for first, then its range and window. */
const REASON_ORDER: readonly PriceRejection[] = [
  'otherPriceType',
  'otherEntity',
  'quantityOutOfRange',
  'dateOutOfWindow',
  'entityPriceWins',
];

const MAX_INT = 2_147_483_647;

/** A text in words: nested texts translated first. */
export function translateText(text: Text, t: Translate): string {
  if (!text.values && text.defaultValue === undefined) return t(text.key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] = typeof value === 'object' ? translateText(value, t) : value;
  if (text.defaultValue !== undefined) values.defaultValue = text.defaultValue;
  return t(text.key, values);
}

/** A price's type: its label by its fixed id (`enums:priceTypes`), else the description the server sent. */
export const priceTypeText = (price: Pick<Price, 'priceTypeId' | 'priceTypeDescription'>): Text => ({
  key: enumKey('priceType', priceTypeCode(price.priceTypeId) ?? String(price.priceTypeId)),
  defaultValue: price.priceTypeDescription,
});

/** A quantity range: "11–50", "11 or more", "up to 50", "any quantity". */
export function quantityRangeText(from: number | null, until: number | null): Text {
  if (from !== null && until !== null) return { key: 'pricing:range.between', values: { from, until } };
  if (from !== null) return { key: 'pricing:range.from', values: { from } };
  if (until !== null) return { key: 'pricing:range.until', values: { until } };
  return { key: 'pricing:range.any' };
}

/** A validity window (days inclusive): "01/01/2026 – open", "open – 31/12/2026", "always". */
export function windowText(dateFrom: string | null, dateUntil: string | null): Text {
  if (dateFrom !== null && dateUntil !== null)
    return {
      key: 'pricing:explain.window.between',
      values: { from: formatWireDay(dateFrom), until: formatWireDay(dateUntil) },
    };
  if (dateFrom !== null) return { key: 'pricing:explain.window.from', values: { from: formatWireDay(dateFrom) } };
  if (dateUntil !== null) return { key: 'pricing:explain.window.until', values: { until: formatWireDay(dateUntil) } };
  return { key: 'pricing:explain.window.always' };
}

/** Who a price is for: the customer by name, or everyone (the general price). */
export function priceForText(price: Pick<Price, 'entityId' | 'entityName'>): Text {
  if (price.entityId === null) return { key: 'pricing:explain.forGeneral' };
  return price.entityName
    ? { key: 'pricing:explain.forEntity', values: { name: price.entityName } }
    : { key: 'pricing:explain.forEntityId', values: { id: price.entityId } };
}

/** The facts of one price, as a list shows it: amount, price type, who for, quantity range, window. */
export function priceFacts(price: Price): { amount: string; priceType: Text; facts: Text[] } {
  return {
    amount: formatMoney(price.amount),
    priceType: priceTypeText(price),
    facts: [
      priceForText(price),
      {
        key: 'pricing:explain.quantityFact',
        values: { range: quantityRangeText(price.quantityFrom, price.quantityUntil) },
      },
      { key: 'pricing:explain.windowFact', values: { window: windowText(price.dateFrom, price.dateUntil) } },
    ],
  };
}

/** One reason a price does not apply, in words. */
export function reasonText(reason: PriceRejection, price: Price): Text {
  switch (reason) {
    case 'otherPriceType':
      return { key: 'pricing:explain.reason.otherPriceType', values: { priceType: priceTypeText(price) } };
    case 'otherEntity':
      return { key: 'pricing:explain.reason.otherEntity' };
    case 'quantityOutOfRange':
      return {
        key: 'pricing:explain.reason.quantityOutOfRange',
        values: { range: quantityRangeText(price.quantityFrom, price.quantityUntil) },
      };
    case 'dateOutOfWindow':
      return {
        key: 'pricing:explain.reason.dateOutOfWindow',
        values: { window: windowText(price.dateFrom, price.dateUntil) },
      };
    case 'entityPriceWins':
      return { key: 'pricing:explain.reason.entityPriceWins' };
  }
}

/** The reasons a rejected price does not apply, in a fixed order, each once. */
export function reasonTexts(rejected: { price: Price; reasons: readonly PriceRejection[] }): Text[] {
  return REASON_ORDER.filter((r) => rejected.reasons.includes(r)).map((r) => reasonText(r, rejected.price));
}

/** The headline of the answer. */
export function outcomeText(answer: PriceExplanationAnswer): Text {
  if (answer.outcome === 'none') return { key: 'pricing:explain.outcome.none' };
  if (answer.outcome === 'overlap') return { key: 'pricing:explain.outcome.overlap' };
  const amount = answer.price ? formatMoney(answer.price.amount) : EMPTY;
  return { key: 'pricing:explain.outcome.price', values: { amount, level: levelText(answer) } };
}

/** Whose price applies: the customer's own, the general one because the customer has none, or the general one. */
export function levelText(answer: Pick<PriceExplanationAnswer, 'level' | 'entityId'>): Text {
  if (answer.level === 'entity') return { key: 'pricing:explain.level.entity' };
  return answer.entityId === null
    ? { key: 'pricing:explain.level.general' }
    : { key: 'pricing:explain.level.generalFallback' };
}

/** Why the price that applies does: its quantity range holds the quantity, its window the day. */
export function whyTexts(answer: Pick<PriceExplanationAnswer, 'price' | 'quantity' | 'date'>): Text[] {
  const price = answer.price;
  if (!price) return [];
  const quantity: Text =
    price.quantityFrom === null && price.quantityUntil === null
      ? { key: 'pricing:explain.why.anyQuantity' }
      : {
          key: 'pricing:explain.why.quantity',
          values: { quantity: answer.quantity, range: quantityRangeText(price.quantityFrom, price.quantityUntil) },
        };
  const day: Text =
    price.dateFrom === null && price.dateUntil === null
      ? { key: 'pricing:explain.why.anyDay', values: { date: formatWireDay(answer.date) } }
      : {
          key: 'pricing:explain.why.day',
          values: { date: formatWireDay(answer.date), window: windowText(price.dateFrom, price.dateUntil) },
        };
  return [quantity, day];
}

/** What to do when no price applies. */
export function noneHintText(answer: Pick<PriceExplanationAnswer, 'rejected' | 'candidates'>): Text {
  return answer.rejected.length + answer.candidates.length === 0
    ? { key: 'pricing:explain.hint.noPrices' }
    : { key: 'pricing:explain.hint.none' };
}

/** The raw inputs of the question: texts as the inputs hold them; `entityId` '' for no customer. */
export type PriceQuestionForm = {
  /** `YYYY-MM-DD` from `<input type="date">`; '' while incomplete. */
  date: string;
  quantity: string;
  priceTypeId: string;
  entityId: string;
};

/** A whole number 1..2^31-1 written in digits, or null. */
function positiveInt(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_INT ? n : null;
}

/** Whether the quantity text is a whole number of 1 or more. */
export function isValidQuantity(text: string): boolean {
  return positiveInt(text) !== null;
}

/** The question the inputs ask, or null while one is missing or invalid. No customer: no entityId. */
export function questionOf(form: PriceQuestionForm): PriceQuestion | null {
  const date = form.date.trim();
  const quantity = positiveInt(form.quantity);
  const priceTypeId = positiveInt(form.priceTypeId);
  if (!isCalendarDay(date) || quantity === null || priceTypeId === null) return null;
  if (form.entityId.trim() === '') return { date, quantity, priceTypeId };
  const entityId = positiveInt(form.entityId);
  return entityId === null ? null : { date, quantity, priceTypeId, entityId };
}

/**
 * The question as one text, equal as long as the question is (the object is new every render):
 * the value to debounce. '' for no question. Its parts hold no space: a day, then whole numbers.
 */
export function questionKey(question: PriceQuestion | null): string {
  if (!question) return '';
  return [question.date, question.quantity, question.priceTypeId, question.entityId ?? ''].join(' ');
}

/** The question a key stands for (the inverse of `questionKey`); null for '' or a key that is no question. */
export function questionOfKey(key: string): PriceQuestion | null {
  const [date = '', quantity = '', priceTypeId = '', entityId = ''] = key.split(' ');
  return questionOf({ date, quantity, priceTypeId, entityId });
}
