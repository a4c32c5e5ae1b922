import { describe, expect, it } from 'vitest';
import { formatWireDay } from '@/shared/dates';
import { priceInput, type Price, type PriceTranslation } from '@/shared/schemas/price';
import { describedBy, formDay, matchingTranslation, priceFormValues, toPriceInput, wireDay } from './price-form-values';

const GUID = '7d5f1d6a-3c1b-4b7e-9a57-0c2f6f4a1b2c';
const translations: PriceTranslation[] = [
  {
    priceTranslationId: 1,
    billingPlanId: 1,
    billingPlanCode: 'monthly',
    termDurationId: 2,
    termDurationCode: 'P1Y',
    description: 'Annual commitment, billed monthly',
  },
  {
    priceTranslationId: 2,
    billingPlanId: 2,
    billingPlanCode: 'annual',
    termDurationId: 2,
    termDurationCode: 'P1Y',
    description: 'Annual commitment, billed annually',
  },
];
const stored: Price = {
  priceId: 4,
  productGuid: GUID,
  amount: 12.5,
  priceTypeId: 2,
  priceTypeDescription: 'Sales (RRP)',
  entityId: null,
  entityName: null,
  dateFrom: '2026-01-31T00:00:00.000Z',
  dateUntil: null,
  quantityFrom: 1,
  quantityUntil: 10,
  description: 'Own text',
  termDurationId: null,
  billingPlanId: null,
  version: 3,
};

describe('price form values', () => {
  it('a new price starts at amount 0 with nothing else chosen', () => {
    expect(priceFormValues()).toMatchObject({ amount: 0, priceTypeId: null, dateFrom: null, quantityFrom: null });
    expect(priceFormValues(undefined, 7).entityId).toBe(7);
  });

  it('holds a stored day at 12:00 local and sends it back as that day at midnight UTC', () => {
    const day = formDay('2026-01-31T00:00:00.000Z');
    expect(day?.getHours()).toBe(12);
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate()]).toEqual([2026, 0, 31]);
    expect(wireDay(day)).toBe('2026-01-31T00:00:00.000Z');
    expect(wireDay(null)).toBeNull();
    expect(formatWireDay('2026-01-31T00:00:00.000Z')).toBe('31/01/2026');
  });

  it('an invalid typed date is refused by the shared schema, not sent as a stale day', () => {
    const values = { ...priceFormValues(stored), dateUntil: new Date(Number.NaN) };
    const result = priceInput.safeParse(toPriceInput(values, GUID));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['dateUntil', 'validation.date']]);
  });

  it('the form values of a stored price pass the shared schema unchanged', () => {
    const body = priceInput.parse(toPriceInput(priceFormValues(stored), GUID));
    expect(body).toMatchObject({ amount: 12.5, dateFrom: '2026-01-31T00:00:00.000Z', description: 'Own text' });
  });

  it('the price rules of the shared schema reach the form fields', () => {
    const values = { ...priceFormValues(), amount: -1, quantityFrom: 10, quantityUntil: 5 };
    const result = priceInput.safeParse(toPriceInput(values, GUID));
    const issues = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(issues).toEqual({
      amount: 'validation.positiveNumber',
      priceTypeId: 'validation.priceTypeRequired',
      quantityUntil: 'validation.quantityUntilAfterFrom',
    });
  });

  it('a price translation is chosen by billing plan and term duration together', () => {
    expect(matchingTranslation(translations, 2, 2)?.priceTranslationId).toBe(2);
    expect(matchingTranslation(translations, 2, null)).toBeUndefined();
    expect(matchingTranslation(translations, 2, 3)).toBeUndefined();
    const before = { billingPlanId: null, termDurationId: null };
    const chosen = { billingPlanId: 1, termDurationId: 2, description: 'Own text' };
    expect(describedBy(translations, chosen, before)).toBe('Annual commitment, billed monthly');
    // A pair without a translation: no description (the server falls back), not the previous text.
    expect(describedBy(translations, { ...chosen, termDurationId: 3 }, before)).toBeNull();
    // An untouched pair keeps the price's own description, even where a translation matches.
    expect(describedBy(translations, chosen, chosen)).toBe('Own text');
    expect(describedBy(translations, { ...before, description: null }, before)).toBeNull();
  });
});
