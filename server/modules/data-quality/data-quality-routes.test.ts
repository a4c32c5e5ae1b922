/**
 * Data quality through the real HTTP routes on the real database (PGlite, and PostgreSQL in its
 * tier): every rule finds what it documents, the filters and paging, accepting with a reason (held
 * until the data changes), and a fix through the record's own update call leaving the list.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brusselsDay } from '../../../src/shared/brussels-day';
import { addDays } from '../../../src/shared/calendar-day';
import type { DataQualityFinding, DataQualityPage } from '../../../src/shared/schemas/data-quality';
import type { Company } from '../../../src/shared/schemas/company';
import type { Contact } from '../../../src/shared/schemas/contact';
import { adminAppForFile, PRODUCTS, VIEWER } from '../../testing/test-app';

const BASE = '/api/dataquality/v2';
const t = adminAppForFile(BASE);

const findings = (query = ''): Promise<DataQualityPage> => t.get(`/findings?pageSize=100&${query}`);
const exec = async <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<R>(query)).rows;
/** The finding of `rule` about the record in the view, looked for page by page; undefined when none. */
async function findingOf(rule: string, recordId: number, view = 'open') {
  for (let page = 1; ; page++) {
    const answer = await findings(`rules=${rule}&view=${view}&pageIndex=${page}`);
    const found = answer.items.find((f) => f.recordId === recordId);
    if (found || page * answer.pageSize >= answer.totalCount) return found;
  }
}

/** An active Belgian company of the demo with a valid number (not a Peppol receiver unless asked), invoiced or not as asked. */
async function demoCompany(opts: { peppol?: boolean; invoiced?: boolean } = {}) {
  const [row] = await exec<{ id: number }>(sql`select c.id from companies c join countries k on k.id = c.country_id
    where c.status = 'active' and k.code = 'BE' and c.peppol_receiver = ${opts.peppol ?? false}
      and c.vat_number ~ '^BE[01][0-9]{9}$' and 97 - (substr(c.vat_number, 3, 8)::int % 97) = substr(c.vat_number, 11, 2)::int
      and ${opts.invoiced ? sql`exists` : sql`not exists`} (select 1 from invoices i where i.customer_id = c.id and not i.simulation)
    order by c.id desc limit 1`);
  return row!.id;
}

/** The company's update body as its form sends it, from its detail, with `more` changed. */
function companyUpdateOf(c: Company, more: Partial<Company> = {}) {
  const next = { ...c, ...more };
  const keys = [
    'companyId',
    'version',
    'name',
    'vatNumber',
    'vatRegimeId',
    'naceCode',
    'partyType',
    'parentCompanyId',
    'street',
    'cityId',
    'countryId',
    'email',
    'phone',
    'language',
    'profileId',
    'dnsTenantId',
    'peppolReceiver',
  ] as const;
  return Object.fromEntries(keys.map((k) => [k, next[k]]));
}

describe('data quality rules', () => {
  it('finds a wrong enterprise number, and loses it once the company is fixed through its own update', async () => {
    const id = await demoCompany();
    await exec(sql`update companies set vat_number = 'BE0428759498' where id = ${id}`);
    const finding = await findingOf('enterpriseNumberCheck', id);
    expect(finding).toMatchObject({
      severity: 'error',
      module: 'company',
      recordKind: 'company',
      companyId: id,
      values: { vatNumber: 'BE0428759498' },
      acceptance: null,
    });
    const company: Company = await t.read(`/api/company/v2/companies/${id}`, t.admin);
    // A fix on a version a colleague moved on: 409, the finding stays.
    const stale = await t.put(
      '/api/company/v2/companies',
      companyUpdateOf(company, { version: company.version + 1, vatNumber: '0428.759.497' }),
      t.admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(await findingOf('enterpriseNumberCheck', id)).toBeDefined();
    const fixed = await t.put(
      '/api/company/v2/companies',
      companyUpdateOf(company, { vatNumber: '0428.759.497' }),
      t.admin,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await findingOf('enterpriseNumberCheck', id)).toBeUndefined();
  });

  it('finds a Peppol receiver without a reachable 0208 identifier', async () => {
    const id = await demoCompany({ peppol: true });
    expect(await findingOf('peppolWithoutEndpoint', id)).toBeUndefined();
    await exec(sql`update companies set vat_number = null where id = ${id}`);
    expect(await findingOf('peppolWithoutEndpoint', id)).toMatchObject({ values: { vatNumber: null } });
    await exec(sql`update companies set vat_number = 'NL123456789B01' where id = ${id}`);
    expect(await findingOf('peppolWithoutEndpoint', id)).toMatchObject({ values: { vatNumber: 'NL123456789B01' } });
  });

  it('finds two active companies with one enterprise number written differently, each naming the other', async () => {
    const [a, b] = await exec<{ id: number; name: string; vat_number: string }>(
      sql`select id, name, vat_number from companies where status = 'active' and vat_number like 'BE%' order by id desc limit 2`,
    );
    const digits = a!.vat_number.slice(2);
    await exec(
      sql`update companies set vat_number = ${`${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`} where id = ${b!.id}`,
    );
    const page = await findings('rules=duplicateEnterpriseNumber');
    const pair = page.items.filter((f) => f.recordId === a!.id || f.recordId === b!.id);
    expect(pair).toHaveLength(2);
    expect(pair.find((f) => f.recordId === a!.id)!.values.others).toBe(b!.name);
    expect(pair.find((f) => f.recordId === b!.id)!.values.others).toBe(a!.name);
    // An inactive one does not count.
    await exec(sql`update companies set status = 'inactive' where id = ${b!.id}`);
    expect((await findings('rules=duplicateEnterpriseNumber')).items.some((f) => f.recordId === a!.id)).toBe(false);
  });

  it('finds an invoiced Belgian company without an enterprise number, and not one never invoiced', async () => {
    const invoiced = await demoCompany({ invoiced: true });
    const never = await demoCompany({ invoiced: false });
    await exec(sql`update companies set vat_number = null where id in (${invoiced}, ${never})`);
    expect(await findingOf('enterpriseNumberMissing', invoiced)).toMatchObject({ severity: 'warning' });
    expect(await findingOf('enterpriseNumberMissing', never)).toBeUndefined();
  });

  it('finds a billing contact without an e-mail address of an invoiced company; its own update fixes it', async () => {
    const companyId = await demoCompany({ invoiced: true });
    const [contact] = await exec<{
      id: number;
    }>(sql`select p.id from contacts p join contact_contact_types ct on ct.contact_id = p.id
      join contact_types k on k.id = ct.contact_type_id and k.code = 'billing' where p.company_id = ${companyId} limit 1`);
    await exec(sql`update contacts set email = null where id = ${contact!.id}`);
    const finding = await findingOf('billingContactWithoutEmail', contact!.id);
    expect(finding).toMatchObject({ recordKind: 'contact', companyId, module: 'company' });
    const current: Contact = await t.read(`/api/company/v2/contacts/${contact!.id}`, t.admin);
    const { contactId, version, firstName, lastName, gender, language, phone, contactTypeIds } = current;
    const saved = await t.put(
      '/api/company/v2/contacts',
      {
        contactId,
        version,
        companyId,
        firstName,
        lastName,
        gender,
        language,
        phone,
        contactTypeIds,
        email: 'facturen@example.be',
      },
      t.admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await findingOf('billingContactWithoutEmail', contact!.id)).toBeUndefined();
  });

  it('finds a running item whose product has no price rule next month, and a product without any price', async () => {
    const [item] = await exec<{
      id: number;
      contract_id: number;
    }>(sql`select ci.id, ci.contract_id from contract_items ci
      join contracts c on c.id = ci.contract_id and c.status = 'ACTIVE' and c.calculation_type <> 'oneTime' and c.date_end is null
      where ci.status = 'ACTIVE' and ci.date_end is null order by ci.id limit 1`);
    const [product] = await exec<{
      id: number;
    }>(sql`insert into products (code, product_type_id, price_method_id, product_status_id)
      values ('DQ-NO-PRICE', 1, 1, 1) returning id`);
    expect(await findingOf('productWithoutPrice', product!.id)).toMatchObject({
      label: 'DQ-NO-PRICE',
      module: 'products',
    });
    await exec(sql`update contract_items set product_id = ${product!.id} where id = ${item!.id}`);
    const finding = await findingOf('itemWithoutPriceNextMonth', item!.id);
    expect(finding).toMatchObject({ contractId: item!.contract_id, module: 'contract', recordKind: 'contractItem' });
    expect(finding!.values.productCode).toBe('DQ-NO-PRICE');
    // A general sales price from next month on answers both (the demo contracts' price types ask sales or partner prices).
    await exec(
      sql`insert into prices (product_id, price_type_id, amount) values (${product!.id}, 2, 10), (${product!.id}, 3, 8), (${product!.id}, 1, 5)`,
    );
    expect(await findingOf('itemWithoutPriceNextMonth', item!.id)).toBeUndefined();
    expect(await findingOf('productWithoutPrice', product!.id)).toBeUndefined();
  });

  it('finds an invoice overdue more than 60 days without a follow-up', async () => {
    const [invoice] = await exec<{
      id: number;
    }>(sql`select id from invoices where state in ('created', 'sent') and type = 'invoice'
      and not simulation order by id limit 1`);
    const today = brusselsDay();
    await exec(sql`update invoices set state = 'overdue', due_date = ${addDays(today, -60)} where id = ${invoice!.id}`);
    expect(await findingOf('overdueWithoutFollowUp', invoice!.id)).toBeUndefined();
    await exec(sql`update invoices set due_date = ${addDays(today, -61)} where id = ${invoice!.id}`);
    expect(await findingOf('overdueWithoutFollowUp', invoice!.id)).toMatchObject({ values: { daysOverdue: 61 } });
    await exec(sql`update invoices set state = 'reminder1' where id = ${invoice!.id}`);
    expect(await findingOf('overdueWithoutFollowUp', invoice!.id)).toBeUndefined();
  });
});

describe('the findings list', () => {
  it('groups by rule with counts, filters by rule, severity and module, and pages', async () => {
    const all = await findings();
    expect(all.rules.map((r) => r.rule)).toHaveLength(8);
    expect(all.totalCount).toBe(all.rules.reduce((n, r) => n + r.count, 0));
    for (const rule of all.rules) expect(rule.count, rule.rule).toBeGreaterThan(0);
    const warnings = await findings('severities=warning');
    expect(new Set(warnings.rules.map((r) => r.severity))).toEqual(new Set(['warning']));
    expect(warnings.items.every((f) => f.severity === 'warning')).toBe(true);
    const products = await findings('modules=products');
    expect(products.rules.map((r) => r.rule)).toEqual(['productWithoutPrice']);
    const one = await findings('rules=overdueWithoutFollowUp');
    expect(one.rules).toHaveLength(8);
    expect(one.totalCount).toBe(all.rules.find((r) => r.rule === 'overdueWithoutFollowUp')!.count);
    // Paged in rule order (errors first), then by name.
    const first: DataQualityPage = await t.get('/findings?pageSize=5');
    const second: DataQualityPage = await t.get('/findings?pageSize=5&pageIndex=2');
    expect([...first.items, ...second.items].map((f) => `${f.rule}:${f.recordId}`)).toEqual(
      all.items.slice(0, 10).map((f) => `${f.rule}:${f.recordId}`),
    );
    const bad = await t.call({ method: 'GET', url: `${BASE}/findings?rules=nope&pageSize=7`, cookie: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ 'rules.0': 'validation.invalid', pageSize: expect.any(String) });
  });

  it('accepts a finding with a reason: it leaves the open list, shows who and why, and comes back when its data changes', async () => {
    const [finding] = (await findings('rules=enterpriseNumberCheck')).items as [DataQualityFinding];
    const empty = await t.postTo('/findings/accept', { ...finding, reason: '  ' });
    expect(empty.json().fieldErrors).toEqual({ reason: 'validation.required' });
    const accepted = await t.postTo('/findings/accept', {
      rule: finding.rule,
      recordId: finding.recordId,
      fingerprint: finding.fingerprint,
      reason: 'Foreign branch: the number is the parent’s',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().response).toMatchObject({
      userName: 'Ada Admin',
      reason: 'Foreign branch: the number is the parent’s',
    });
    expect(await findingOf(finding.rule, finding.recordId)).toBeUndefined();
    expect(await findingOf(finding.rule, finding.recordId, 'accepted')).toMatchObject({
      acceptance: { userName: 'Ada Admin', reason: 'Foreign branch: the number is the parent’s' },
    });
    // The same fingerprint again (a screen showing it before): refused, the finding changed meanwhile.
    await exec(sql`update companies set vat_number = 'BE0428759499' where id = ${finding.recordId}`);
    const again = await findingOf(finding.rule, finding.recordId);
    expect(again).toBeDefined();
    expect(again!.fingerprint).not.toBe(finding.fingerprint);
    const blind = await t.postTo('/findings/accept', {
      ...finding,
      acceptance: undefined,
      severity: undefined,
      reason: 'x',
    });
    expect(blind.statusCode).toBe(400);
    expect(blind.json().fieldErrors).toEqual({ fingerprint: 'validation.findingChanged' });
  });

  it('lets the read-only account read but not accept; the products account neither', async () => {
    const viewer = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: `${BASE}/findings`, cookie: viewer })).statusCode).toBe(200);
    const [finding] = (await findings()).items as [DataQualityFinding];
    const body = { rule: finding.rule, recordId: finding.recordId, fingerprint: finding.fingerprint, reason: 'x' };
    expect((await t.post(`${BASE}/findings/accept`, body, viewer)).statusCode).toBe(403);
    const products = await t.login(PRODUCTS);
    expect((await t.call({ method: 'GET', url: `${BASE}/findings`, cookie: products })).statusCode).toBe(403);
  });
});
