/**
 * Demo credit notes (docs/domain.md "Credit notes"): a few invoices of the history corrected the way
 * finance corrects them, through the credit call's own code, a week after their document date: a line
 * credited in full, or half of a line's quantity (a price agreed after the invoice). So the CN series
 * runs without gaps, the credited lines show as such and the credit notes have their documents.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '../../../src/shared/calendar-day';
import { creditInvoice } from '../../modules/invoice/life/invoice-credit';
import type { Db } from '../client';

const REASONS = [
  'Licence cancelled within the cancellation window',
  'Wrong quantity invoiced',
  'Price agreed after the invoice',
  'Service not delivered this month',
];

/** Credits lines of every 53rd invoice with two lines or more (about one in fifty); answers how many credit notes. */
export async function seedCreditNotes(db: Db): Promise<number> {
  const { rows } = await db.execute<{ id: number; version: number; document_date: string }>(sql`
    select i.id, i.version, i.document_date::text from invoices i
    where i.type = 'invoice' and i.state <> 'draft' and not i.simulation and i.id % 53 = 0
      and (select count(*) from invoice_lines l where l.invoice_id = i.id and l.quantity > 0 and l.amount > 0) >= 2
    order by i.document_date, i.id`);
  let made = 0;
  for (const [n, invoice] of rows.entries()) {
    const [line] = (
      await db.execute<{ id: number; quantity: string }>(sql`select id, quantity::text from invoice_lines
        where invoice_id = ${invoice.id} and quantity > 0 and amount > 0 order by id limit 1`)
    ).rows;
    const quantity = Number(line!.quantity);
    const half = n % 2 === 1 && quantity >= 2;
    await creditInvoice(
      db,
      invoice.id,
      {
        version: invoice.version,
        reason: REASONS[n % REASONS.length]!,
        lines: [{ invoiceLineId: line!.id, quantity: half ? Math.floor(quantity / 2) : quantity }],
      },
      { userId: null },
      async () => null,
      addDays(invoice.document_date, 7),
    );
    made++;
  }
  return made;
}
