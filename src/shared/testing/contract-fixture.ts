import type { Contract, ContractItem } from '../schemas/contract';

/** A contract for tests: C-0003 of the end user Acme, an active hosting contract from 1 January 2026, no items. */
export function aContract(overrides: Partial<Contract> = {}): Contract {
  return {
    contractId: 3,
    number: 'C-0003',
    customerId: 10,
    customerName: 'Acme',
    customerPartyType: 'ENDUSER',
    resellerId: null,
    resellerName: null,
    contractTypeId: 2,
    contractTypeCode: 'hosting',
    contractTypeDescription: 'Hosting',
    status: 'ACTIVE',
    dateStart: '2026-01-01T00:00:00.000Z',
    dateEnd: null,
    calculationType: 'invoicedUpFront',
    priceType: 'RRP',
    mainContractId: null,
    mainContractName: null,
    reference: null,
    description: null,
    metadatas: [],
    items: [],
    monthlyAmount: 0,
    allowedActions: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** An item of that contract for tests: one active Business Premium (M365-BP) from 1 January 2026, no price. */
export function aContractItem(overrides: Partial<ContractItem> = {}): ContractItem {
  return {
    contractItemId: 7,
    contractId: 3,
    productId: 11,
    productCode: 'M365-BP',
    productName: 'Business Premium',
    status: 'ACTIVE',
    description: null,
    domain: null,
    alreadyInvoiced: false,
    quantity: 1,
    factor: 1,
    unitPrice: null,
    productGuid: '00000000-0000-4000-8000-000000000001',
    priceQuestion: { priceTypeId: 2, entityId: null, date: '2026-06-01', quantity: 1 },
    rebatePercentage: null,
    dateStart: '2026-01-01T00:00:00.000Z',
    dateEnd: null,
    invoicedUntil: null,
    advancedOptions: null,
    partnerCenterProfile: null,
    domainProfile: null,
    monthlyAmount: 0,
    metadatas: [],
    allowedActions: [],
    version: 1,
    ...overrides,
  };
}
