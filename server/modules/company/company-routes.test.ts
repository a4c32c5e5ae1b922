/** Companies through the real HTTP routes on the real database: list, detail, create, update, validate, inactivate. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { CompanyListItem } from '../../../src/shared/schemas/company';
import { createUserWithRights } from '../../testing/routes';
import { adminAppForFile, NOMODULE, PRODUCTS, VIEWER } from '../../testing/test-app';

const BASE = '/api/company/v2';
const t = adminAppForFile(BASE);
const { get } = t;
const list = async (query = ''): Promise<{ items: CompanyListItem[]; totalCount: number }> =>
  get(`/companies?pageSize=100&${query}`);

/** A valid new company (Belgian, enterprise number 0428.759.497 typed the way people type it). */
async function newCompany(more: Record<string, unknown> = {}) {
  const [belgium] = (await get('/countries')).filter((c: { code: string }) => c.code === 'BE');
  const [gent] = await get(`/cities?countryId=${belgium.countryId}&searchText=9000`);
  return {
    name: '  Nieuwe   Klant  BV ',
    vatNumber: 'BE 0428.759.497',
    vatRegimeId: 1,
    partyType: 'ENDUSER',
    countryId: belgium.countryId,
    cityId: gent.cityId,
    street: 'Veldstraat  1',
    email: 'facturen@nieuweklant.be',
    language: 'NL',
    ...more,
  };
}

describe('the companies list', () => {
  it('shows active companies by default, sorted by name, with their reseller and city', async () => {
    const page = await list();
    expect(page.totalCount).toBeGreaterThan(250);
    expect(page.items.every((c) => c.status === 'active')).toBe(true);
    const names = page.items.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const withReseller = page.items.find((c) => c.parentCompanyId !== null);
    expect(withReseller?.parentCompanyName).toBeTruthy();
    expect(page.items[0]!.cityName).toBeTruthy();
    const all = await list('statuses=active&statuses=inactive');
    const inactive = await list('statuses=inactive');
    expect(inactive.totalCount).toBeGreaterThan(0);
    expect(all.totalCount).toBe(page.totalCount + inactive.totalCount);
  });

  it('finds a company by its VAT number however it is typed, by name, and by city', async () => {
    const [first] = (await list('orderBys=vatNumber')).items.filter((c) => c.vatNumber?.startsWith('BE'));
    const digits = first!.vatNumber!.slice(2);
    const typed = `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
    for (const search of [first!.vatNumber!, typed, `be ${typed}`])
      expect((await list(`searchText=${encodeURIComponent(search)}`)).items.map((c) => c.companyId)).toEqual([
        first!.companyId,
      ]);
    const byName = await list('searchText=delvaux');
    expect(byName.items.map((c) => c.name)).toEqual(['Delvaux NV']);
    const inLiege = await list('searchText=li%C3%A8ge');
    expect(inLiege.totalCount).toBeGreaterThan(0);
    expect(inLiege.items.every((c) => c.cityName === 'Liège' || c.name.toLowerCase().includes('liège'))).toBe(true);
  });

  it('filters by party type, reseller, validated, country and language', async () => {
    const resellers = await list('partyTypes=RESELLER&partyTypes=NEWPARTNER');
    expect(resellers.totalCount).toBeGreaterThan(0);
    expect(resellers.items.every((c) => ['RESELLER', 'NEWPARTNER'].includes(c.partyType))).toBe(true);
    const reseller = resellers.items.find((r) => r.partyType === 'RESELLER')!;
    const underIt = await list(`resellerIds=${reseller.companyId}`);
    expect(underIt.items.every((c) => c.parentCompanyId === reseller.companyId)).toBe(true);
    const notValidated = await list('validated=false');
    expect(notValidated.totalCount).toBeGreaterThan(0);
    expect(notValidated.items.every((c) => !c.validated)).toBe(true);
    const french = await list('languages=FR');
    expect(french.items.every((c) => c.language === 'FR')).toBe(true);
    const [netherlands] = (await get('/countries')).filter((c: { code: string }) => c.code === 'NL');
    const dutch = await list(`countryIds=${netherlands.countryId}`);
    expect(dutch.totalCount).toBeGreaterThan(0);
    expect(dutch.items.every((c) => c.countryCode === 'NL')).toBe(true);
  });

  it('refuses unknown filters and sorts with fieldErrors', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${BASE}/companies?orderBys=password&partyTypes=BOSS&validated=maybe`,
      cookie: t.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      'orderBys.0': 'validation.invalidSort',
      'partyTypes.0': 'validation.invalid',
      'validated.0': 'validation.invalid',
    });
  });
});

describe('the CSV export', () => {
  it('has the rows of the list, in its order, with every filter, headed in the user’s language', async () => {
    const query = 'partyTypes=ENDUSER&statuses=active&statuses=inactive&orderBys=name_desc';
    const listed = await list(query);
    const res = await t.call({ method: 'GET', url: `${BASE}/companies/export?${query}`, cookie: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.csv"$/);
    const total = await get(`/companies?pageSize=5&${query}`);
    expect(res.headers['x-total-count']).toBe(String(total.totalCount));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Id,Name,VAT number,Party type,Reseller,Street and number,Postal code,City,Country,E-mail,Phone,Language,Status,Validated,Last changed',
    );
    expect(lines).toHaveLength(total.totalCount + 1);
    expect(lines.slice(1, 101).map((l) => Number(l.split(',')[0]))).toEqual(listed.items.map((c) => c.companyId));
    expect(lines.slice(1).every((l) => l.split(',')[3] === 'End user')).toBe(true);
  });

  it.each([
    ['nl', 'Partijtype', 'Eindklant', 'Actief'],
    ['fr', 'Type de partie', 'Client final', 'Active'],
  ] as const)('writes party types and statuses as the %s screens do', async (language, header, endUser, active) => {
    const email = `export-${language}@companies.test`;
    const userId = await createUserWithRights(t.database, email, [
      { functionCode: 'MODULE_READ', valueType: 'Multiselect', valueCode: 'company' },
    ]);
    await t.database.db.update(users).set({ language }).where(eq(users.id, userId));
    const cookie = await t.login(email);
    const query = 'partyTypes=ENDUSER&statuses=active';
    const res = await t.call({ method: 'GET', url: `${BASE}/companies/export?${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    const [head, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
    expect(head![3]).toBe(header);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((cells) => cells[3] === endUser && cells.at(-3) === active)).toBe(true);
  });
});

describe('creating and changing a company', () => {
  it('creates a company with stripped text and the enterprise number stored as BE and ten digits', async () => {
    const res = await t.post(`${BASE}/companies`, await newCompany(), t.admin);
    expect(res.statusCode, res.body).toBe(201);
    const company = await get(`/companies/${res.json().response.companyId}`);
    expect(company).toMatchObject({
      name: 'Nieuwe Klant BV',
      vatNumber: 'BE0428759497',
      street: 'Veldstraat 1',
      cityName: 'Gent',
      postalCode: '9000',
      countryCode: 'BE',
      status: 'active',
      validated: false,
      version: 1,
    });
    expect((await list('searchText=nieuwe klant')).totalCount).toBe(1);
  });

  it('refuses a wrong check digit on the field, and every other problem at once', async () => {
    const res = await t.post(
      `${BASE}/companies`,
      await newCompany({ name: '   ', vatNumber: '0428.759.498', email: 'no-at-sign', partyType: 'BOSS' }),
      t.admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'validation.required',
      vatNumber: 'validation.enterpriseCheck',
      email: 'validation.email',
      partyType: 'validation.required',
    });
  });

  it('refuses references that do not fit: a city of another country, a parent that is no reseller, a taken VAT number', async () => {
    const [enduser] = (await list('partyTypes=ENDUSER')).items;
    const [netherlands] = (await get('/countries')).filter((c: { code: string }) => c.code === 'NL');
    const first = await t.post(`${BASE}/companies`, await newCompany(), t.admin);
    expect(first.statusCode).toBe(201);
    const res = await t.post(
      `${BASE}/companies`,
      await newCompany({ countryId: netherlands.countryId, parentCompanyId: enduser!.companyId }),
      t.admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      cityId: 'companyErrors.cityNotInCountry',
      parentCompanyId: 'companyErrors.parentNotReseller',
    });
    const again = await t.post(`${BASE}/companies`, await newCompany(), t.admin);
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({ vatNumber: 'companyErrors.vatTaken' });
  });

  it('updates with the version it was read at; a stale version gets 409 with the current company', async () => {
    const created = await t.post(`${BASE}/companies`, await newCompany(), t.admin);
    const companyId = created.json().response.companyId;
    const [reseller] = await get('/companies/parents');
    const update = {
      ...(await newCompany()),
      companyId,
      version: 1,
      name: 'Klant Twee BV',
      parentCompanyId: reseller.companyId,
    };
    const saved = await t.put(`${BASE}/companies`, update, t.admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().response).toMatchObject({
      name: 'Klant Twee BV',
      version: 2,
      parentCompanyName: reseller.name,
    });
    const stale = await t.put(`${BASE}/companies`, { ...update, name: 'Mine' }, t.admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ name: 'Klant Twee BV', version: 2 });
    const own = await t.put(
      `${BASE}/companies`,
      { ...update, version: 2, partyType: 'RESELLER', parentCompanyId: companyId },
      t.admin,
    );
    expect(own.json().fieldErrors).toEqual({ parentCompanyId: 'companyErrors.ownParent' });
  });

  it('validates a new company once, and inactivates with the reason kept; a repeat is a clear refusal', async () => {
    const created = await t.post(`${BASE}/companies`, await newCompany(), t.admin);
    const id = created.json().response.companyId;
    const act = (action: string, payload: object) => t.post(`${BASE}/companies/${id}/${action}`, payload, t.admin);
    const validated = await act('validate', { version: 1 });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().response).toMatchObject({ validated: true, version: 2 });
    expect(validated.json().response.validatedAt).toBeTruthy();
    expect((await act('validate', { version: 2 })).json()).toMatchObject({
      errorMessage: 'companyErrors.alreadyValidated',
    });
    expect((await act('inactivate', { version: 1, reason: 'x' })).statusCode).toBe(409);
    expect((await act('inactivate', { version: 2, reason: '   ' })).json().fieldErrors).toEqual({
      reason: 'validation.required',
    });
    const inactive = await act('inactivate', { version: 2, reason: ' Merged  with  Gent Digital ' });
    expect(inactive.json().response).toMatchObject({
      status: 'inactive',
      inactivationReason: 'Merged with Gent Digital',
      version: 3,
    });
    expect((await act('inactivate', { version: 3, reason: 'again' })).json()).toMatchObject({
      errorMessage: 'companyErrors.alreadyInactive',
    });
    expect((await list('searchText=nieuwe klant')).totalCount).toBe(0);
    expect((await list('searchText=nieuwe klant&statuses=inactive')).totalCount).toBe(1);
  });

  it('answers 404 for a company that does not exist', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}/companies/999999`, cookie: t.admin });
    expect(res.statusCode).toBe(404);
  });
});

describe('linked companies', () => {
  it('gives a reseller’s end users, and an end user’s reseller, with the COMPANY_LINKED access code', async () => {
    const underOne = (await list('partyTypes=ENDUSER')).items.find((c) => c.parentCompanyId !== null)!;
    const resellerId = underOne.parentCompanyId!;
    const ofEndUser = await get(`/companies/${underOne.companyId}/linked`);
    expect(ofEndUser).toEqual([expect.objectContaining({ companyId: resellerId, relation: 'reseller' })]);
    const ofReseller = await get(`/companies/${resellerId}/linked`);
    expect(ofReseller.length).toBeGreaterThan(0);
    expect(ofReseller.every((c: { relation: string }) => c.relation === 'enduser')).toBe(true);
    expect(ofReseller.map((c: { companyId: number }) => c.companyId)).toContain(underOne.companyId);
    expect((await t.call({ method: 'GET', url: `${BASE}/companies/999999/linked`, cookie: t.admin })).statusCode).toBe(
      404,
    );
  });

  it('refuses a reader of companies without the access code', async () => {
    await createUserWithRights(t.database, 'reader@linked.test', [
      { functionCode: 'MODULE_READ', valueType: 'Multiselect', valueCode: 'company' },
    ]);
    const reader = await t.login('reader@linked.test');
    expect((await t.call({ method: 'GET', url: `${BASE}/companies/1`, cookie: reader })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${BASE}/companies/1/linked`, cookie: reader })).statusCode).toBe(403);
    // The read-only demo account has it.
    await get('/companies/1/linked', await t.login(VIEWER));
  });
});

describe('the timeline', () => {
  it('records who changed what and when, fields before and after, newest first, filtered by kind', async () => {
    const created = await t.post(`${BASE}/companies`, await newCompany(), t.admin);
    const id = created.json().response.companyId;
    const update = {
      ...(await newCompany()),
      companyId: id,
      version: 1,
      phone: '+32 9 123 45 67',
      name: 'Klant Twee BV',
    };
    expect((await t.put(`${BASE}/companies`, update, t.admin)).statusCode).toBe(200);
    const contact = await t.post(
      '/api/company/v2/contacts',
      {
        companyId: id,
        firstName: 'Ann',
        lastName: 'Peeters',
        gender: 'f',
        language: 'NL',
        contactTypeIds: [],
      },
      t.admin,
    );
    expect(contact.statusCode).toBe(201);
    // A refused change leaves no trace.
    expect((await t.put(`${BASE}/companies`, update, t.admin)).statusCode).toBe(409);
    await t.post(`${BASE}/companies/${id}/inactivate`, { version: 2, reason: 'Moved' }, t.admin);

    const timeline = await get(`/companies/${id}/timeline`);
    expect(timeline.totalCount).toBe(4);
    expect(timeline.items.map((e: { kind: string; action: string }) => `${e.kind} ${e.action}`)).toEqual([
      'company inactivated',
      'contact created',
      'company updated',
      'company created',
    ]);
    expect(timeline.items[0]).toMatchObject({
      userName: 'Ada Admin',
      label: 'Klant Twee BV',
      changes: [
        { field: 'status', before: 'active', after: 'inactive' },
        { field: 'inactivationReason', before: null, after: 'Moved' },
      ],
    });
    expect(timeline.items[1]).toMatchObject({ label: 'Ann Peeters', recordId: contact.json().response.contactId });
    expect(timeline.items[2].changes).toEqual([
      { field: 'name', before: 'Nieuwe Klant BV', after: 'Klant Twee BV' },
      { field: 'phone', before: null, after: '+32 9 123 45 67' },
    ]);
    const contactsOnly = await get(`/companies/${id}/timeline?kinds=contact`);
    expect(contactsOnly.items.map((e: { action: string }) => e.action)).toEqual(['created']);
    const paged = await get(`/companies/${id}/timeline?pageSize=5&pageIndex=1`);
    expect(paged.items).toHaveLength(4);
  });

  it('follows access to the company: readers read it, a missing company is 404, others are refused', async () => {
    const viewer = await t.login(VIEWER);
    const seeded = await get('/companies/1/timeline?kinds=company', viewer);
    expect(seeded.items.at(-1)).toMatchObject({ action: 'created', userName: null });
    expect(
      (await t.call({ method: 'GET', url: `${BASE}/companies/999999/timeline`, cookie: t.admin })).statusCode,
    ).toBe(404);
    const products = await t.login(PRODUCTS);
    expect((await t.call({ method: 'GET', url: `${BASE}/companies/1/timeline`, cookie: products })).statusCode).toBe(
      403,
    );
  });
});

describe('reference lists and access', () => {
  it('gives the lists the form picks from', async () => {
    expect((await get('/countries')).map((c: { code: string }) => c.code)).toContain('BE');
    expect((await get('/vatregimes')).length).toBeGreaterThan(2);
    expect((await get('/nacecodes'))[0]).toMatchObject({ code: expect.any(String), description: expect.any(String) });
    expect((await get('/profiles')).length).toBeGreaterThan(0);
    expect((await get('/dnstenants')).length).toBeGreaterThan(0);
    expect(await get('/partytypes')).toEqual(['RESELLER', 'ENDUSER', 'NEWENDUSER', 'NEWPARTNER']);
    const parents = await get('/companies/parents');
    expect(parents.length).toBeGreaterThan(0);
    const resellers = await list('partyTypes=RESELLER&partyTypes=NEWPARTNER');
    expect(parents.map((p: { companyId: number }) => p.companyId).sort()).toEqual(
      resellers.items.map((r) => r.companyId).sort(),
    );
    expect((await get('/cities?searchText=gent')).map((c: { name: string }) => c.name)).toContain('Gent');
    // A reseller found by part of its name, or named by its id; the shared schema judges the query.
    const [first] = parents as { companyId: number; name: string }[];
    const found = await get(
      `/companies/parents?searchText=${encodeURIComponent(first!.name.slice(1, 6).toUpperCase())}`,
    );
    expect(found.map((p: { companyId: number }) => p.companyId)).toContain(first!.companyId);
    expect(await get(`/companies/parents?ids=${first!.companyId}`)).toEqual([parents[0]]);
    const tooLong = await t.call({
      method: 'GET',
      url: `${BASE}/companies/parents?searchText=${'x'.repeat(101)}`,
      cookie: t.admin,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('lets the read-only account read but not change, and keeps the others out', async () => {
    const viewer = await t.login(VIEWER);
    expect((await list()).totalCount).toBeGreaterThan(0);
    await get('/companies?pageSize=5', viewer);
    const write = await t.post(`${BASE}/companies`, await newCompany(), viewer);
    expect(write.statusCode).toBe(403);
    for (const email of [PRODUCTS, NOMODULE]) {
      const res = await t.call({ method: 'GET', url: `${BASE}/companies`, cookie: await t.login(email) });
      expect(res.statusCode).toBe(403);
    }
  });
});
