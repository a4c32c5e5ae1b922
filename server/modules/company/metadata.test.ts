/** Company and contact metadata through the real HTTP routes: definitions, detail, create and update, refusals, timeline. */
import { describe, expect, it } from 'vitest';
import type { MetadataItem, MetadataValue } from '../../../src/shared/schemas/metadata';
import { adminAppForFile, VIEWER } from '../../testing/test-app';

const t = adminAppForFile('/api/company/v2');
const { get, putTo: put, postTo: post } = t;
const definitionsOf = async (entity: 'company' | 'contact'): Promise<Record<string, MetadataItem>> =>
  Object.fromEntries(((await get(`/metadatas/${entity}`)) as MetadataItem[]).map((d) => [d.code, d]));
const valuesOf = (metadatas: MetadataValue[]) => Object.fromEntries(metadatas.map((m) => [m.code, m.value]));

/** A stored company as the body of its update. */
async function companyUpdate(companyId: number) {
  const c = await get(`/companies/${companyId}`);
  const { companyId: id, version, name, vatNumber, vatRegimeId, naceCode, partyType, parentCompanyId } = c;
  const { street, cityId, countryId, email, phone, language, profileId, dnsTenantId, peppolReceiver } = c;
  return {
    ...{ companyId: id, version, name, vatNumber, vatRegimeId, naceCode, partyType, parentCompanyId },
    ...{ street, cityId, countryId, email, phone, language, profileId, dnsTenantId, peppolReceiver },
    metadatas: (c.metadatas as MetadataValue[])
      .filter((m) => m.accessibility !== 'Hidden')
      .map((m) => ({ metadataId: m.metadataId, value: m.value })),
  };
}

describe('company and contact metadata', () => {
  it('gives the definitions of each entity in display order, to whoever may read companies', async () => {
    const company: MetadataItem[] = await get('/metadatas/company', await t.login(VIEWER));
    expect(company.map((d) => d.code)).toEqual([
      'billingplan',
      'termduration',
      'renewaldate',
      'rebate',
      'creditlimit',
      'accountmanager',
      'erpcustomerid',
    ]);
    expect(company[0]).toMatchObject({ dataType: 'MULTISELECT', showOnCreate: true, accessibility: 'Editable' });
    expect(company[0]!.availableValues).toEqual({ P01M: 'Monthly', P03M: 'Quarterly', P12M: 'Yearly' });
    expect(company.find((d) => d.code === 'erpcustomerid')?.accessibility).toBe('Hidden');
    const contact: MetadataItem[] = await get('/metadatas/contact');
    expect(contact.map((d) => d.code)).toEqual(['newsletter', 'role', 'crmid']);
  });

  it('answers a company’s values with their definition; one without any has none', async () => {
    const one = await get('/companies/1');
    expect(valuesOf(one.metadatas)).toMatchObject({
      billingplan: 'P03M',
      termduration: '24',
      renewaldate: '2027-02-01',
    });
    expect(one.metadatas[0]).toMatchObject({ code: 'billingplan', category: 'Billing', dataType: 'MULTISELECT' });
    expect((await get('/companies/2')).metadatas).toEqual([]);
  });

  it('creates a company with the values offered on create; a MULTISELECT key is stored as defined', async () => {
    const d = await definitionsOf('company');
    const base = await companyUpdate(2);
    const { companyId: _id, version: _v, ...fields } = base;
    const created = await post('/companies', {
      ...fields,
      name: 'Meta BV',
      vatNumber: null,
      metadatas: [
        { metadataId: d.billingplan!.metadataId, value: 'p12m' },
        { metadataId: d.termduration!.metadataId, value: 12 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = await get(`/companies/${created.json().response.companyId}`);
    expect(valuesOf(company.metadatas)).toEqual({ billingplan: 'P12M', termduration: '12' });
    const readOnly = await post('/companies', {
      ...fields,
      name: 'Meta Twee BV',
      vatNumber: null,
      metadatas: [{ metadataId: d.accountmanager!.metadataId, value: 'Me' }],
    });
    expect(readOnly.json().fieldErrors).toEqual({ 'metadatas.0.value': 'validation.notEditable' });
  });

  it('refuses wrong values, unknown, other-entity and repeated definitions as field errors', async () => {
    const d = await definitionsOf('company');
    const contact = await definitionsOf('contact');
    const body = await companyUpdate(1);
    const wrong = await put('/companies', {
      ...body,
      metadatas: [
        { metadataId: d.billingplan!.metadataId, value: 'P24M' },
        { metadataId: d.rebate!.metadataId, value: '150' },
        { metadataId: 999_999, value: 'x' },
        { metadataId: contact.role!.metadataId, value: 'CEO' },
        { metadataId: d.accountmanager!.metadataId, value: 'Someone else' },
        { metadataId: d.renewaldate!.metadataId, value: '2027-02-30' },
        { metadataId: d.termduration!.metadataId, value: '1.5' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({
      'metadatas.0.value': 'validation.oneOf|P01M, P03M, P12M',
      'metadatas.1.value': 'validation.max|100',
      'metadatas.2.metadataId': 'validation.notFound',
      'metadatas.3.metadataId': 'validation.notFound',
      'metadatas.4.value': 'validation.notEditable',
      'metadatas.5.value': 'validation.date',
      'metadatas.6.value': 'validation.integer',
    });
    const twice = await put('/companies', {
      ...body,
      metadatas: [
        { metadataId: d.rebate!.metadataId, value: '5' },
        { metadataId: d.rebate!.metadataId, value: '6' },
      ],
    });
    expect(twice.json().fieldErrors).toEqual({ 'metadatas.1.metadataId': 'validation.unique' });
    const empty = await put('/companies', { ...body, metadatas: [{ metadataId: d.rebate!.metadataId, value: '' }] });
    expect(empty.json().fieldErrors).toEqual({ 'metadatas.0.value': 'validation.required' });
    expect((await get('/companies/1')).version).toBe(body.version);
  });

  it('updates the values with the company, versioned, Hidden and read-only ones kept, and records the changes', async () => {
    const d = await definitionsOf('company');
    const body = await companyUpdate(1);
    const before = valuesOf((await get('/companies/1')).metadatas);
    const saved = await put('/companies', {
      ...body,
      metadatas: [
        ...body.metadatas.filter((m) => m.metadataId !== d.renewaldate!.metadataId),
        { metadataId: d.rebate!.metadataId, value: '12,5' },
      ].map((m) => (m.metadataId === d.billingplan!.metadataId ? { ...m, value: 'P12M' } : m)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = valuesOf(saved.json().response.metadatas);
    expect(after).toEqual({
      billingplan: 'P12M',
      termduration: before.termduration,
      rebate: '12.5',
      accountmanager: before.accountmanager,
      erpcustomerid: before.erpcustomerid,
    });
    expect(saved.json().response.version).toBe(body.version + 1);
    const timeline = await get('/companies/1/timeline?kinds=company');
    expect(timeline.items[0]).toMatchObject({ action: 'updated', userName: expect.any(String) });
    expect(timeline.items[0].changes).toEqual([
      { field: 'metadata.billingplan', before: 'P03M', after: 'P12M' },
      { field: 'metadata.renewaldate', before: '2027-02-01', after: null },
      { field: 'metadata.rebate', before: null, after: '12.5' },
    ]);
    // A stale version changes nothing: 409 with the current company.
    const stale = await put('/companies', { ...body, metadatas: [] });
    expect(stale.statusCode).toBe(409);
    expect(valuesOf(stale.json().response.metadatas)).toEqual(after);
    // Without metadatas, the values stay as they are.
    const { metadatas: _m, ...noMetadata } = await companyUpdate(1);
    const kept = await put('/companies', { ...noMetadata, name: 'Renamed' });
    expect(valuesOf(kept.json().response.metadatas)).toEqual(after);
  });

  it('stores a contact’s values on create and update, on the company’s timeline', async () => {
    const d = await definitionsOf('contact');
    const company = await definitionsOf('company');
    const created = await post('/contacts', {
      companyId: 2,
      firstName: 'Meta',
      lastName: 'Data',
      gender: 'f',
      language: 'NL',
      metadatas: [
        { metadataId: d.newsletter!.metadataId, value: 'true' },
        { metadataId: d.role!.metadataId, value: 'CFO' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const contactId = created.json().response.contactId;
    const contact = await get(`/contacts/${contactId}`);
    expect(valuesOf(contact.metadatas)).toEqual({ newsletter: 'true', role: 'CFO' });
    const body = {
      contactId,
      version: contact.version,
      companyId: 2,
      firstName: 'Meta',
      lastName: 'Data',
      gender: 'f',
      language: 'NL',
      contactTypeIds: [],
    };
    const wrong = await put('/contacts', {
      ...body,
      metadatas: [
        { metadataId: d.newsletter!.metadataId, value: 'yes' },
        { metadataId: company.billingplan!.metadataId, value: 'P1Y' },
        { metadataId: d.crmid!.metadataId, value: '0f8fad5b-d9cb-469f-a165-70867728950e' },
      ],
    });
    expect(wrong.json().fieldErrors).toEqual({
      'metadatas.0.value': 'validation.bool',
      'metadatas.1.metadataId': 'validation.notFound',
      'metadatas.2.value': 'validation.notEditable',
    });
    const saved = await put('/contacts', {
      ...body,
      metadatas: [
        { metadataId: d.newsletter!.metadataId, value: 'false' },
        { metadataId: d.role!.metadataId, value: 'CFO' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valuesOf(saved.json().response.metadatas)).toEqual({ newsletter: 'false', role: 'CFO' });
    const [event] = (await get('/companies/2/timeline?kinds=contact')).items;
    expect(event).toMatchObject({ action: 'updated', recordId: contactId });
    expect(event.changes).toEqual([{ field: 'metadata.newsletter', before: 'true', after: 'false' }]);
  });

  it('lets the read-only account read metadata but not write it', async () => {
    const viewer = await t.login(VIEWER);
    expect((await get('/companies/1', viewer)).metadatas.length).toBeGreaterThan(0);
    const body = await companyUpdate(1);
    expect((await put('/companies', body, viewer)).statusCode).toBe(403);
    expect((await get('/companies/1')).version).toBe(body.version);
  });
});
