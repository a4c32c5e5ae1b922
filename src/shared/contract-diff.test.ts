import { describe, expect, it } from 'vitest';
import { diffAsChanges, diffContracts } from './contract-diff';
import type { Contract, ContractItem } from './schemas/contract';
import { aContract, aContractItem } from './testing/contract-fixture';

const item = (id: number, over: Partial<ContractItem> = {}): ContractItem =>
  aContractItem({
    contractItemId: id,
    contractId: 1,
    productId: 100 + id,
    productCode: `P-${id}`,
    productName: `Product ${id}`,
    unitPrice: 10,
    monthlyAmount: 10,
    ...over,
  });

const contract = (items: ContractItem[], over: Partial<Contract> = {}): Contract =>
  aContract({
    contractId: 1,
    number: 'C0000001',
    customerId: 5,
    customerName: 'Brouwerij',
    contractTypeId: 1,
    items,
    monthlyAmount: items.filter((i) => i.status === 'ACTIVE').reduce((s, i) => s + i.monthlyAmount, 0),
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-01T08:00:00.000Z',
    ...over,
  });

describe('differences between two versions of a contract', () => {
  it('finds header fields, items added, removed and changed field by field, and the monthly amount change', () => {
    const before = contract([item(1), item(2, { quantity: 2, monthlyAmount: 20 })]);
    const after = contract(
      [item(2, { quantity: 5, monthlyAmount: 50 }), item(3, { monthlyAmount: 10.1, unitPrice: 10.1 })],
      { reference: 'PO-1', version: 2 },
    );
    const diff = diffContracts(before, after);
    expect(diff.fields).toEqual([{ field: 'reference', before: null, after: 'PO-1' }]);
    expect(diff.added.map((i) => i.contractItemId)).toEqual([3]);
    expect(diff.removed.map((i) => i.contractItemId)).toEqual([1]);
    expect(diff.changed).toEqual([
      {
        contractItemId: 2,
        productCode: 'P-2',
        changes: [
          { field: 'quantity', before: 2, after: 5 },
          { field: 'monthlyAmount', before: 20, after: 50 },
        ],
        monthlyAmount: { before: 20, after: 50, delta: 30 },
      },
    ]);
    expect(diff.monthlyAmount).toEqual({ before: 30, after: 60.1, delta: 30.1 });
  });

  it('sees a status move of an item and its effect on the amount; ignores the version itself', () => {
    const before = contract([item(1), item(2)]);
    const after = contract([item(1), item(2, { status: 'SUSPENDED', version: 2 })], { version: 2 });
    const diff = diffContracts(before, after);
    expect(diff.fields).toEqual([]);
    expect(diff.monthlyAmount.delta).toBe(-10);
    expect(diffAsChanges(diff)).toEqual([{ field: 'P-2 status', before: 'ACTIVE', after: 'SUSPENDED' }]);
  });

  it('compares metadata by code', () => {
    const meta = (value: string) => [
      {
        metadataId: 1,
        code: 'PONUMBER',
        category: 'Invoicing',
        value,
        accessibility: 'Editable' as const,
        dataType: 'STRING' as const,
      },
    ];
    const diff = diffContracts(contract([], { metadatas: meta('A') }), contract([], { metadatas: meta('B') }));
    expect(diff.fields).toEqual([{ field: 'PONUMBER', before: 'A', after: 'B' }]);
  });
});
