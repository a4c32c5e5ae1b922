/**
 * Product prices: the price rule form and the answers of the pricing
 * calls. A price applies to the quantities quantityFrom..quantityUntil and the days
 * dateFrom..dateUntil, both inclusive; an empty bound is open. Calendar dates travel as the date at
 * midnight UTC (`2026-01-31T00:00:00.000Z`); the form holds them at 12:00 local.
 */
import * as z from 'zod';
import { MAX_INT } from '../constants/common';
import { isWireDay, toWireDay } from '../calendar-day';

export { dayOfWire, isWireDay, toWireDay } from '../calendar-day';
import { companyRef, dbInt, positiveInt } from './common';

export { emptyAnswer } from './common';

/** numeric(12,2) in the database. */
export const MAX_AMOUNT = 9_999_999_999.99;

const wireDay = z
  .string({ error: 'validation.date' })
  .refine(isWireDay, { message: 'validation.date' })
  .nullable()
  .optional();

/** Two decimals at most (money), judged on the decimal text of the number. */
export const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const quantity = positiveInt.nullable().optional();

const optionalId = z
  .number({ error: 'validation.number' })
  .int('validation.integer')
  .positive('validation.positive')
  .max(MAX_INT, `validation.max|${MAX_INT}`)
  .nullable()
  .optional();

/** The fields of a price rule, before the rules that compare fields. */
const priceFields = z.object({
  productGuid: z.guid({ message: 'validation.guid' }),
  amount: z
    .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.positiveNumber') })
    .min(0, 'validation.positiveNumber')
    .max(MAX_AMOUNT, `validation.max|${MAX_AMOUNT}`)
    .refine(hasAtMostTwoDecimals, { message: 'validation.decimals|2' }),
  priceTypeId: z
    .number({ error: 'validation.priceTypeRequired' })
    .int('validation.priceTypeRequired')
    .positive('validation.priceTypeRequired')
    .max(MAX_INT, 'validation.priceTypeRequired'),
  /** Informative only (the answer carries it); ignored on write. */
  priceTypeDescription: z.string().max(200).nullable().optional(),
  /** The company the price is for; null or absent: the general price. */
  entityId: optionalId,
  dateFrom: wireDay,
  dateUntil: wireDay,
  quantityFrom: quantity,
  quantityUntil: quantity,
  /** The price's description; absent or blank: the price translation of its billing plan and term. */
  description: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(500, 'validation.maxLength|500')
    .nullable()
    .optional(),
  termDurationId: optionalId,
  billingPlanId: optionalId,
});

type PriceFields = z.infer<typeof priceFields>;

/** The rules between fields: until not before from, quantityUntil greater than quantityFrom. */
function checkRanges(p: PriceFields, ctx: z.RefinementCtx) {
  if (p.dateFrom && p.dateUntil && isWireDay(p.dateFrom) && isWireDay(p.dateUntil) && p.dateUntil < p.dateFrom)
    ctx.addIssue({ code: 'custom', path: ['dateUntil'], message: 'validation.dateOrder' });
  if (typeof p.quantityFrom === 'number' && typeof p.quantityUntil === 'number' && p.quantityUntil <= p.quantityFrom)
    ctx.addIssue({ code: 'custom', path: ['quantityUntil'], message: 'validation.quantityUntilAfterFrom' });
}

/**
 * The range rules run even when another field is wrong, so a form shows every message at once
 * (checkRanges only compares fields that are themselves valid).
 */
const alsoWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The body of POST prices. `priceId` may be sent along (the form has it) and is ignored. */
export const priceInput = priceFields
  .extend({ priceId: z.number({ error: 'validation.number' }).nullable().optional() })
  .superRefine(checkRanges, alsoWithFieldErrors);
export type PriceInput = z.infer<typeof priceInput>;

/** The body of PUT prices: the price and the version it was loaded with. */
export const priceUpdate = priceFields
  .extend({ priceId: dbInt, version: dbInt })
  .superRefine(checkRanges, alsoWithFieldErrors);
export type PriceUpdate = z.infer<typeof priceUpdate>;

/** The answer of POST prices (201). */
export const priceCreated = z.object({ priceId: z.number().int() });
export type PriceCreated = z.infer<typeof priceCreated>;

/** One price (GET prices/{productguid}, PUT prices, and a 409's current record). */
export const price = z.object({
  priceId: z.number().int(),
  productGuid: z.string(),
  amount: z.number(),
  priceTypeId: z.number().int(),
  priceTypeDescription: z.string(),
  entityId: z.number().int().nullable(),
  entityName: z.string().nullable(),
  /** Midnight UTC of the first day, or null (open). */
  dateFrom: z.string().nullable(),
  /** Midnight UTC of the last day (inclusive), or null (open). */
  dateUntil: z.string().nullable(),
  quantityFrom: z.number().int().nullable(),
  quantityUntil: z.number().int().nullable(),
  description: z.string().nullable(),
  termDurationId: z.number().int().nullable(),
  billingPlanId: z.number().int().nullable(),
  version: z.number().int(),
});
export type Price = z.infer<typeof price>;
export const prices = z.array(price);

export const priceProductParam = z.object({ productguid: z.guid({ message: 'validation.guid' }) });

const queryId = z.coerce
  .number()
  .int('validation.integer')
  .positive('validation.positive')
  .max(MAX_INT, `validation.max|${MAX_INT}`);

/** GET prices/{productguid}: optionally only one entity's prices. */
export const priceListQuery = z.object({ entityId: queryId.optional() });

export const priceIdParam = z.object({ id: queryId });

export const priceType = z.object({ priceTypeId: z.number().int(), description: z.string() });
export type PriceType = z.infer<typeof priceType>;
export const priceTypes = z.array(priceType);
export const priceTranslation = z.object({
  priceTranslationId: z.number().int(),
  billingPlanId: z.number().int(),
  billingPlanCode: z.string(),
  termDurationId: z.number().int(),
  termDurationCode: z.string(),
  description: z.string(),
});
export type PriceTranslation = z.infer<typeof priceTranslation>;
export const priceTranslations = z.array(priceTranslation);
/** A company a price can be for (GET prices/companies). */
export const priceCompany = companyRef;
export type PriceCompany = z.infer<typeof priceCompany>;
export const priceCompanies = z.array(priceCompany);

/** GET prices/companies: the first 50 by name, filtered by a part of the name or VAT number. */
export const priceCompanyQuery = z.object({
  searchText: z.string().trim().max(200, 'validation.maxLength|200').optional(),
});

/** GET prices/{productguid}/explain: which price applies for a customer (or none), day and quantity. */
export const priceExplainQuery = z.object({
  /** The customer; absent: the general price. */
  entityId: queryId.optional(),
  /** The day, as sent (`2026-01-31T00:00:00.000Z`) or as `2026-01-31`. */
  date: z
    .string({ error: 'validation.required' })
    .refine((d) => isWireDay(d) || isWireDay(toWireDay(d)), { message: 'validation.date' }),
  quantity: queryId,
  /** Default: the sales price (RRP). */
  priceTypeId: queryId.optional(),
});
export type PriceExplainQuery = z.infer<typeof priceExplainQuery>;

export const PRICE_REJECTIONS = [
  'otherPriceType',
  'otherEntity',
  'quantityOutOfRange',
  'dateOutOfWindow',
  'entityPriceWins',
] as const;

/** Which price applies, and why the others do not (GET prices/{productguid}/explain). */
export const priceExplanation = z.object({
  priceTypeId: z.number().int(),
  entityId: z.number().int().nullable(),
  /** Midnight UTC of the day asked about. */
  date: z.string(),
  quantity: z.number().int(),
  /** 'price': exactly one applies; 'none': nothing applies; 'overlap': two or more apply. */
  outcome: z.enum(['price', 'none', 'overlap']),
  /** 'entity': the customer's own price; 'general': a price without entity; null with 'none'. */
  level: z.enum(['entity', 'general']).nullable(),
  price: price.nullable(),
  candidates: z.array(price),
  rejected: z.array(z.object({ price, reasons: z.array(z.enum(PRICE_REJECTIONS)) })),
});
export type PriceExplanationAnswer = z.infer<typeof priceExplanation>;
