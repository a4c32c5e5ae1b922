/**
 * The one search (GET /api/search/v2): one query per group, each a handful of rows found through an
 * index (docs/domain.md "The one search"), only for the groups whose module the caller may read.
 *
 * - companies: the name contains the text, or the VAT number contains the digits of an enterprise
 *   number (BE, dots and spaces left out) or a compact VAT number; trigram indexes on both.
 * - contacts: "first last" or the e-mail address contains the text (trigram indexes).
 * - contracts: the number contains the text, or the customer's name does.
 * - invoices and credit notes (numbered: no drafts, no simulations): the number contains the text,
 *   or the structured reference's digits contain the typed reference's digits (trigram indexes).
 * - products: the code or a name in any language contains the text (trigram indexes).
 * - mails: the subject or a recipient contains the text (trigram indexes, the recipients as one text:
 *   bo_mail_recipients, migration 0036).
 *
 * Within a group, what matches exactly or from the start comes first.
 */
import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SearchAnswer, SearchHit, SearchQuery } from '../../../src/shared/schemas/search';
import { SEARCH_GROUP_MODULES, SEARCH_GROUPS, type SearchGroup } from '../../../src/shared/constants/search';
import { PRODUCT_LANGUAGE_OF } from '../../../src/shared/constants/product';
import type { Language } from '../../../src/shared/constants/common';
import { formatEnterpriseNumber } from '../../../src/shared/enterprise-number';
import { searchTermsOf, type SearchTerms } from '../../../src/shared/search-terms';
import type { Caller } from '../../plugins/security';
import type { Db } from '../../db/client';
import { companies, contacts, contracts, invoices, mails, products } from '../../db/schema';
import { containsPattern } from '../../http/list';

/** What every group's query is given: the terms, their LIKE patterns, the hits wanted, the caller's language. */
type Search = SearchTerms & { contains: string; prefix: string; limit: number; language: Language };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Details joined into one line, the empty ones left out. */
const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

const hit = (id: number, title: string, detail: string | null, path: string, kind: SearchHit['kind'] = null) => ({
  id,
  title,
  detail,
  path,
  kind,
});

/**
 * At most this many candidates from each way a group's records match: each part stops as soon as it
 * has them (through its index, or a scan that ends there), and only they are ranked. A text that
 * matches thousands of records (two letters, a common word) costs no more than a rare one.
 */
const CANDIDATES = 50;

/** The ids the parts find (raw SQL with aliases: each part reads one table), at most CANDIDATES each. */
const candidates = (...parts: (SQL | false | null)[]) =>
  sql`(${sql.join(
    parts.filter((p): p is SQL => Boolean(p)).map((p) => sql`(${p} limit ${CANDIDATES})`),
    sql` union `,
  )})`;

/** Numbers (contracts', invoices') hold digits: a text without one is not searched among them. */
const hasDigit = (text: string) => /\d/.test(text);

async function searchCompanies(db: Db, s: Search): Promise<SearchHit[]> {
  const byNumber = or(
    s.enterpriseDigits ? ilike(companies.vatNumber, containsPattern(s.enterpriseDigits)) : undefined,
    s.compactVatNumber ? ilike(companies.vatNumber, containsPattern(s.compactVatNumber)) : undefined,
  );
  const rows = await db
    .select({ id: companies.id, name: companies.name, vatNumber: companies.vatNumber })
    .from(companies)
    .where(
      inArray(
        companies.id,
        candidates(
          sql`select co.id from companies co where lower(co.name) = lower(${s.text})`,
          sql`select co.id from companies co where co.name ilike ${s.contains}`,
          s.enterpriseDigits !== null &&
            sql`select co.id from companies co where co.vat_number ilike ${containsPattern(s.enterpriseDigits)}`,
          s.compactVatNumber !== null &&
            sql`select co.id from companies co where co.vat_number ilike ${containsPattern(s.compactVatNumber)}`,
        ),
      ),
    )
    .orderBy(
      ...(byNumber ? [desc(byNumber)] : []),
      desc(sql`lower(${companies.name}) = lower(${s.text})`),
      desc(ilike(companies.name, s.prefix)),
      sql`${companies.status} <> 'active'`,
      sql`lower(${companies.name})`,
      companies.id,
    )
    .limit(s.limit);
  return rows.map((r) =>
    hit(r.id, r.name, r.vatNumber ? formatEnterpriseNumber(r.vatNumber) : null, `/company/${r.id}`),
  );
}

const contactName = sql`(${contacts.firstName} || ' ' || ${contacts.lastName})`;

async function searchContacts(db: Db, s: Search): Promise<SearchHit[]> {
  const rows = await db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      companyId: contacts.companyId,
      company: companies.name,
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(
      inArray(
        contacts.id,
        candidates(
          sql`select ct.id from contacts ct where (ct.first_name || ' ' || ct.last_name) ilike ${s.contains}`,
          sql`select ct.id from contacts ct where ct.email ilike ${s.contains}`,
        ),
      ),
    )
    .orderBy(
      desc(sql`${contactName} ilike ${s.prefix} or ${contacts.lastName} ilike ${s.prefix}`),
      sql`lower(${contacts.lastName})`,
      sql`lower(${contacts.firstName})`,
      contacts.id,
    )
    .limit(s.limit);
  return rows.map((r) =>
    hit(r.id, `${r.firstName} ${r.lastName}`, line(r.email, r.company), `/company/${r.companyId}?tab=contacts`),
  );
}

async function searchContracts(db: Db, s: Search): Promise<SearchHit[]> {
  const byNumber = ilike(contracts.number, s.contains);
  const rows = await db
    .select({ id: contracts.id, number: contracts.number, customer: companies.name })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.customerId))
    .where(
      inArray(
        contracts.id,
        candidates(
          hasDigit(s.text) && sql`select c.id from contracts c where c.number ilike ${s.contains}`,
          sql`select c.id from contracts c where c.customer_id in
            (select co.id from companies co where co.name ilike ${s.contains} limit ${CANDIDATES})`,
        ),
      ),
    )
    .orderBy(
      desc(sql`lower(${contracts.number}) = lower(${s.text})`),
      desc(ilike(contracts.number, s.prefix)),
      desc(byNumber),
      desc(contracts.number),
    )
    .limit(s.limit);
  return rows.map((r) => hit(r.id, r.number, r.customer, `/contract/${r.id}`));
}

/** The structured reference's twelve digits, as its trigram index holds them. */
const referenceDigits = sql`regexp_replace(${invoices.paymentReference}, '[^0-9]', '', 'g')`;

async function searchInvoices(db: Db, s: Search): Promise<SearchHit[]> {
  if (!hasDigit(s.text)) return [];
  const byReference = s.referenceDigits ? sql`${referenceDigits} like ${`%${s.referenceDigits}%`}` : undefined;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.documentNumber,
      type: invoices.type,
      reference: invoices.paymentReference,
      customer: companies.name,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.customerId))
    .where(
      and(
        ne(invoices.state, 'draft'),
        eq(invoices.simulation, false),
        inArray(
          invoices.id,
          candidates(
            sql`select i.id from invoices i where i.document_number ilike ${s.contains}`,
            s.referenceDigits !== null &&
              sql`select i.id from invoices i
                where regexp_replace(i.payment_reference, '[^0-9]', '', 'g') like ${`%${s.referenceDigits}%`}`,
          ),
        ),
      ),
    )
    .orderBy(
      ...(byReference ? [desc(byReference)] : []),
      desc(sql`lower(${invoices.documentNumber}) = lower(${s.text})`),
      desc(ilike(invoices.documentNumber, s.prefix)),
      desc(invoices.documentDate),
      desc(invoices.id),
    )
    .limit(s.limit);
  return rows.map((r) =>
    hit(r.id, r.number ?? '', line(r.customer, r.reference), `/invoices/invoices/${r.id}`, r.type),
  );
}

async function searchProducts(db: Db, s: Search): Promise<SearchHit[]> {
  // Written out qualified: Drizzle names the columns of a one-table select without their table.
  const name = sql<string | null>`(select pt.description from product_translations pt
    where pt.product_id = "products"."id"
    order by pt.language = ${PRODUCT_LANGUAGE_OF[s.language]} desc, pt.language = 'EN' desc, pt.language limit 1)`;
  const rows = await db
    .select({ id: products.id, code: products.code, name })
    .from(products)
    .where(
      inArray(
        products.id,
        candidates(
          sql`select p.id from products p where lower(p.code) = lower(${s.text})`,
          sql`select p.id from products p where p.code ilike ${s.contains}`,
          sql`select pt.product_id from product_translations pt where pt.description ilike ${s.contains}`,
        ),
      ),
    )
    .orderBy(
      desc(sql`lower(${products.code}) = lower(${s.text})`),
      desc(ilike(products.code, s.prefix)),
      sql`lower(${products.code})`,
      products.id,
    )
    .limit(s.limit);
  return rows.map((r) => hit(r.id, r.code, r.name, `/products/${r.id}`));
}

async function searchMails(db: Db, s: Search): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: mails.id, subject: mails.subject, recipients: mails.recipients })
    .from(mails)
    .where(
      inArray(
        mails.id,
        candidates(
          sql`select m.id from mails m where m.subject ilike ${s.contains}`,
          sql`select m.id from mails m where bo_mail_recipients(m.recipients) ilike ${s.contains}`,
        ),
      ),
    )
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .limit(s.limit);
  return rows.map((r) => hit(r.id, r.subject, r.recipients.join(', '), `/mails/${r.id}`));
}

const SEARCHES: Record<SearchGroup, (db: Db, s: Search) => Promise<SearchHit[]>> = {
  companies: searchCompanies,
  contacts: searchContacts,
  contracts: searchContracts,
  invoices: searchInvoices,
  products: searchProducts,
  mails: searchMails,
};

/** Every group the caller may read, searched at once; the groups with hits, in SEARCH_GROUPS order. */
export async function searchAll(db: Db, q: SearchQuery, caller: Caller): Promise<SearchAnswer> {
  const terms = searchTermsOf(q.q);
  const s: Search = {
    ...terms,
    contains: containsPattern(terms.text),
    prefix: `${escapeLike(terms.text)}%`,
    limit: q.limit,
    language: caller.language,
  };
  const groups = SEARCH_GROUPS.filter((g) => caller.can(SEARCH_GROUP_MODULES[g], 'read'));
  const found = await Promise.all(groups.map(async (group) => ({ group, hits: await SEARCHES[group](db, s) })));
  return { groups: found.filter((g) => g.hits.length > 0) };
}
