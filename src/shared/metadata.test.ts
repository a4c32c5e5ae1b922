import { describe, expect, it } from 'vitest';
import { matchingKey, metadataDisplayValue } from './metadata';

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
