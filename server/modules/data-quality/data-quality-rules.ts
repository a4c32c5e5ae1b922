/**
 * The data-quality rules (docs/domain.md "Data quality"), each one query over the real tables. Every
 * rule answers the same columns: the record it points at (`record_id`), its company and contract (for
 * the link and the name), what it is called (`label`), what it found (`vals`, by name) and the
 * fingerprint of the fields it read (md5), which an acceptance is held against. A rule reads the day
 * only through `today` (Brussels), given by the caller.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, addMonths } from '../../../src/shared/calendar-day';
import {
  OPEN_WITHOUT_FOLLOW_UP,
  OVERDUE_FOLLOW_UP_DAYS,
  type DataQualityRule,
} from '../../../src/shared/constants/data-quality';
import { PRICE_TYPE } from '../../../src/shared/constants/product';

/**
 * Whether a stored VAT number is a Belgian one: BE and digits, or digits alone (dots, spaces, dashes
 * and slashes allowed), as the company schema reads a typed one (src/shared/schemas/company.ts).
 */
const belgian = (vat: string) => `(${vat} ~* '^[[:space:]]*BE' or ${vat} ~ '^[0-9[:space:]./-]+$')`;

/** Its ten digits as src/shared/enterprise-number.ts `enterpriseDigits` reads them. */
const digits = (vat: string) =>
  `regexp_replace(regexp_replace(trim(${vat}), '^BE', '', 'i'), '[[:space:]./-]', '', 'g')`;

/** Whether ten digits pass the registry's check (`isEnterpriseNumber`): form first, so no cast can fail. */
const validDigits = (d: string) =>
  `(case when ${d} ~ '^[01][0-9]{9}$' then 97 - (substr(${d}, 1, 8)::int % 97) = substr(${d}, 9, 2)::int else false end)`;

/**
 * The number a VAT number stands for, whatever its form: BE and the ten digits for a Belgian one,
 * else the compact upper-case text. The expression of the index companies_vat_key_idx.
 */
export const VAT_KEY = `(case when vat_number ~ '^[0-9[:space:]./-]+$' then 'BE' else '' end || upper(regexp_replace(vat_number, '[[:space:]./-]', '', 'g')))`;

/** Companies' columns every company rule answers. */
const companyColumns = `c.id as record_id, c.id as company_id, c.name as company_name, null::int as contract_id, c.name as label, c.name as sort`;

/** The first and last day of the month after `today`. */
export function nextMonthOf(today: string) {
  const first = addMonths(`${today.slice(0, 7)}-01`, 1);
  return { first, last: addDays(addMonths(first, 1), -1), month: first.slice(0, 7) };
}

type RuleQuery = (today: string) => SQL;

export const RULE_QUERIES: Record<DataQualityRule, RuleQuery> = {
  /** An active company whose Belgian VAT number fails the enterprise number's form or check digits. */
  enterpriseNumberCheck: () =>
    sql.raw(`select ${companyColumns}, jsonb_build_object('vatNumber', c.vat_number) as vals,
      md5('vat:' || c.vat_number) as fingerprint
    from companies c
    where c.status = 'active' and c.vat_number is not null and ${belgian('c.vat_number')}
      and not ${validDigits(digits('c.vat_number'))}`),

  /**
   * An active Peppol receiver without a reachable endpoint: on Peppol a Belgian company is addressed
   * as 0208 and its enterprise number, so it needs a Belgian VAT number that passes the check.
   */
  peppolWithoutEndpoint: () =>
    sql.raw(`select ${companyColumns}, jsonb_build_object('vatNumber', c.vat_number) as vals,
      md5('peppol:' || coalesce(c.vat_number, '')) as fingerprint
    from companies c
    where c.status = 'active' and c.peppol_receiver
      and (c.vat_number is null or not ${belgian('c.vat_number')} or not ${validDigits(digits('c.vat_number'))})`),

  /**
   * Two or more active companies with one VAT number written differently (the unique index keeps the
   * same text from being stored twice; migrated data holds dots and spaces): each is a finding naming
   * the others.
   */
  duplicateEnterpriseNumber: () =>
    sql.raw(`select ${companyColumns},
      jsonb_build_object('vatNumber', c.vat_number, 'others',
        (select string_agg(o.name, ', ' order by o.name) from companies o
          where o.status = 'active' and o.vat_number is not null and ${VAT_KEY.replaceAll('vat_number', 'o.vat_number')} = d.key and o.id <> c.id)) as vals,
      md5('dup:' || c.vat_number || ':' || (select string_agg(o.id::text, ',' order by o.id) from companies o
          where o.status = 'active' and o.vat_number is not null and ${VAT_KEY.replaceAll('vat_number', 'o.vat_number')} = d.key)) as fingerprint
    from (select ${VAT_KEY} as key from companies where status = 'active' and vat_number is not null
          group by 1 having count(*) > 1) d
    join companies c on c.status = 'active' and c.vat_number is not null and ${VAT_KEY.replaceAll('vat_number', 'c.vat_number')} = d.key`),

  /**
   * An active Belgian company without a VAT number that is invoiced (a draft or an invoice of it): its
   * invoices carry no enterprise number, and it cannot get Peppol e-invoices.
   */
  enterpriseNumberMissing: () =>
    sql.raw(`select ${companyColumns}, '{}'::jsonb as vals,
      md5('missing:' || coalesce(c.vat_number, '') || ':' || coalesce(c.country_id::text, '')) as fingerprint
    from companies c join countries k on k.id = c.country_id and k.code = 'BE'
    where c.status = 'active' and c.vat_number is null
      and exists (select 1 from invoices i where i.customer_id = c.id and not i.simulation)`),

  /**
   * A billing contact without an e-mail address of an active company that is invoiced: invoices go
   * by e-mail to the billing contacts (docs/domain.md "Sending invoices"), so this one gets none.
   */
  billingContactWithoutEmail: () =>
    sql.raw(`select p.id as record_id, c.id as company_id, c.name as company_name, null::int as contract_id,
      p.first_name || ' ' || p.last_name as label, p.first_name || ' ' || p.last_name as sort, jsonb_build_object('companyEmail', c.email) as vals,
      md5('contact:' || coalesce(p.email, '')) as fingerprint
    from contacts p
    join companies c on c.id = p.company_id and c.status = 'active'
    where (p.email is null or trim(p.email) = '')
      and exists (select 1 from contact_contact_types ct join contact_types t on t.id = ct.contact_type_id
                  where ct.contact_id = p.id and t.code = 'billing')
      and exists (select 1 from invoices i where i.customer_id = c.id and not i.simulation)`),

  /**
   * A running item (ACTIVE, of an ACTIVE contract, running in the month after today, not one-time)
   * whose product has no price rule for it on its first day of that month: the price type the
   * contract's price type asks (src/shared/contract-pricing.ts `itemPriceQuestion`), general or for
   * the customer (the reseller for partner prices), valid that day at the item's quantity. The run then
   * invoices the item at its stored price, or leaves it out when it has none.
   */
  itemWithoutPriceNextMonth: (today) => {
    const { first, last, month } = nextMonthOf(today);
    const code = sql`(select pr.code from products pr where pr.id = ci.product_id)`;
    return sql`select ci.id as record_id, c.customer_id as company_id,
      (select k.name from companies k where k.id = c.customer_id) as company_name, c.id as contract_id,
      c.number || ' · ' || ${code} as label, c.number as sort,
      jsonb_build_object('contractNumber', c.number, 'productCode', ${code}, 'month', ${month}::text,
        'storedPrice', ci.unit_price) as vals,
      md5(concat_ws(':', 'price', ci.product_id, ci.quantity, c.price_type, c.customer_id, c.reseller_id, ${month}::text)) as fingerprint
    from contract_items ci
    join contracts c on c.id = ci.contract_id and c.status = 'ACTIVE' and c.calculation_type <> 'oneTime'
      and (c.date_end is null or c.date_end >= ${first}::date)
    where ci.status = 'ACTIVE' and ci.date_start <= ${last}::date and (ci.date_end is null or ci.date_end >= ${first}::date)
      and not exists (
        select 1 from prices p
        where p.product_id = ci.product_id
          and p.price_type_id = case c.price_type when 'Margin' then ${PRICE_TYPE.purchase}::int
            when 'PartnerPrice' then ${PRICE_TYPE.partner}::int else ${PRICE_TYPE.sales}::int end
          and (p.entity_id is null or (c.price_type = 'EnduserPrice' and p.entity_id = c.customer_id)
            or (c.price_type = 'PartnerPrice' and p.entity_id = coalesce(c.reseller_id, c.customer_id)))
          and (p.date_from is null or p.date_from <= greatest(${first}::date, ci.date_start))
          and (p.date_until is null or p.date_until >= greatest(${first}::date, ci.date_start))
          and (p.quantity_from is null or p.quantity_from <= greatest(ci.quantity, 1))
          and (p.quantity_until is null or p.quantity_until >= greatest(ci.quantity, 1)))`;
  },

  /** A product that is not decommissioned and has no price rule at all, for any day. */
  productWithoutPrice: () =>
    sql.raw(`select pr.id as record_id, null::int as company_id, null::text as company_name, null::int as contract_id,
      pr.code as label, pr.code as sort,
      jsonb_build_object('name', (select t.description from product_translations t
        where t.product_id = pr.id order by t.language = 'EN' desc, t.language limit 1)) as vals,
      md5('noprice:' || pr.product_status_id) as fingerprint
    from products pr
    where pr.product_status_id <> 3 and not exists (select 1 from prices p where p.product_id = pr.id)`),

  /**
   * An open invoice (not a credit note) more than OVERDUE_FOLLOW_UP_DAYS days past its due date without
   * a follow-up: still overdue, or still created, sent or partly paid (the hourly job has yet to move
   * it to overdue); a reminder moves it on. The fingerprint is its due date and amount paid: a payment
   * brings an accepted one back.
   */
  overdueWithoutFollowUp: (today) => {
    const before = addDays(today, -OVERDUE_FOLLOW_UP_DAYS);
    return sql`select i.id as record_id, k.id as company_id, k.name as company_name, null::int as contract_id,
      i.document_number as label, i.document_number as sort,
      jsonb_build_object('dueDate', i.due_date::text, 'daysOverdue', ${today}::date - i.due_date,
        'openAmount', i.total_incl - i.amount_paid) as vals,
      md5('overdue:' || i.due_date::text || ':' || i.amount_paid::text) as fingerprint
    from invoices i join companies k on k.id = i.customer_id
    where i.state in (${sql.raw(OPEN_WITHOUT_FOLLOW_UP.map((s) => `'${s}'`).join(', '))}) and i.type = 'invoice'
      and not i.simulation and i.due_date < ${before}::date`;
  },
};
