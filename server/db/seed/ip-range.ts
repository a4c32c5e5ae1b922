/**
 * Demo IP plan: address ranges of the provider's public space (185.12.0.0/16, a documentation-like
 * block for the demo) assigned to the first ACTIVE hosting and support contracts: a /24 or a /28 each,
 * and a few single addresses; none overlap (the exclusion constraint would refuse it).
 */
import { sql } from 'drizzle-orm';
import { ipToNumber } from '../../../src/shared/ip-range';
import type { Db } from '../client';
import { contracts, contractTypes, ipRanges } from '../schema';

export async function seedIpRanges(tx: Pick<Db, 'insert' | 'select'>) {
  const active = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(contractTypes, sql`${contractTypes.id} = ${contracts.contractTypeId}`)
    .where(sql`${contracts.status} = 'ACTIVE' and ${contractTypes.code} in ('hosting', 'support')`)
    .orderBy(contracts.id)
    .limit(24);
  const base = ipToNumber('185.12.0.0');
  const rows = active.map(({ id }, i) => {
    // Every third a /24, the others a /28 in the block after the /24s, the last three one address.
    const kind = i >= active.length - 3 ? 'single' : i % 3 === 0 ? 'c' : 'small';
    const first = kind === 'c' ? base + i * 256 : kind === 'small' ? base + 200 * 256 + i * 16 : base + 250 * 256 + i;
    const size = kind === 'c' ? 256 : kind === 'small' ? 16 : 1;
    return {
      firstAddress: first,
      lastAddress: first + size - 1,
      contractId: id,
      description: kind === 'c' ? 'Colocation rack' : kind === 'small' ? 'Firewall block' : 'Mail relay',
    };
  });
  if (rows.length) await tx.insert(ipRanges).values(rows);
}
