/** Contacts through the real HTTP routes on the real database: a company's list, search, create, update, delete. */
import { describe, expect, it } from 'vitest';
import type { Contact } from '../../../src/shared/schemas/contact';
import { adminAppForFile, VIEWER } from '../../testing/test-app';

const t = adminAppForFile();
const { get } = t;
const CONTACTS = '/api/company/v2/contacts';
const contactsOf = async (companyId: number): Promise<Contact[]> =>
  (await get(`${CONTACTS}?companyId=${companyId}&pageSize=100`)).items;

const NEW = {
  companyId: 2,
  firstName: '  Ann  ',
  lastName: 'De  Wilde',
  gender: 'f',
  language: 'NL',
  email: 'ann.dewilde@delvaux.be',
  phone: '+32 2 555 01 01',
  contactTypeIds: [1, 2],
};

describe('contacts', () => {
  it('lists a company’s contacts by name, with their types, and finds contacts by name or e-mail', async () => {
    const delvaux = await contactsOf(2);
    expect(delvaux.length).toBeGreaterThan(0);
    expect(delvaux.every((c) => c.companyId === 2 && c.companyName === 'Delvaux NV')).toBe(true);
    const names = delvaux.map((c) => `${c.lastName} ${c.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(delvaux.some((c) => c.contactTypeIds.includes(1))).toBe(true);
    const byMail = await get(`${CONTACTS}?searchText=${encodeURIComponent(delvaux[0]!.email!)}`);
    expect(byMail.items.map((c: Contact) => c.contactId)).toContain(delvaux[0]!.contactId);
    // A company is found by its contact's e-mail address too.
    const companies = await get(`/api/company/v2/companies?searchText=${encodeURIComponent(delvaux[0]!.email!)}`);
    expect(companies.items.map((c: { companyId: number }) => c.companyId)).toContain(2);
  });

  it('creates with stripped names and types, updates on the version, deletes', async () => {
    const created = await t.post(CONTACTS, NEW, t.admin);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().response.contactId;
    const contact: Contact = await get(`${CONTACTS}/${id}`);
    expect(contact).toMatchObject({
      firstName: 'Ann',
      lastName: 'De Wilde',
      contactTypeIds: [1, 2],
      invitedAt: null,
      version: 1,
    });
    const update = { ...NEW, contactId: id, version: 1, contactTypeIds: [3], phone: null };
    const saved = await t.put(CONTACTS, update, t.admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().response).toMatchObject({ contactTypeIds: [3], phone: null, version: 2 });
    const stale = await t.put(CONTACTS, { ...update, lastName: 'X' }, t.admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ lastName: 'De Wilde', version: 2 });
    expect((await t.call({ method: 'DELETE', url: `${CONTACTS}/${id}`, cookie: t.admin })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${CONTACTS}/${id}`, cookie: t.admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${CONTACTS}/${id}`, cookie: t.admin })).statusCode).toBe(404);
  });

  it('refuses every problem at once on its field: names, gender, e-mail, an unknown company or type', async () => {
    const res = await t.post(
      CONTACTS,
      { ...NEW, firstName: ' ', gender: 'x', email: 'ann@', companyId: 999_999 },
      t.admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      firstName: 'validation.required',
      gender: 'validation.required',
      email: 'validation.email',
    });
    const unknown = await t.post(CONTACTS, { ...NEW, companyId: 999_999, contactTypeIds: [1, 99] }, t.admin);
    expect(unknown.json().fieldErrors).toEqual({
      companyId: 'validation.unknown',
      contactTypeIds: 'validation.unknown',
    });
  });

  it('gives the contact types, and lets the read-only account read but not change', async () => {
    expect((await get(`${CONTACTS}/types`)).map((c: { code: string }) => c.code)).toEqual([
      'billing',
      'technical',
      'commercial',
    ]);
    const viewer = await t.login(VIEWER);
    expect((await get(`${CONTACTS}?companyId=2`, viewer)).totalCount).toBeGreaterThan(0);
    const write = await t.post(CONTACTS, NEW, viewer);
    expect(write.statusCode).toBe(403);
  });
});
