/**
 * A valid example of a zod schema, read from its definition (object, string with length and e-mail
 * format, numbers with bounds, enums, literals, arrays, records, unions, pipes, optionals, defaults):
 * the starting point that the fuzz tests mutate field by field.
 */
import type * as z from 'zod';

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check['_zod']['def'][] =>
  ((def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

export function isValid(schema: unknown, value: unknown): boolean {
  const result = (schema as { '~standard': { validate: (v: unknown) => { issues?: unknown } } })['~standard'].validate(
    value,
  );
  return !(result as { issues?: unknown }).issues;
}

export function sampleOf(schema: z.ZodType | unknown): unknown {
  if (!schema) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(shape)
          .map(([k, s]) => [k, sampleOf(s)])
          .filter(([, v]) => v !== undefined),
      );
    }
    case 'string': {
      const checks = checksOf(def);
      if (def.format === 'email' || checks.some((c) => c.check === 'string_format' && c.format === 'email'))
        return 'someone@backoffice.test';
      const min = Math.max(1, ...checks.filter((c) => c.check === 'min_length').map((c) => Number(c.minimum)));
      return 'a'.repeat(min);
    }
    case 'number': {
      const checks = checksOf(def);
      const lower = checks.find((c) => c.check === 'greater_than');
      return lower ? Number(lower.value) + (lower.inclusive ? 0 : 1) : 1;
    }
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'record':
      return {};
    case 'union':
      return sampleOf((def.options as unknown[])[0]);
    case 'pipe':
      // Either end's example, whichever the whole pipe accepts (a transform's output, an e-mail format).
      return [sampleOf(def.out), sampleOf(def.in)].find((v) => isValid(schema, v));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return undefined;
    case 'nullable':
      return null;
    default:
      return undefined;
  }
}

/** The top-level field names of an object schema (or none). */
export function fieldsOf(schema: unknown): string[] {
  const def = defOf(schema);
  return def.type === 'object' ? Object.keys(def.shape as object) : [];
}
