/**
 * The one search through the real route on the real database: each kind of match, the groups a
 * caller may not read left out, the limit, and bad input answered 400 with fieldErrors.
 */
import { and, asc, eq, isNotNull, like, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchHit } from '../../../src/shared/schemas/search';
import type { SearchGroup } from '../../../src/shared/constants/search';
import { companies, contacts, contracts, invoices, mails, products, productTranslations } from '../../db/schema';
import { adminAppForFile, NOMODULE, PRODUCTS } from '../../testing/test-app';

const t = adminAppForFile();
const URL = '/api/search/v2';

const search = (q: string, cookie?: string, limit = 20): Promise<SearchAnswer> =>
  t.get(`${URL}?q=${encodeURIComponent(q)}&limit=${limit}`, cookie) as Promise<SearchAnswer>;
const hitsOf = (answer: SearchAnswer, group: SearchGroup): SearchHit[] =>
  answer.groups.find((g) => g.group === group)?.hits ?? [];
const pathsOf = async (q: string, group: SearchGroup) => hitsOf(await search(q), group).map((h) => h.path);

const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

describe('GET /api/search/v2', () => {
  it('finds a company by a part of its name, and by its enterprise or VAT number however it is typed', async () => {
    const db = t.database.db;
    const company = await first(
      db
        .select()
        .from(companies)
        .where(and(eq(companies.status, 'active'), like(companies.vatNumber, 'BE%')))
        .orderBy(asc(companies.id))
        .limit(1),
    );
    const path = `/company/${company.id}`;
    expect(await pathsOf(company.name.slice(1, -1), 'companies')).toContain(path);
    const digits = company.vatNumber!.replace(/^BE/, '');
    const dotted = `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
    for (const typed of [
      dotted,
      `BE ${dotted}`,
      `be${digits}`,
      digits,
      `BE ${digits.slice(0, 4)} ${digits.slice(4, 7)}`,
    ]) {
      const hits = hitsOf(await search(typed), 'companies');
      expect(hits[0], typed).toMatchObject({ path, title: company.name, detail: `BE${dotted}`, kind: null });
    }
  });

  it('finds a contact by name or e-mail address, opening its company on the contacts tab', async () => {
    const contact = await first(
      t.database.db.select().from(contacts).where(isNotNull(contacts.email)).orderBy(asc(contacts.id)).limit(1),
    );
    const path = `/company/${contact.companyId}?tab=contacts`;
    expect(await pathsOf(`${contact.firstName} ${contact.lastName}`, 'contacts')).toContain(path);
    expect(await pathsOf(contact.email!.toUpperCase(), 'contacts')).toContain(path);
    const [hit] = hitsOf(await search(contact.email!), 'contacts');
    expect(hit).toMatchObject({ title: `${contact.firstName} ${contact.lastName}`, path });
    expect(hit!.detail).toContain(contact.email!);
  });

  it('finds a contract by its number or its customer', async () => {
    const db = t.database.db;
    const contract = await first(db.select().from(contracts).orderBy(asc(contracts.id)).limit(1));
    const customer = await first(db.select().from(companies).where(eq(companies.id, contract.customerId)));
    const [byNumber] = hitsOf(await search(contract.number), 'contracts');
    expect(byNumber).toEqual({
      id: contract.id,
      title: contract.number,
      detail: customer.name,
      path: `/contract/${contract.id}`,
      kind: null,
    });
    expect(await pathsOf(contract.number.toLowerCase(), 'contracts')).toContain(`/contract/${contract.id}`);
    expect(await pathsOf(contract.number.slice(1), 'contracts')).toContain(`/contract/${contract.id}`);
    const byCustomer = hitsOf(await search(customer.name), 'contracts');
    expect(byCustomer.length).toBeGreaterThan(0);
    expect(byCustomer.every((h) => h.detail === customer.name || h.detail?.includes(customer.name))).toBe(true);
  });

  it('finds an invoice by its number and by its structured reference, with or without +++ and slashes', async () => {
    const invoice = await first(
      t.database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.type, 'invoice'), isNotNull(invoices.paymentReference), eq(invoices.simulation, false)))
        .orderBy(asc(invoices.id))
        .limit(1),
    );
    const path = `/invoices/invoices/${invoice.id}`;
    const reference = invoice.paymentReference!; // +++123/4567/89012+++
    for (const typed of [
      invoice.documentNumber!,
      reference,
      reference.replace(/\+/g, ''),
      reference.replace(/\D/g, ''),
      reference.replace(/\+/g, '*'),
    ]) {
      const hits = hitsOf(await search(typed), 'invoices');
      expect(hits[0], typed).toMatchObject({ id: invoice.id, path, title: invoice.documentNumber, kind: 'invoice' });
    }
  });

  it('finds a credit note by its number, and never a draft or a simulation', async () => {
    const db = t.database.db;
    const note = await first(
      db.select().from(invoices).where(eq(invoices.type, 'creditNote')).orderBy(asc(invoices.id)).limit(1),
    );
    const [hit] = hitsOf(await search(note.documentNumber!), 'invoices');
    expect(hit).toMatchObject({ id: note.id, kind: 'creditNote', path: `/invoices/invoices/${note.id}` });
    const drafts = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.state, 'draft'));
    const hits = hitsOf(await search('20', undefined, 20), 'invoices');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((h) => drafts.some((d) => d.id === h.id))).toBe(false);
  });

  it('finds a product by its code or its name, named in the caller’s language', async () => {
    const db = t.database.db;
    const product = await first(db.select().from(products).orderBy(asc(products.id)).limit(1));
    const english = await first(
      db
        .select()
        .from(productTranslations)
        .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.language, 'EN'))),
    );
    const [byCode] = hitsOf(await search(product.code), 'products');
    expect(byCode).toEqual({
      id: product.id,
      title: product.code,
      detail: english.description,
      path: `/products/${product.id}`,
      kind: null,
    });
    expect(await pathsOf(english.description, 'products')).toContain(`/products/${product.id}`);
  });

  it('finds a mail by a recipient or its subject', async () => {
    const mail = await first(t.database.db.select().from(mails).orderBy(asc(mails.id)).limit(1));
    const path = `/mails/${mail.id}`;
    expect(await pathsOf(mail.recipients[0]!, 'mails')).toContain(path);
    expect(await pathsOf(mail.subject, 'mails')).toContain(path);
  });

  it('answers at most `limit` hits a group, the groups in their order, none without hits', async () => {
    const wide = await search('in', undefined, 3);
    expect(wide.groups.map((g) => g.group)).toEqual(
      ['companies', 'contacts', 'contracts', 'invoices', 'products', 'mails'].filter((g) =>
        wide.groups.some((w) => w.group === g),
      ),
    );
    for (const g of wide.groups) expect(g.hits.length).toBeGreaterThan(0);
    for (const g of wide.groups) expect(g.hits.length).toBeLessThanOrEqual(3);
    expect((await search('zzqxqzz-nothing')).groups).toEqual([]);
  });

  it('leaves out what the caller may not read: a products-only user finds products, no invoice or company', async () => {
    const invoice = await first(
      t.database.db
        .select()
        .from(invoices)
        .where(and(isNotNull(invoices.paymentReference), ne(invoices.state, 'draft')))
        .limit(1),
    );
    const productsUser = await t.login(PRODUCTS);
    expect((await search(invoice.paymentReference!, productsUser)).groups).toEqual([]);
    expect((await search(invoice.documentNumber!, productsUser)).groups).toEqual([]);
    const company = await first(t.database.db.select().from(companies).limit(1));
    expect((await search(company.name, productsUser)).groups.map((g) => g.group)).not.toContain('companies');
    const product = await first(t.database.db.select().from(products).limit(1));
    expect((await search(product.code, productsUser)).groups.map((g) => g.group)).toEqual(['products']);
    expect((await search(product.code, await t.login(NOMODULE))).groups).toEqual([]);
  });

  it('answers bad input with 400 and fieldErrors', async () => {
    const call = (query: string) => t.call({ method: 'GET', url: `${URL}${query}`, cookie: t.admin });
    for (const [query, fieldErrors] of [
      ['', { q: 'validation.required' }],
      ['?q=a', { q: 'validation.minLength|2' }],
      ['?q=%20%20a%20', { q: 'validation.minLength|2' }],
      [`?q=${'x'.repeat(101)}`, { q: 'validation.maxLength|100' }],
      ['?q=delvaux&limit=0', { limit: 'validation.min|1' }],
      ['?q=delvaux&limit=21', { limit: 'validation.max|20' }],
      ['?q=delvaux&limit=many', { limit: 'validation.number' }],
    ] as const) {
      const res = await call(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors, query).toEqual(fieldErrors);
    }
    expect((await t.call({ method: 'GET', url: `${URL}?q=delvaux` })).statusCode).toBe(401);
  });
});
