/**
 * __Records__: the list query and its export's, the input of a create and an update (with its
 * version), the record, and the delete of one or many.
 */
import * as z from 'zod';
import { __constant___SORT_COLUMNS, __constant___STATUSES } from '../constants/__kebab__';
import { dbInt, listOf, listQueryBase, orderBysOf, repeated } from './common';

export { idParam } from './common';

/** What the list filters and sorts by; its export takes the same, without the paging. */
const __camel__View = z.object({
  /** Absent: the default statuses (__constant___DEFAULT_STATUSES). */
  statuses: repeated(z.enum(__constant___STATUSES, { message: 'validation.invalid' })).optional(),
  orderBys: orderBysOf(__constant___SORT_COLUMNS).optional(),
});
export const __camel__ListQuery = listQueryBase.extend(__camel__View.shape);
export type __pascal__ListQuery = z.infer<typeof __camel__ListQuery>;
export const __camel__ExportQuery = listQueryBase.omit({ pageIndex: true, pageSize: true }).extend(__camel__View.shape);
export type __pascal__ExportQuery = z.infer<typeof __camel__ExportQuery>;

/** The record's own fields: a create sends them, an update too (with the id and the version). */
export const __camel__Input = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.maxLength|100'),
  status: z.enum(__constant___STATUSES, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  }),
});
export type __pascal__Input = z.infer<typeof __camel__Input>;

export const __camel__Update = __camel__Input.extend({ __camel__Id: dbInt, version: dbInt });
export type __pascal__Update = z.infer<typeof __camel__Update>;

export const __camel__Schema = __camel__Update.extend({ createdAt: z.string(), updatedAt: z.string() });
export type __pascal__ = z.infer<typeof __camel__Schema>;

export const __camel__Page = listOf(__camel__Schema);
export const __camel__Created = z.object({ __camel__Id: z.number().int() });

/** Delete one or many; the answer counts those deleted (one gone meanwhile is not). */
export const __camel__Delete = z.object({
  __camel__Ids: z.array(dbInt).min(1, 'validation.required').max(500, 'validation.maxItems|500'),
});
export const __camel__Deleted = z.object({ deletedCount: z.number().int() });
