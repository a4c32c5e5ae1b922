/** Rebate groups: the reseller discount a product's partner price is computed with. */
import * as z from 'zod';
import { listQueryBase, repeated } from './common';

export const REBATE_GROUP_SORT_COLUMNS = ['description', 'rebatePercentage'] as const;

/** `orderBys` values a list accepts: each column ascending, or with `_desc`. */
export const orderBysOf = <const C extends readonly string[]>(columns: C) =>
  repeated(
    z.enum(columns.flatMap((c) => [c, `${c}_desc`]) as [string, ...string[]], { message: 'validation.invalidSort' }),
  );

export const rebateGroupListQuery = listQueryBase.extend({
  orderBys: orderBysOf(REBATE_GROUP_SORT_COLUMNS).optional(),
});
export type RebateGroupListQuery = z.infer<typeof rebateGroupListQuery>;

export const rebateGroupInput = z.object({
  description: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
  rebatePercentage: z
    .number({ message: 'validation.number' })
    .min(0, 'validation.min|0')
    .max(100, 'validation.max|100')
    .multipleOf(0.01, 'validation.decimals|2'),
});
export type RebateGroupInput = z.infer<typeof rebateGroupInput>;

export const rebateGroupUpdate = rebateGroupInput.extend({
  rebateGroupId: z.number().int().positive(),
  version: z.number().int().positive(),
});
export type RebateGroupUpdate = z.infer<typeof rebateGroupUpdate>;

export const rebateGroupSchema = rebateGroupUpdate.extend({ updatedAt: z.string() });
export type RebateGroup = z.infer<typeof rebateGroupSchema>;

/** The short form the product screens pick from. */
export type RebateGroupOption = { rebateGroupId: number; description: string };
