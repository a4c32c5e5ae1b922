import { describe, expect, it } from 'vitest';
import { cookieValue, DEFAULT_PREFS, prefsFromCookie, serializeState, UI_COOKIE } from './ssr-state';

const withPrefs = (value: unknown, others = 'bo_session=abc') =>
  `${others}; ${UI_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;

describe('the preferences a page is rendered with', () => {
  it('reads what the ui-store wrote', () => {
    const prefs = {
      filterSidebarCollapsed: true,
      pageSize: 50,
      language: 'nl',
      expandedModules: { invoices: true },
      openPanels: { draftsComparison: true },
      columns: { '/_app/invoices/invoices': { type: false, receiver: true } },
    };
    expect(prefsFromCookie(withPrefs(prefs))).toEqual(prefs);
  });

  it('gives the defaults without the cookie, or when it is not JSON', () => {
    expect(prefsFromCookie(undefined)).toEqual(DEFAULT_PREFS);
    expect(prefsFromCookie('bo_session=abc')).toEqual(DEFAULT_PREFS);
    expect(prefsFromCookie(`${UI_COOKIE}=%7Bnot-json`)).toEqual(DEFAULT_PREFS);
  });

  it('replaces each value the screen cannot have by its default', () => {
    expect(
      prefsFromCookie(
        withPrefs({
          filterSidebarCollapsed: 'yes',
          pageSize: 100000,
          language: 'de',
          expandedModules: { a: 'x', b: false },
          openPanels: ['draftsComparison'],
          columns: { list: { a: 1, b: true }, other: [true], empty: { c: 'no' } },
        }),
      ),
    ).toEqual({ ...DEFAULT_PREFS, expandedModules: { b: false }, columns: { list: { b: true } } });
    expect(prefsFromCookie(withPrefs({ openPanels: { draftsComparison: 1, other: true } })).openPanels).toEqual({
      other: true,
    });
    expect(prefsFromCookie(withPrefs([1, 2]))).toEqual(DEFAULT_PREFS);
  });

  it('finds one cookie among others by its exact name', () => {
    expect(cookieValue('a=1; bo_session=xyz; b=2', 'bo_session')).toBe('xyz');
    expect(cookieValue('not_bo_session=1', 'bo_session')).toBeUndefined();
  });

  it('writes the state so that it cannot end its script tag', () => {
    expect(serializeState({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(serializeState({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});
