/** A finished demo import of prices, so /fileimports shows one on a fresh start: a row skipped, two failed. */
import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import { fileImports, importRows, products, users } from '../schema';

export async function seedFileImports(db: Db) {
  const [product] = await db.select({ code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const code = product?.code ?? 'NCE-M365-BP';
  const [row] = await db
    .insert(fileImports)
    .values({
      type: 'prices',
      fileName: 'prices-2026-q1.csv',
      format: 'csv',
      contentHash: 'demo-prices-2026-q1',
      sizeBytes: 214,
      encoding: 'utf-8',
      separator: ';',
      decimalSign: ',',
      columns: { productCode: 0, priceType: 1, amount: 2, dateFrom: 3, dateUntil: 4 },
      status: 'finished',
      totalRows: 3,
      cursor: 4,
      doneRows: 3,
      skipped: 1,
      failed: 2,
      userId: user?.id ?? null,
      startedAt: new Date('2026-01-05T09:12:00Z'),
      finishedAt: new Date('2026-01-05T09:12:02Z'),
      createdAt: new Date('2026-01-05T09:12:00Z'),
    })
    .returning({ id: fileImports.id });
  await db.insert(importRows).values([
    {
      importId: row!.id,
      line: 2,
      cells: [code, 'RRP', '12,50', '2026-01-01', '2026-03-31'],
      outcome: 'skipped',
      reason: 'fileImport.alreadyThere',
    },
    {
      importId: row!.id,
      line: 3,
      cells: [code, 'RRP', 'twelve', '2026-04-01', '2026-06-30'],
      outcome: 'failed',
      column: 'amount',
      reason: 'validation.number',
    },
    {
      importId: row!.id,
      line: 4,
      cells: ['NCE-UNKNOWN', 'RRP', '9,90', '2026-01-01', ''],
      outcome: 'failed',
      column: 'productCode',
      reason: 'fileImport.productNotFound|NCE-UNKNOWN',
    },
  ]);
}
