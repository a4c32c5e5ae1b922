/** Demo __records__: two active, one inactive. */
import type { Db } from '../client';
import { __plural__ } from '../schema';

export async function seed__pluralPascal__(tx: Pick<Db, 'insert'>) {
  await tx.insert(__plural__).values([
    { name: 'First example', status: 'active' },
    { name: 'Second example', status: 'active' },
    { name: 'Third example', status: 'inactive' },
  ]);
}
