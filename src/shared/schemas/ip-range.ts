/**
 * The IP plan (spec 02: /ipPlan, `ipplan`, `ipplan/activecontracts`; docs/domain.md "IP plan"):
 * IPv4 address ranges, each assigned to an active contract. The list query, the input of a create
 * and an update (with its version), the record, and the active contracts a range can be assigned to.
 */
import * as z from 'zod';
import { MAX_INT } from '../constants/common';
import { ipToNumber, isIpv4 } from '../ip-range';
import { listOf, listQuery, positiveInt, repeated, updateOf } from './common';
import { IP_RANGE_SORT_COLUMNS } from '../constants/ip-range';
import { CONTRACT_STATUSES } from '../constants/contract';

export const ipRangeListQuery = listQuery({}, IP_RANGE_SORT_COLUMNS);
export type IpRangeListQuery = z.infer<typeof ipRangeListQuery>;

const address = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine(isIpv4, 'validation.ipAddress');

export const ipRangeInput = z
  .object({
    startAddress: address,
    endAddress: address,
    /** The active contract the range is assigned to. */
    contractId: positiveInt.nullable().refine((v) => v != null, 'validation.required'),
    description: z
      .string()
      .trim()
      .max(200, 'validation.maxLength|200')
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((r, ctx) => {
    if (isIpv4(r.startAddress) && isIpv4(r.endAddress) && ipToNumber(r.endAddress) < ipToNumber(r.startAddress))
      ctx.addIssue({ code: 'custom', path: ['endAddress'], message: 'validation.ipOrder' });
  });
export type IpRangeInput = z.input<typeof ipRangeInput>;
export type IpRangeInputParsed = z.infer<typeof ipRangeInput>;

export const ipRangeUpdate = updateOf(ipRangeInput, 'ipRangeId');
export type IpRangeUpdate = z.infer<typeof ipRangeUpdate>;

export const ipRangeSchema = z.object({
  ipRangeId: z.number().int(),
  startAddress: z.string(),
  endAddress: z.string(),
  /** How many addresses it holds. */
  size: z.number().int(),
  /** The range as one CIDR block (10.0.0.0/24) when it is exactly one, else null. */
  cidr: z.string().nullable(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  contractStatus: z.enum(CONTRACT_STATUSES),
  customerId: z.number().int(),
  customerName: z.string(),
  description: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type IpRange = z.infer<typeof ipRangeSchema>;

export const ipRangePage = listOf(ipRangeSchema);
export const ipRangeCreated = z.object({ ipRangeId: z.number().int() });

/** Active contracts a range can be assigned to, found by number or customer (or the ones asked for). */
export const activeContractQuery = z.object({
  searchText: z.string().trim().max(100, 'validation.maxLength|100').optional(),
  ids: repeated(z.coerce.number().int().positive().max(MAX_INT)).optional(),
});
export const activeContracts = z.array(
  z.object({ contractId: z.number().int(), number: z.string(), customerName: z.string() }),
);
