/**
 * Request validation with the shared zod schemas: a failure becomes a 400 whose fieldErrors are keyed
 * by dotted field path and carry i18n codes (`validation.required`, `validation.max|100`).
 */
import type { FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod';
import type { FieldErrors } from './errors';

export class RequestValidationError extends Error {
  statusCode = 400;
  validationContext?: string;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('validation.failed');
    this.name = 'RequestValidationError';
  }
}

/** A date limit as the screens show days: DD/MM/YYYY (UTC, the day the limit names). */
function dayText(limit: number | bigint | Date): string {
  const date = new Date(limit instanceof Date ? limit.getTime() : Number(limit));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** The i18n code for one zod issue; schema messages that already are codes pass through. */
export function issueCode(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.message.startsWith('validation.') || issue.message.startsWith('auth.')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined || input === null ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.required' : `validation.minLength|${issue.minimum}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `validation.minItems|${issue.minimum}`;
      if (issue.origin === 'date') return `validation.dateMin|${dayText(issue.minimum)}`;
      return issue.inclusive === false ? `validation.moreThan|${issue.minimum}` : `validation.min|${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `validation.maxLength|${issue.maximum}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `validation.maxItems|${issue.maximum}`;
      if (issue.origin === 'date') return `validation.dateMax|${dayText(issue.maximum)}`;
      return issue.inclusive === false ? `validation.lessThan|${issue.maximum}` : `validation.max|${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'invalid_value':
      return `validation.oneOf|${issue.values.map(String).join(', ')}`;
    default:
      return 'validation.invalid';
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One code per field path (the first issue wins); a root issue is keyed by the request part. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown, part = 'body'): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : part;
    fieldErrors[key] ??= issueCode(issue, valueAt(input, issue.path));
  }
  return fieldErrors;
}

/** Paths of strings holding a NUL character, which PostgreSQL text cannot store. */
export function nulPaths(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []): PropertyKey[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) found.push([...path, k]);
      nulPaths(v, [...path, k], found);
    }
  }
  return found;
}

/** Fastify validator compiler: the route's zod schema parses (and coerces) the request part. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const nul = nulPaths(data);
    if (nul.length) {
      const issues = nul.map(
        (path) => ({ code: 'custom', path, message: 'validation.invalid', input: undefined }) as z.core.$ZodIssue,
      );
      return { error: Object.assign(new RequestValidationError(issues), { input: data }) };
    }
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: Object.assign(new RequestValidationError(result.error.issues), { input: data }) };
  };
