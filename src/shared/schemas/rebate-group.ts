/** Rebate groups: the reseller discount a product's partner price is computed with. */
import * as z from 'zod';
import { dbInt, listOf, listQuery } from './common';
export { optionQuery as rebateGroupOptionQuery } from './common';
import { REBATE_GROUP_SORT_COLUMNS } from '../constants/rebate-group';

export const rebateGroupListQuery = listQuery({}, REBATE_GROUP_SORT_COLUMNS);
export type RebateGroupListQuery = z.infer<typeof rebateGroupListQuery>;

export const rebateGroupInput = z.object({
  description: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
  rebatePercentage: z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
    .min(0, 'validation.min|0')
    .max(100, 'validation.max|100')
    .multipleOf(0.01, 'validation.decimals|2'),
});
export type RebateGroupInput = z.infer<typeof rebateGroupInput>;

export const rebateGroupUpdate = rebateGroupInput.extend({
  rebateGroupId: dbInt,
  version: dbInt,
});
export type RebateGroupUpdate = z.infer<typeof rebateGroupUpdate>;

export const rebateGroupSchema = rebateGroupUpdate.extend({ updatedAt: z.string() });
export type RebateGroup = z.infer<typeof rebateGroupSchema>;

/**
 * The form: the percentage field holds a number, null when empty (then "required"); text ("12,5" or
 * "12.5") is read as a number too. NaN (not a number) fails the number rule.
 */
export const rebateGroupForm = rebateGroupInput.extend({
  rebatePercentage: z.preprocess(
    (v) =>
      v === null || (typeof v === 'string' && v.trim() === '')
        ? undefined
        : typeof v === 'string'
          ? Number(v.trim().replace(',', '.'))
          : v,
    rebateGroupInput.shape.rebatePercentage,
  ),
});

export const rebateGroupPage = listOf(rebateGroupSchema);
export const rebateGroupCreated = z.object({ rebateGroupId: z.number().int() });

/** The short form the product screens pick from. */
export const rebateGroupOption = z.object({ rebateGroupId: z.number().int(), description: z.string() });
export type RebateGroupOption = z.infer<typeof rebateGroupOption>;
export const rebateGroupOptions = z.array(rebateGroupOption);
