/**
 * Main contracts (spec: maincontract, linktomaincontract): one customer's contracts grouped under one
 * name; its list, and its create and update on a version.
 */
import * as z from 'zod';
import { queryId, requiredString, updateOf } from './common';
import { requiredRef } from './contract';

export { idParam } from './common';

/** Main contracts: one customer's contracts grouped under one name (spec: maincontract, linktomaincontract). */
export const mainContractQuery = z.object({
  customerId: queryId.optional(),
  searchText: z.string().trim().max(100, 'validation.maxLength|100').optional(),
});
export const mainContractSchema = z.object({
  mainContractId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  name: z.string(),
  /** How many contracts it groups. */
  contractCount: z.number().int(),
  version: z.number().int(),
});
export type MainContract = z.infer<typeof mainContractSchema>;
export const mainContracts = z.array(mainContractSchema);
export const mainContractInput = z.object({
  customerId: requiredRef,
  name: requiredString(100),
});
export type MainContractInput = z.input<typeof mainContractInput>;
export type MainContractInputParsed = z.infer<typeof mainContractInput>;
export const mainContractUpdate = updateOf(mainContractInput, 'mainContractId');
export type MainContractUpdate = z.infer<typeof mainContractUpdate>;
export const mainContractCreated = z.object({ mainContractId: z.number().int() });
