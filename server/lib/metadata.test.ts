/** The write rule of metadata values and the timeline's changes of them (pure, no database). */
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '../http/errors';
import { checkMetadataEntries, metadataChanges, type MetadataDefinition } from './metadata';

const definitions: MetadataDefinition[] = [
  {
    id: 1,
    dataType: 'MULTISELECT',
    availableValues: { P01M: 'Monthly' },
    accessibility: 'Editable',
    showOnCreate: true,
  },
  { id: 2, dataType: 'PERCENTAGE', availableValues: {}, accessibility: 'Editable', showOnCreate: false },
  { id: 3, dataType: 'STRING', availableValues: {}, accessibility: 'ReadOnly', showOnCreate: true },
  { id: 4, dataType: 'STRING', availableValues: {}, accessibility: 'ReadOnly', showOnCreate: false },
];

describe('checkMetadataEntries', () => {
  it('stores a MULTISELECT key as defined and a PERCENTAGE as a plain number', () => {
    const errors: FieldErrors = {};
    const rows = checkMetadataEntries(
      [
        { metadataId: 1, value: 'p01m' },
        { metadataId: 2, value: '12,50' },
      ],
      definitions,
      { create: true },
      errors,
    );
    expect(errors).toEqual({});
    expect(rows).toEqual([
      { metadataId: 1, value: 'P01M', editable: true },
      { metadataId: 2, value: '12.5', editable: true },
    ]);
  });

  it('refuses unknown definitions, wrong values and changes nobody may make, each on its path', () => {
    const errors: FieldErrors = {};
    checkMetadataEntries(
      [
        { metadataId: 9, value: 'x' },
        { metadataId: 2, value: null },
        { metadataId: 4, value: 'set' },
        { metadataId: 3, value: 'changed' },
      ],
      definitions,
      { create: false, stored: new Map([[3, 'stored']]) },
      errors,
    );
    expect(errors).toEqual({
      'metadatas.0.metadataId': 'validation.notFound',
      'metadatas.1.value': 'validation.required',
      'metadatas.2.value': 'validation.notEditable',
      'metadatas.3.value': 'validation.notEditable',
    });
  });

  it('lets a read-only value be set on create when offered there, and sent back unchanged on update', () => {
    const created: FieldErrors = {};
    expect(checkMetadataEntries([{ metadataId: 3, value: 'first' }], definitions, { create: true }, created)).toEqual([
      { metadataId: 3, value: 'first', editable: false },
    ]);
    expect(created).toEqual({});
    const updated: FieldErrors = {};
    checkMetadataEntries(
      [{ metadataId: 3, value: 'stored' }],
      definitions,
      { create: false, stored: new Map([[3, 'stored']]) },
      updated,
    );
    expect(updated).toEqual({});
  });
});

describe('metadataChanges', () => {
  it('names each changed, added or removed value by its code', () => {
    const v = (metadataId: number, code: string, value: string | null) => ({ metadataId, code, value });
    expect(
      metadataChanges(
        [v(1, 'billingplan', 'P01M'), v(2, 'rebate', '5'), v(3, 'role', 'CEO')],
        [v(1, 'billingplan', 'P12M'), v(3, 'role', 'CEO'), v(4, 'renewaldate', '2027-01-01')],
      ),
    ).toEqual([
      { field: 'metadata.billingplan', before: 'P01M', after: 'P12M' },
      { field: 'metadata.rebate', before: '5', after: null },
      { field: 'metadata.renewaldate', before: null, after: '2027-01-01' },
    ]);
  });
});
