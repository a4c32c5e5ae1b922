/**
 * A form resolver that lets the shared schema (the server's) judge the body the form's values become
 * (days as sent, the fields a type shows, a description chosen), so the server's rules and messages
 * land on the same fields, every field at once. Each field shows its first problem.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

export function bodyResolver<V extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  toBody: (values: V) => unknown,
): Resolver<V, unknown, Output> {
  return (values, _context, options) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues)
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
