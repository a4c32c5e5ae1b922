import { aPrice } from '@/features/product/pricing/testing/price-fixture';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Price, PriceExplanationAnswer } from '@/shared/schemas/price';
import {
  isValidQuantity,
  levelText,
  noneHintText,
  outcomeText,
  priceFacts,
  priceForText,
  quantityRangeText,
  questionKey,
  questionOf,
  questionOfKey,
  reasonTexts,
  translateText,
  whyTexts,
  windowText,
  type Text,
  type Translate,
} from './price-explanation-text';

/** The English words (the test setup loads en). */
const t: Translate = (key, values) => i18next.t(key, values);
const en = (text: Text) => translateText(text, t);
/** Intl puts a no-break space after the euro sign: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const price = (overrides: Partial<Price> = {}): Price =>
  aPrice({ priceId: 1, amount: 12.5, priceTypeDescription: 'Sales RRP', ...overrides });

function answer(overrides: Partial<PriceExplanationAnswer> = {}): PriceExplanationAnswer {
  return {
    priceTypeId: 2,
    entityId: null,
    date: '2026-11-23T00:00:00.000Z',
    quantity: 15,
    outcome: 'none',
    level: null,
    price: null,
    candidates: [],
    rejected: [],
    ...overrides,
  };
}

describe('translateText', () => {
  it('translates nested texts first, then the outer one', () => {
    const seen: string[] = [];
    const fake: Translate = (key, values) => {
      seen.push(key);
      return values ? `${key}(${Object.values(values).join(',')})` : key;
    };
    expect(
      translateText({ key: 'a.outer', values: { n: 3, inner: { key: 'a.inner', values: { s: 'x' } } } }, fake),
    ).toBe('a.outer(3,a.inner(x))');
    expect(seen).toEqual(['a.inner', 'a.outer']);
  });
});

describe('labels', () => {
  it('quantity ranges, each bound open or closed', () => {
    expect(quantityRangeText(11, 50)).toEqual({ key: 'pricing:range.between', values: { from: 11, until: 50 } });
    expect(en(quantityRangeText(11, 50))).toBe('11–50');
    expect(en(quantityRangeText(11, null))).toBe('11 or more');
    expect(en(quantityRangeText(null, 50))).toBe('up to 50');
    expect(en(quantityRangeText(null, null))).toBe('any quantity');
  });

  it('validity windows as DD/MM/YYYY, an empty bound open', () => {
    expect(en(windowText('2026-01-01T00:00:00.000Z', '2026-12-31T00:00:00.000Z'))).toBe('01/01/2026 – 31/12/2026');
    expect(en(windowText('2026-01-01T00:00:00.000Z', null))).toBe('01/01/2026 – open');
    expect(en(windowText(null, '2026-12-31T00:00:00.000Z'))).toBe('open – 31/12/2026');
    expect(en(windowText(null, null))).toBe('always');
  });

  it('who a price is for', () => {
    expect(en(priceForText({ entityId: null, entityName: null }))).toBe('general price');
    expect(en(priceForText({ entityId: 7, entityName: 'Acme NV' }))).toBe('for Acme NV');
    expect(en(priceForText({ entityId: 7, entityName: null }))).toBe('for customer #7');
  });

  it('the facts of a price', () => {
    const facts = priceFacts(
      price({ amount: 12.5, entityId: 7, entityName: 'Acme NV', quantityFrom: 1, quantityUntil: 10 }),
    );
    expect(plain(facts.amount)).toBe('€12.50');
    // The price type by its label (id 2, sales), not the description the server sent.
    expect(en(facts.priceType)).toBe('Sales (RRP)');
    expect(en(priceFacts(price({ priceTypeId: 9, priceTypeDescription: 'Other' })).priceType)).toBe('Other');
    expect(facts.facts.map(en)).toEqual(['for Acme NV', 'quantity 1–10', 'valid always']);
  });
});

describe('reasons', () => {
  it('in a fixed order whatever order they come in, each in words', () => {
    const p = price({
      priceTypeId: 1,
      priceTypeDescription: 'Purchase',
      quantityFrom: 1,
      quantityUntil: 10,
      dateFrom: '2025-01-01T00:00:00.000Z',
      dateUntil: '2025-12-31T00:00:00.000Z',
    });
    const texts = reasonTexts({
      price: p,
      reasons: ['dateOutOfWindow', 'quantityOutOfRange', 'otherEntity', 'otherPriceType'],
    });
    expect(texts.map((x) => x.key)).toEqual([
      'pricing:explain.reason.otherPriceType',
      'pricing:explain.reason.otherEntity',
      'pricing:explain.reason.quantityOutOfRange',
      'pricing:explain.reason.dateOutOfWindow',
    ]);
    expect(texts.map(en)).toEqual([
      'for another price type (Purchase)',
      'for another customer',
      'quantity outside 1–10',
      'not valid on that day (valid 01/01/2025 – 31/12/2025)',
    ]);
  });

  it("the customer's own price taking precedence", () => {
    expect(reasonTexts({ price: price(), reasons: ['entityPriceWins'] }).map(en)).toEqual([
      "the customer's own price takes precedence",
    ]);
  });
});

describe('the answer in words', () => {
  const general = price({
    priceId: 3,
    amount: 12.5,
    quantityFrom: 11,
    quantityUntil: 50,
    dateFrom: '2026-01-01T00:00:00.000Z',
  });

  it("a customer's own price", () => {
    const a = answer({ outcome: 'price', level: 'entity', entityId: 7, price: general, candidates: [general] });
    expect(plain(en(outcomeText(a)))).toBe("Price that applies: €12.50 — the customer's own price");
  });

  it('the general price, for a customer without its own or for no customer', () => {
    const a = answer({ outcome: 'price', level: 'general', entityId: 7, price: general, candidates: [general] });
    expect(plain(en(outcomeText(a)))).toBe(
      'Price that applies: €12.50 — the general price (the customer has no price of its own for this)',
    );
    expect(en(levelText({ level: 'general', entityId: null }))).toBe('the general price');
  });

  it('why the price applies', () => {
    const a = answer({ outcome: 'price', level: 'general', price: general, candidates: [general] });
    expect(whyTexts(a).map(en)).toEqual([
      'quantity 15 is in the range 11–50',
      '23/11/2026 is in the validity window 01/01/2026 – open',
    ]);
    const open = answer({ outcome: 'price', level: 'general', price: price(), candidates: [price()] });
    expect(whyTexts(open).map(en)).toEqual([
      'the price holds for any quantity',
      'the price is valid on every day, 23/11/2026 included',
    ]);
    expect(whyTexts(answer())).toEqual([]);
  });

  it('no price, with a hint that depends on whether the product has prices', () => {
    expect(en(outcomeText(answer()))).toBe('No price applies');
    expect(noneHintText(answer()).key).toBe('pricing:explain.hint.noPrices');
    expect(noneHintText(answer({ rejected: [{ price: general, reasons: ['otherEntity'] }] })).key).toBe(
      'pricing:explain.hint.none',
    );
  });

  it('an overlap', () => {
    const a = answer({ outcome: 'overlap', level: 'general', candidates: [general, price({ priceId: 4 })] });
    expect(en(outcomeText(a))).toBe('Two or more prices apply at once — fix the overlap');
  });
});

describe('questionOf', () => {
  const form = { date: '2026-11-23', quantity: '15', priceTypeId: '2', entityId: '' };

  it('a complete question; no customer sends no entityId', () => {
    expect(questionOf(form)).toEqual({ date: '2026-11-23', quantity: 15, priceTypeId: 2 });
    expect(questionOf({ ...form, entityId: '7' })).toEqual({
      date: '2026-11-23',
      quantity: 15,
      priceTypeId: 2,
      entityId: 7,
    });
    expect(questionOf({ ...form, quantity: ' 3 ' })?.quantity).toBe(3);
  });

  it('null while the quantity is not a whole number of 1 or more', () => {
    for (const quantity of ['', '0', '-1', '1.5', '1e3', 'abc', '2147483648'])
      expect(questionOf({ ...form, quantity }), quantity).toBeNull();
    expect(isValidQuantity('1')).toBe(true);
    expect(isValidQuantity('0')).toBe(false);
  });

  it('null while the day is not a calendar day', () => {
    for (const date of ['', '2026-02-30', '23/11/2026', '0000-01-01'])
      expect(questionOf({ ...form, date }), date).toBeNull();
  });

  it('null without a price type or with a broken customer id', () => {
    expect(questionOf({ ...form, priceTypeId: '' })).toBeNull();
    expect(questionOf({ ...form, entityId: 'x' })).toBeNull();
  });
});

describe('questionKey', () => {
  it('stays equal while the question does, and gives the question back', () => {
    const q = { date: '2026-11-23', quantity: 15, priceTypeId: 2 };
    expect(questionKey(q)).toBe(questionKey({ ...q }));
    expect(questionKey(q)).not.toBe(questionKey({ ...q, quantity: 150 }));
    expect(questionOfKey(questionKey(q))).toEqual(q);
    const forCustomer = { ...q, entityId: 7 };
    expect(questionOfKey(questionKey(forCustomer))).toEqual(forCustomer);
  });

  it('no question is the empty key, and the empty key no question', () => {
    expect(questionKey(null)).toBe('');
    expect(questionOfKey('')).toBeNull();
    expect(questionOfKey('2026-11-23 0 2')).toBeNull();
  });
});
