import { describe, expect, it } from 'vitest';
import { contractItemInput, contractItemUpdate } from '@/shared/schemas/contract';
import { aContractItem } from '@/shared/testing/contract-fixture';
import { isDomainContract, itemFormValues, newItemDefaults, toItemBody, wireDay } from './contract-item-values';

const item = aContractItem({
  productName: 'Microsoft 365 Business Premium',
  status: 'QUOTE',
  description: 'Seats for the office',
  quantity: 5,
  factor: 1.5,
  unitPrice: 20,
  invoicedUntil: '2026-02-28T00:00:00.000Z',
  partnerCenterProfile: 'pc',
  monthlyAmount: 150,
  allowedActions: ['activate'],
  version: 4,
});
const nce = { contractId: 3, contractTypeCode: 'o365NCE' };
const domain = { contractId: 3, contractTypeCode: 'domain' };

describe('contract item form values', () => {
  it('a domain contract is known by its type code', () => {
    expect(isDomainContract(domain)).toBe(true);
    expect(isDomainContract(nce)).toBe(false);
  });

  it('days: held as YYYY-MM-DD, sent at midnight UTC; empty is null; other text goes as typed', () => {
    expect(wireDay('2026-03-01')).toBe('2026-03-01T00:00:00.000Z');
    expect(wireDay('')).toBeNull();
    expect(wireDay(null)).toBeNull();
    expect(wireDay('31/02/2026')).toBe('31/02/2026');
  });

  it('a new item starts active, today, one of it; a stored one shows its days', () => {
    const fresh = itemFormValues(null, [], '2026-05-04');
    expect(fresh).toMatchObject({ status: 'ACTIVE', dateStart: '2026-05-04', quantity: 1, factor: 1, productId: null });
    const stored = itemFormValues(item, [], '2026-05-04');
    expect(stored).toMatchObject({
      dateStart: '2026-01-01',
      invoicedUntil: '2026-02-28',
      dateEnd: null,
      dateFrom: null,
    });
  });

  it('an add on another type sends the full set, valid for the shared schema', () => {
    const body = toItemBody({ ...itemFormValues(null, [], '2026-05-04'), productId: 11, quantity: 3 }, nce, null);
    expect(body).not.toHaveProperty('dateFrom');
    expect(body).not.toHaveProperty('domain');
    const parsed = contractItemInput.parse(body);
    expect(parsed).toMatchObject({ contractId: 3, productId: 11, quantity: 3, dateStart: '2026-05-04T00:00:00.000Z' });
  });

  it('an add on a domain contract sends the domain fields only', () => {
    const body = toItemBody(
      { ...itemFormValues(null, [], '2026-05-04'), productId: 2, domain: 'Example.BE', quantity: 9 },
      domain,
      null,
    );
    expect(body).not.toHaveProperty('quantity');
    expect(contractItemInput.parse(body)).toMatchObject({ domain: 'example.be', quantity: 1 });
  });

  it('an edit sends the id, the version and dateFrom; fields the type hides go back as stored', () => {
    const values = { ...itemFormValues(item, [], '2026-05-04'), dateFrom: '2026-06-01', domain: 'ignored.be' };
    const body = toItemBody(values, nce, item, 5);
    expect(body).toMatchObject({ contractItemId: 7, version: 5, dateFrom: '2026-06-01T00:00:00.000Z', domain: null });
    expect(contractItemUpdate.safeParse(body).success).toBe(true);
    const domainBody = toItemBody({ ...values, domain: 'new.be', quantity: 99 }, domain, item);
    expect(domainBody).toMatchObject({
      domain: 'new.be',
      quantity: 5,
      version: 4,
      description: 'Seats for the office',
    });
  });

  it('a typed date that is no day is refused by the schema on its field', () => {
    const body = toItemBody({ ...itemFormValues(null, [], '2026-05-04'), productId: 1, dateStart: '31/02' }, nce, null);
    const result = contractItemInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['dateStart'], message: 'validation.date' });
  });

  it('a new item is a quote on a quote, else active; it starts today or at the later contract start', () => {
    expect(newItemDefaults({ status: 'QUOTE', dateStart: '2026-01-01T00:00:00.000Z' }, '2026-05-04')).toEqual({
      start: '2026-05-04',
      status: 'QUOTE',
    });
    expect(newItemDefaults({ status: 'SUSPENDED', dateStart: '2026-09-01T00:00:00.000Z' }, '2026-05-04')).toEqual({
      start: '2026-09-01',
      status: 'ACTIVE',
    });
    expect(itemFormValues(null, [], '2026-09-01', 'QUOTE')).toMatchObject({ status: 'QUOTE', dateStart: '2026-09-01' });
  });
});
