/**
 * The IP plan (docs/domain.md "IP plan"): IPv4 ranges from a first to a last address (as numbers,
 * 0 to 2^32 - 1, both included), each assigned to a contract. No two ranges share an address: an
 * exclusion constraint on the range (migration 0013, by hand: drizzle does not model it) decides
 * even between two instances writing at once.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, text } from 'drizzle-orm/pg-core';
import { requiredRef, tableWithId, versioned } from './columns';
import { contracts } from './contract';

export const ipRanges = tableWithId(
  'ip_ranges',
  {
    firstAddress: bigint('first_address', { mode: 'number' }).notNull(),
    lastAddress: bigint('last_address', { mode: 'number' }).notNull(),
    contractId: requiredRef('contract_id', () => contracts.id),
    description: text('description'),
    ...versioned(),
  },
  (t) => [
    index('ip_ranges_first_idx').on(t.firstAddress),
    index('ip_ranges_contract_idx').on(t.contractId),
    check('ip_ranges_order_check', sql`${t.firstAddress} <= ${t.lastAddress}`),
    check('ip_ranges_space_check', sql`${t.firstAddress} >= 0 and ${t.lastAddress} <= 4294967295`),
  ],
);
