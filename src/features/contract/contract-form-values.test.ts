import { describe, expect, it } from 'vitest';
import { contractInput, contractUpdate } from '@/shared/schemas/contract';
import { aContract } from '@/shared/testing/contract-fixture';
import { contractFormValues, toContractBody } from './contract-form-values';

const contract = aContract({
  status: 'SUSPENDED',
  mainContractId: 9,
  mainContractName: 'Main',
  description: 'Web hosting',
  version: 6,
});

describe('contract header form values', () => {
  it('a new contract is a quote from today, nothing chosen', () => {
    expect(contractFormValues(undefined, [], '2026-05-04')).toMatchObject({
      status: 'QUOTE',
      dateStart: '2026-05-04',
      customerId: null,
      priceType: null,
    });
  });

  it('a create sends the status and days at midnight UTC, valid for the shared schema', () => {
    const values = {
      ...contractFormValues(undefined, [], '2026-05-04'),
      customerId: 10,
      contractTypeId: 2,
      calculationType: 'invoicedAfter' as const,
      priceType: 'Rebate' as const,
      status: 'ACTIVE' as const,
      dateEnd: '2026-12-31',
    };
    const parsed = contractInput.parse(toContractBody(values));
    expect(parsed).toMatchObject({
      status: 'ACTIVE',
      dateStart: '2026-05-04T00:00:00.000Z',
      dateEnd: '2026-12-31T00:00:00.000Z',
      mainContractId: null,
      reference: null,
    });
  });

  it('an update sends no status (whatever the contract is in), its main contract and the version', () => {
    const body = toContractBody(contractFormValues(contract, [], '2026-05-04'), contract, 7);
    expect(body).not.toHaveProperty('status');
    expect(body).toMatchObject({ contractId: 3, version: 7, mainContractId: 9, dateStart: '2026-01-01T00:00:00.000Z' });
    expect(contractUpdate.safeParse(body).success).toBe(true);
  });

  it('an end before the start is refused on the end', () => {
    const values = { ...contractFormValues(contract, [], '2026-05-04'), dateEnd: '2025-12-31' };
    const result = contractUpdate.safeParse(toContractBody(values, contract));
    expect(result.error?.issues[0]).toMatchObject({ path: ['dateEnd'], message: 'validation.dateOrder' });
  });
});
