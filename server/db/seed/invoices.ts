/**
 * A year of invoices for the demo contracts (docs/domain.md "Month invoicing"), made the way finance
 * makes them: for each month from December 2025 to November 2026 the month run, then every draft
 * approved on the first of that month. So the numbers run without gaps per year (2025/000001, then
 * 2026/000001 ...), the items' invoiced-until days are what those invoices invoiced, and the month
 * after the history (December 2026) has a previous month to be compared with.
 *
 * Items of ACTIVE contracts start the history without an invoiced-until day (the contract seed's
 * stand-in); the others keep theirs. Pay-per-use items get a usage for every month they ran. Then
 * the invoices live on after approval: sent, paid, reminded (invoice-life.ts), a few corrected by a
 * credit note (credit-notes.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { approveMany } from '../../modules/invoice/run/invoice-approval';
import { runToEnd, startRun } from '../../modules/invoice/run/invoice-run';
import { seedCreditNotes } from './credit-notes';
import { seedInvoiceLife } from './invoice-life';

export const HISTORY_MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7),
);

export async function seedInvoiceHistory(db: Db, afterMonth?: (month: string) => Promise<void>) {
  await db.execute(sql`update contract_items i set invoiced_until = null
    from contracts c where c.id = i.contract_id and c.status = 'ACTIVE' and i.status = 'ACTIVE'`);
  // Usage of the pay-per-use items: a stable number per item and month, for the months they ran.
  await db.execute(sql`insert into usage_records (contract_item_id, month, quantity)
    select i.id, m.month, 1 + (i.id * 7 + m.n * 13) % 40
    from contract_items i join contracts c on c.id = i.contract_id and c.calculation_type = 'payPerUse'
    cross join (select to_char(d, 'YYYY-MM') as month, row_number() over (order by d)::int as n
      from generate_series('2025-11-01'::date, '2026-11-01'::date, interval '1 month') d) m
    where i.date_start <= (m.month || '-28')::date and (i.date_end is null or i.date_end >= (m.month || '-01')::date)`);
  for (const month of HISTORY_MONTHS) {
    const requestId = await startRun(db, { month, simulation: false, userId: null });
    await runToEnd(db, requestId);
    const drafts = await db.execute<{ id: number }>(
      sql`select id from invoices where request_id = ${requestId} and state = 'draft' order by id`,
    );
    await approveMany(
      db,
      drafts.rows.map((r) => r.id),
      { userId: null },
      undefined,
      `${month}-01`,
    );
    // What else was invoiced that month, after its run (the manual invoices): numbers stay chronological.
    await afterMonth?.(month);
  }
  await seedInvoiceLife(db, HISTORY_MONTHS);
  await seedCreditNotes(db);
}
