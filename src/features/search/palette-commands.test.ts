import { describe, expect, it } from 'vitest';
import { labelMatches, paletteScreens } from './palette-commands';

describe('paletteScreens', () => {
  it('lists the screens as the sidebar does, sub-modules in place of their parent', () => {
    expect(
      paletteScreens([
        { key: 'company', showInSideBar: true },
        {
          key: 'invoices',
          showInSideBar: true,
          subModules: [
            { key: 'invoices', showInSideBar: true },
            { key: 'drafts', showInSideBar: true },
          ],
        },
        { key: 'dashboard', showInSideBar: false },
      ]),
    ).toEqual([
      { key: 'company', path: '/company' },
      { key: 'invoices', path: '/invoices/invoices' },
      { key: 'drafts', path: '/invoices/drafts' },
    ]);
  });
});

describe('labelMatches', () => {
  it('matches every typed word, in any case and without accents', () => {
    expect(labelMatches('Go to drafts', 'dra')).toBe(true);
    expect(labelMatches('Go to drafts', 'go DRAFTS')).toBe(true);
    expect(labelMatches('Nouvelle société', 'societe')).toBe(true);
    expect(labelMatches('Go to drafts', 'invoices')).toBe(false);
    expect(labelMatches('Go to drafts', '')).toBe(true);
  });
});
