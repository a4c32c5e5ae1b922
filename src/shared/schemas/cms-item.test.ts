import { describe, expect, it } from 'vitest';
import { cmsLinkHref } from './cms-item';

const errorOf = (href: string) => {
  const result = cmsLinkHref.safeParse(href);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("a link typed into a CMS item's body", () => {
  it('takes a web address, an e-mail address, or nothing (which removes the link)', () => {
    expect(errorOf('https://www.example.be/klanten?tab=2#top')).toBeNull();
    expect(errorOf('http://portal.example.com')).toBeNull();
    expect(errorOf('mailto:support@example.be')).toBeNull();
    expect(errorOf('')).toBeNull();
    expect(cmsLinkHref.parse('  https://example.be  ')).toBe('https://example.be');
    expect(cmsLinkHref.parse('   ')).toBe('');
  });

  it('refuses what the server would not keep: scripts, data, other schemes, an address without a host', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.be', 'https://', 'www.example.be'])
      expect(errorOf(href), href).toBe('validation.linkAddress');
    expect(errorOf('mailto:support')).toBe('validation.linkAddress');
    expect(errorOf('https://exa mple.be')).toBe('validation.linkAddress');
  });
});
