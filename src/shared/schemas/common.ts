/**
 * The wire contract shared by the SPA and the reference server (see docs/endpoints.md).
 * Import zod as a namespace so bundlers can drop what a chunk does not use (never `{ z }`).
 */
import * as z from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_INT, PAGE_SIZES } from '../constants/common';
import { isWireDay } from '../calendar-day';

/** A list answer: `{ items, totalCount, pageIndex, pageSize }`. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int().nonnegative(),
    pageIndex: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export type ListAnswer<T> = { items: T[]; totalCount: number; pageIndex: number; pageSize: number };

/** Query parameters every paged list accepts. Array values arrive as repeated keys. */
export const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'validation.oneOf|5, 10, 20, 50, 100' });

export const listQueryBase = z.object({
  pageIndex: z.coerce.number().int().min(1, 'validation.min|1').max(1_000_000, 'validation.max|1000000').default(1),
  pageSize: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  searchText: z.string().trim().max(200, 'validation.maxLength|200').optional(),
});

/** A query value that may come once or repeated; always read as an array. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(100));

/** `orderBys` values a list accepts: each column ascending, or with `_desc`. */
export const orderBysOf = <const C extends readonly string[]>(columns: C) =>
  repeated(
    z.enum(columns.flatMap((c) => [c, `${c}_desc`]) as [string, ...string[]], { message: 'validation.invalidSort' }),
  );

/** A paged list's query: paging and search, the list's `filters` and its sort by `columns` (`orderBys`). */
export const listQuery = <F extends z.ZodRawShape, const C extends readonly string[]>(filters: F, columns: C) =>
  listQueryBase.extend({ ...filters, orderBys: orderBysOf(columns).optional() });

/** A list's CSV export query: the list's filters, search and sort, without paging. */
export const exportQuery = <F extends z.ZodRawShape, const C extends readonly string[]>(filters: F, columns: C) =>
  listQueryBase
    .omit({ pageIndex: true, pageSize: true })
    .extend({ ...filters, orderBys: orderBysOf(columns).optional() });

/** A database id or version: a positive whole number that fits PostgreSQL's integer. */
export const dbInt = z.number().int().positive('validation.positive').max(MAX_INT, `validation.max|${MAX_INT}`);

/** A database id in a query or a path (text on the wire, read as a number). */
export const queryId = z.coerce
  .number()
  .int()
  .positive('validation.positive')
  .max(MAX_INT, `validation.max|${MAX_INT}`);

/**
 * What a combobox asks a reference list (at most 50 answers): the records matching the typed text,
 * or the ones named by id (to show the chosen ones' names).
 */
export const optionQuery = z.object({
  searchText: z.string().trim().max(100, 'validation.maxLength|100').optional(),
  ids: repeated(queryId).optional(),
});
export type OptionQuery = z.infer<typeof optionQuery>;

export const idParam = z.object({ id: queryId });

/** A row of a reference list (types, regimes, methods): its id under `idKey`, its code and description. */
export const codeRow = <K extends string>(idKey: K) =>
  z.object({ [idKey]: z.number().int(), code: z.string(), description: z.string() } as Record<K, z.ZodNumber> & {
    code: z.ZodString;
    description: z.ZodString;
  });

/** A company as a choice shows it, and as its rows begin: its id, name and VAT number. */
export const companyRef = z.object({
  companyId: z.number().int(),
  name: z.string(),
  vatNumber: z.string().nullable(),
});

/** An event of a record's history: when, who (null for the system), what (`action`) and the fields it changed. */
export const recordEvent = <A extends z.ZodType>(action: A) =>
  z.object({
    eventId: z.number().int(),
    occurredAt: z.string(),
    userName: z.string().nullable(),
    action,
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  });

/** An update's body: the record's `input`, its id under `idKey` and the version it was read at (409 when stale). */
export const updateOf = <T extends z.ZodType, K extends string>(input: T, idKey: K) =>
  input.and(z.object({ [idKey]: dbInt, version: dbInt } as Record<K | 'version', typeof dbInt>));

/** One outcome per id a call was given (`idKey`): done (`ok`), or why not (`error`, a code). */
export const outcomesOf = <K extends string>(idKey: K) =>
  z.array(
    z.object({
      ...({ [idKey]: z.number().int() } as Record<K, z.ZodNumber>),
      ok: z.boolean(),
      error: z.string().nullable(),
    }),
  );

/** An error message: `validation.required` when the value is missing, else `code`. */
export const requiredOr = (code: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : code;

/** A positive whole number a body carries (an id, a quantity) that fits PostgreSQL's integer; missing: required. */
export const positiveInt = z
  .number({ error: requiredOr('validation.number') })
  .int('validation.integer')
  .positive('validation.positive')
  .max(MAX_INT, `validation.max|${MAX_INT}`);

/** An id in a query that says what is wrong as a number field would (text on the wire, read as a number). */
export const queryNumberId = z.coerce
  .number({ error: 'validation.number' })
  .int('validation.integer')
  .positive('validation.positive')
  .max(MAX_INT, `validation.max|${MAX_INT}`);

/** A required text: trimmed, at least one character, at most `max`. */
export const requiredString = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, `validation.maxLength|${max}`);

/** A text that may be empty: trimmed, at most `max` characters; empty or absent is null. */
export const optionalString = (max: number, params?: { error: string }) =>
  z
    .string(params)
    .trim()
    .max(max, `validation.maxLength|${max}`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar day as the wire carries it (midnight UTC, docs/endpoints.md), required. */
export const requiredWireDay = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .refine(isWireDay, 'validation.date');

/** Two decimals at most (money), judged on the decimal text of the number. */
export const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** The `response` of a call that answers nothing (a delete, a mark-as-read). */
export const emptyAnswer = z.null();

/** Every failure's body (4xx and 5xx). */
export const errorAnswer = z.object({
  isSuccesful: z.literal(false),
  errorMessage: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  response: z.unknown().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
