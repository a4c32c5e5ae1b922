import { describe, expect, it } from 'vitest';
import { isPlainAddress, parseAddressList, splitAddressList } from './email-address';

describe('plain e-mail addresses, read by the mails own address parser', () => {
  it('takes name@domain with dotted words, plus signs, apostrophes, dashes and accented letters', () => {
    for (const ok of [
      'ann@delvaux.be',
      'a.b+invoices@example.co.uk',
      "o'brien@x.be",
      'jp@société.fr',
      'a@b-c.be',
      'a-@b.be',
    ])
      expect(isPlainAddress(ok), ok).toBe(true);
  });

  it('refuses a group, a display name, a comment, quotes, brackets, line breaks, a domain label with a hyphen at its edge and a malformed address', () => {
    for (const bad of [
      'Bcc:evil@example.com',
      'Bcc: evil@example.com;',
      'Ann <ann@delvaux.be>',
      '<ann@delvaux.be>',
      'ann@delvaux.be (Ann)',
      '"ann delvaux"@delvaux.be',
      'ann@[192.0.2.1]',
      'ann@delvaux.be\r\nBcc: evil@example.com',
      'ann\u200b@delvaux.be',
      'a..b@x.be',
      '.a@x.be',
      'ann@localhost',
      'ann@delvaux.be.',
      'ann.delvaux.be',
      'lotte@universite-de-liege-.be',
      'ann@-delvaux.be',
      '',
    ])
      expect(isPlainAddress(bad), JSON.stringify(bad)).toBe(false);
  });

  it('reads a list split on commas, semicolons and white space, and refuses it whole for one bad item', () => {
    expect(splitAddressList('a@b.be; c@d.com, e@f.nl  g@h.fr')).toEqual(['a@b.be', 'c@d.com', 'e@f.nl', 'g@h.fr']);
    expect(parseAddressList('a@b.be;c@d.com\ne@f.nl')).toEqual(['a@b.be', 'c@d.com', 'e@f.nl']);
    // The header injection of the report: accepted before and written as an address group.
    expect(parseAddressList('a@example.com,\nBcc:evil@example.com')).toBeNull();
    expect(parseAddressList('a@b.be, nobody')).toBeNull();
    expect(parseAddressList('  ')).toBeNull();
  });
});
