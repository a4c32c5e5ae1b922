import { describe, expect, it } from 'vitest';
import { matchingKey, metadataDisplayValue, newMetadataEntries, storedMetadataEntries } from './metadata';

describe('metadata display', () => {
  const licence = { nce: 'New commerce', legacy: 'Legacy CSP' };

  it('shows a MULTISELECT value as the label of the key matching case-insensitively', () => {
    expect(metadataDisplayValue('MULTISELECT', 'NCE', licence)).toBe('New commerce');
    expect(metadataDisplayValue('MULTISELECT', 'legacy', licence)).toBe('Legacy CSP');
    expect(metadataDisplayValue('MULTISELECT', 'other', licence)).toBe('other');
    expect(matchingKey(licence, 'LeGaCy')).toBe('legacy');
  });

  it('shows other types as their value, and a dash when empty', () => {
    expect(metadataDisplayValue('PERCENTAGE', '12.5')).toBe('12.5');
    expect(metadataDisplayValue('BOOL', 'false')).toBe('false');
    expect(metadataDisplayValue('STRING', null)).toBe('–');
    expect(metadataDisplayValue('DATE', '  ')).toBe('–');
  });

  it('shows a DATE as DD/MM/YYYY', () => {
    expect(metadataDisplayValue('DATE', '2027-12-31')).toBe('31/12/2027');
    expect(metadataDisplayValue('DATE', 'not a day')).toBe('not a day');
  });
});

describe('metadata form entries', () => {
  const definition = (metadataId: number, accessibility: string, showOnCreate = false) => ({
    metadataId,
    dataType: 'STRING',
    availableValues: {},
    accessibility,
    showOnCreate,
  });
  const definitions = [
    definition(1, 'Editable', true),
    definition(2, 'ReadOnly', true),
    definition(3, 'Hidden', true),
    definition(4, 'Editable'),
  ];

  it('offers a new record the definitions shown on create, never Hidden ones', () => {
    expect(newMetadataEntries(definitions).map((e) => [e.metadataId, e.value])).toEqual([
      [1, null],
      [2, null],
    ]);
  });

  it('turns stored values into entries with their data type, leaving Hidden and unknown ones out', () => {
    const entries = storedMetadataEntries(
      [
        { metadataId: 2, value: 'kept' },
        { metadataId: 3, value: 'secret' },
        { metadataId: 4, value: 'x' },
        { metadataId: 9, value: 'gone' },
      ],
      definitions,
    );
    expect(entries).toEqual([
      { metadataId: 2, value: 'kept', dataType: 'STRING', availableValues: {} },
      { metadataId: 4, value: 'x', dataType: 'STRING', availableValues: {} },
    ]);
  });
});
