/**
 * What changed between two versions of a contract (docs/domain.md "Contracts"): the header fields,
 * the items added, removed and changed field by field (items matched by id), and what the change
 * does to the monthly amount. The timeline records it for every change; the difference views show
 * it between any two versions. Pure.
 */
import type { Contract, ContractItem } from './schemas/contract';

export type FieldChange = { field: string; before: unknown; after: unknown };
export type AmountChange = { before: number; after: number; delta: number };
export type ItemChange = {
  contractItemId: number;
  productCode: string;
  changes: FieldChange[];
  monthlyAmount: AmountChange;
};
export type ContractDiff = {
  fields: FieldChange[];
  added: ContractItem[];
  removed: ContractItem[];
  changed: ItemChange[];
  monthlyAmount: AmountChange;
};

/** The header fields a version compares (names rather than ids where the detail has them). */
export const CONTRACT_DIFF_FIELDS = [
  'customerName',
  'resellerName',
  'contractTypeDescription',
  'status',
  'dateStart',
  'dateEnd',
  'calculationType',
  'priceType',
  'mainContractName',
  'reference',
  'description',
] as const satisfies readonly (keyof Contract)[];

/** The item fields a version compares. */
export const ITEM_DIFF_FIELDS = [
  'productCode',
  'status',
  'description',
  'domain',
  'alreadyInvoiced',
  'quantity',
  'factor',
  'unitPrice',
  'monthlyAmount',
  'dateStart',
  'dateEnd',
  'invoicedUntil',
  'advancedOptions',
  'partnerCenterProfile',
  'domainProfile',
] as const satisfies readonly (keyof ContractItem)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function fieldChanges<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): FieldChange[] {
  return fields.flatMap((field) =>
    same(before[field], after[field]) ? [] : [{ field, before: before[field] ?? null, after: after[field] ?? null }],
  );
}

/** Metadata values as `field: code` changes. */
function metadataChanges(before: Contract['metadatas'], after: Contract['metadatas']): FieldChange[] {
  const valueOf = (list: Contract['metadatas']) => new Map(list.map((m) => [m.code, m.value]));
  const [b, a] = [valueOf(before), valueOf(after)];
  return [...new Set([...b.keys(), ...a.keys()])].flatMap((code) =>
    same(b.get(code), a.get(code)) ? [] : [{ field: code, before: b.get(code) ?? null, after: a.get(code) ?? null }],
  );
}

const cents = (euro: number) => Math.round(euro * 100);
const amountChange = (before: number, after: number): AmountChange => ({
  before,
  after,
  delta: (cents(after) - cents(before)) / 100,
});

export function diffContracts(before: Contract, after: Contract): ContractDiff {
  const beforeItems = new Map(before.items.map((i) => [i.contractItemId, i]));
  const afterIds = new Set(after.items.map((i) => i.contractItemId));
  const changed: ItemChange[] = [];
  const added: ContractItem[] = [];
  for (const item of after.items) {
    const old = beforeItems.get(item.contractItemId);
    if (!old) {
      added.push(item);
      continue;
    }
    const changes = [...fieldChanges(old, item, ITEM_DIFF_FIELDS), ...metadataChanges(old.metadatas, item.metadatas)];
    if (changes.length)
      changed.push({
        contractItemId: item.contractItemId,
        productCode: item.productCode,
        changes,
        monthlyAmount: amountChange(old.monthlyAmount, item.monthlyAmount),
      });
  }
  return {
    fields: [
      ...fieldChanges(before, after, CONTRACT_DIFF_FIELDS),
      ...metadataChanges(before.metadatas, after.metadatas),
    ],
    added,
    removed: before.items.filter((i) => !afterIds.has(i.contractItemId)),
    changed,
    monthlyAmount: amountChange(before.monthlyAmount, after.monthlyAmount),
  };
}

/** A diff as the timeline records it: header fields by name, item fields as `<product code> <field>`. */
export function diffAsChanges(diff: ContractDiff): FieldChange[] {
  return [
    ...diff.fields,
    ...diff.added.map((i) => ({ field: i.productCode, before: null, after: i.status })),
    ...diff.removed.map((i) => ({ field: i.productCode, before: i.status, after: null })),
    ...diff.changed.flatMap((c) => c.changes.map((ch) => ({ ...ch, field: `${c.productCode} ${ch.field}` }))),
  ];
}
