import { describe, expect, it } from 'vitest';
import { companyInput, stripWhitespace, vatNumberField } from './company';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('company text fields', () => {
  it('strip surrounding and doubled whitespace', () => {
    expect(stripWhitespace('  Gent   Digital\tNV \n')).toBe('Gent Digital NV');
    const parsed = companyInput.parse({ name: ' A   B ', partyType: 'ENDUSER', language: 'NL', street: '   ' });
    expect(parsed).toMatchObject({ name: 'A B', street: null, vatNumber: null, email: null });
  });
});

describe('the VAT number field', () => {
  it('stores a Belgian number as BE and ten digits, however it was typed', () => {
    for (const typed of ['BE0428.759.497', '0428 759 497', 'be 0428759497'])
      expect(vatNumberField.parse(typed)).toBe('BE0428759497');
    expect(vatNumberField.parse('')).toBeNull();
    expect(vatNumberField.parse(null)).toBeNull();
  });

  it('refuses a wrong check digit and a malformed number with their own messages', () => {
    expect(messageOf(vatNumberField.safeParse('BE0428.759.498'))).toBe('validation.enterpriseCheck');
    expect(messageOf(vatNumberField.safeParse('BE2428.759.497'))).toBe('validation.vatNumber');
    expect(messageOf(vatNumberField.safeParse('12345'))).toBe('validation.vatNumber');
  });

  it('keeps another country’s VAT number compact', () => {
    expect(vatNumberField.parse('nl 8012.34.567B01')).toBe('NL801234567B01');
    expect(messageOf(vatNumberField.safeParse('X1'))).toBe('validation.vatNumber');
  });
});

describe('the company form', () => {
  it('requires a name, a party type and a language; checks e-mail and phone', () => {
    const result = companyInput.safeParse({ name: ' ', email: 'a@b', phone: 'call me' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      name: 'validation.required',
      partyType: 'validation.required',
      language: 'validation.required',
      email: 'validation.email',
      phone: 'validation.phone',
    });
    // One plain address: a header, a group or a display name is refused.
    for (const email of ['a@example.com\nBcc:evil@example.com', 'Bcc:evil@example.com', 'Ann <ann@delvaux.be>'])
      expect(
        companyInput.safeParse({ name: 'X', email }).error!.issues.find((i) => i.path[0] === 'email')?.message,
      ).toBe('validation.email');
  });
});
