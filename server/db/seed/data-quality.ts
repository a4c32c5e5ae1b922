/**
 * The demo's data-quality findings (docs/domain.md "Data quality"): what migrated and imported data
 * holds that the forms would refuse today, a few of each kind, on the last active Belgian companies
 * (the demo's screens and tests start from the first ones):
 *  - three VAT numbers with wrong check digits (enterpriseNumberCheck);
 *  - two Peppol receivers never invoiced whose VAT number was lost (peppolWithoutEndpoint);
 *  - two pairs of companies with one enterprise number, the second written as the old system kept
 *    it, digits and dots (duplicateEnterpriseNumber);
 *  - two invoiced companies without a VAT number (enterpriseNumberMissing);
 *  - three invoiced companies' billing contacts without an e-mail address (billingContactWithoutEmail);
 *  - a hosting product taken over from the old catalogue without its prices (productWithoutPrice),
 *    already on two running contracts from next month on (itemWithoutPriceNextMonth: the items start
 *    then, so no month run before it meets them).
 * The invoice history has its own: invoices long past their due date without a reminder.
 */
import { sql, type SQL } from 'drizzle-orm';
import { brusselsDay } from '../../../src/shared/brussels-day';
import { addMonths } from '../../../src/shared/calendar-day';
import type { Db } from '../client';

export async function seedDataQuality(db: Db) {
  const taken: number[] = [];
  const invoiced = sql`exists (select 1 from invoices i where i.customer_id = c.id and not i.simulation)`;
  /** The last `n` active Belgian companies that `where` keeps and no earlier pick took. */
  const pick = async (n: number, where: SQL) => {
    const ids = (
      await db.execute<{ id: number }>(sql`select c.id from companies c join countries k on k.id = c.country_id
        where k.code = 'BE' and c.status = 'active' and c.vat_number like 'BE%' and ${where}
          and not (c.id = any(${`{${taken.join(',')}}`}::int[]))
        order by c.id desc limit ${n}`)
    ).rows.map((r) => Number(r.id));
    taken.push(...ids);
    return ids;
  };
  const inList = (ids: number[]) => sql`c.id = any(${`{${ids.join(',')}}`}::int[])`;

  const wrongCheck = await pick(3, sql`not c.peppol_receiver`);
  // The check digits one off: 97 - (first eight mod 97) is 1 to 97, so one more never passes.
  await db.execute(sql`update companies c
    set vat_number = 'BE' || substr(vat_number, 3, 8) || lpad(((substr(vat_number, 11, 2)::int + 1) % 100)::text, 2, '0')
    where ${inList(wrongCheck)}`);

  const lostPeppol = await pick(2, sql`c.peppol_receiver and not ${invoiced}`);
  await db.execute(sql`update companies c set vat_number = null where ${inList(lostPeppol)}`);

  const pairs = await pick(4, sql`not c.peppol_receiver`);
  for (let i = 0; i + 1 < pairs.length; i += 2)
    await db.execute(sql`update companies c
      set vat_number = (select substr(o.vat_number, 3, 4) || '.' || substr(o.vat_number, 7, 3) || '.' || substr(o.vat_number, 10, 3)
                        from companies o where o.id = ${pairs[i]!})
      where c.id = ${pairs[i + 1]!}`);

  const missing = await pick(2, sql`not c.peppol_receiver and ${invoiced}`);
  await db.execute(sql`update companies c set vat_number = null where ${inList(missing)}`);

  const withoutEmail = await pick(3, invoiced);
  await db.execute(sql`update contacts p set email = null
    where p.company_id = any(${`{${withoutEmail.join(',')}}`}::int[])
      and exists (select 1 from contact_contact_types ct join contact_types t on t.id = ct.contact_type_id
                  where ct.contact_id = p.id and t.code = 'billing')`);

  const [product] = (
    await db.execute<{
      id: number;
    }>(sql`insert into products (code, product_type_id, price_method_id, product_status_id)
      select 'LEGACY-BACKUP-500', t.id, m.id, 2 from product_types t, price_methods m
      where t.code = 'HOSTING' and m.code = 'FIXED' returning id`)
  ).rows;
  if (!product) return;
  await db.execute(sql`insert into product_translations (product_id, language, description) values
    (${product.id}, 'NL', 'Back-up 500 GB (oude catalogus)'), (${product.id}, 'EN', 'Backup 500 GB (old catalogue)'),
    (${product.id}, 'FR', 'Sauvegarde 500 Go (ancien catalogue)')`);
  const nextMonth = addMonths(`${brusselsDay().slice(0, 7)}-01`, 1);
  await db.execute(sql`insert into contract_items (contract_id, product_id, status, description, quantity, date_start)
    select c.id, ${product.id}, 'ACTIVE', 'Back-up 500 GB', 1, ${nextMonth}::date from contracts c
    where c.status = 'ACTIVE' and c.calculation_type <> 'oneTime' and c.date_end is null
    order by c.id desc limit 2`);
}
