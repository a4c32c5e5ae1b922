import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './validation';

const codes = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error.issues, input);
};

describe('field error codes of zod issues', () => {
  it('names the limit the way the generic messages read: at least/at most, more/less than, items, dates', () => {
    const schema = z.object({
      name: z.string().min(3),
      title: z.string().min(1),
      count: z.number().min(1),
      share: z.number().gt(0),
      rate: z.number().lt(100),
      size: z.number().max(10),
      tags: z.array(z.string()).min(2),
      lines: z.array(z.string()).max(1),
      from: z.date().min(new Date(Date.UTC(2026, 0, 1))),
      until: z.date().max(new Date(Date.UTC(2026, 11, 31))),
    });
    expect(
      codes(schema, {
        name: 'ab',
        title: '',
        count: 0,
        share: 0,
        rate: 100,
        size: 11,
        tags: ['x'],
        lines: ['a', 'b'],
        from: new Date(Date.UTC(2025, 11, 31)),
        until: new Date(Date.UTC(2027, 0, 1)),
      }),
    ).toEqual({
      name: 'validation.minLength|3',
      title: 'validation.required',
      count: 'validation.min|1',
      share: 'validation.moreThan|0',
      rate: 'validation.lessThan|100',
      size: 'validation.max|10',
      tags: 'validation.minItems|2',
      lines: 'validation.maxItems|1',
      from: 'validation.dateMin|01/01/2026',
      until: 'validation.dateMax|31/12/2026',
    });
  });

  it('keeps the codes a schema gives and names a missing value required', () => {
    const schema = z.object({ code: z.string().min(1, 'validation.required'), amount: z.number() });
    expect(codes(schema, { code: '' })).toEqual({ code: 'validation.required', amount: 'validation.required' });
  });
});
