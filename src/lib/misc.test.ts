import { describe, expect, it } from 'vitest';
import { environmentOf, showsTestBanner } from './environment';
import { modulePath, sidebarEntries } from './modules';
import { idOfSegment, safeReturnPath, sameOriginPath } from './url';
import { pickLanguage } from './i18n';
import { loginSchema } from '../shared/schemas/security';

describe('environment from the API address', () => {
  it('test and development addresses show the banner; internal ones get the purple theme', () => {
    expect(environmentOf('https://api.test.billing.example')).toBe('test');
    expect(environmentOf('https://backoffice-acc.example.be')).toBe('test');
    expect(environmentOf('http://localhost:3000')).toBe('development');
    expect(environmentOf('https://api.internal.example')).toBe('internal');
    expect(environmentOf('https://api.billing.example')).toBe('production');
    expect(environmentOf('https://api.billing.example', 'test')).toBe('test');
    expect(environmentOf('not a url')).toBe('production');
    expect(showsTestBanner('development')).toBe(true);
    expect(showsTestBanner('internal')).toBe(false);
  });
});

describe('module paths', () => {
  const modules = [
    { key: 'dashboard', showInSideBar: false, subModules: [] },
    { key: 'invoices', showInSideBar: true, subModules: [{ key: 'drafts', showInSideBar: true, subModules: [] }] },
    { key: 'products', showInSideBar: true, subModules: [] },
  ];
  it('sub-modules link as module/submodule', () => {
    expect(modulePath('drafts', 'invoices')).toBe('/invoices/drafts');
    expect(modulePath('products')).toBe('/products');
    expect(modulePath('ipplan')).toBe('/ipPlan');
  });
  it('sidebar entries skip modules not flagged for the sidebar', () => {
    expect(sidebarEntries(modules).map((e) => e.key)).toEqual(['invoices', 'products']);
  });
});

describe('return URLs', () => {
  const origin = 'https://bo.example';
  it('same-origin URLs are followed inside the app, others are not', () => {
    expect(sameOriginPath('/products?x=1', origin)).toBe('/products?x=1');
    expect(sameOriginPath('https://bo.example/company#a', origin)).toBe('/company#a');
    expect(sameOriginPath('https://evil.example/', origin)).toBeNull();
    expect(sameOriginPath('//evil.example/', origin)).toBeNull();
  });
  it('a return path never leaves the app nor loops to the login', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('/products/42')).toBe('/products/42');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('/login?returnUrl=/x')).toBe('/');
  });
});

describe('language', () => {
  it("the user's choice wins, then the environment language, then English", () => {
    expect(pickLanguage('fr', 'nl')).toBe('fr');
    expect(pickLanguage(null, 'nl')).toBe('nl');
    expect(pickLanguage(null, undefined)).toBe('en');
    expect(pickLanguage('de', 'xx')).toBe('en');
  });
});

describe('login schema', () => {
  it('requires a valid e-mail and a password', () => {
    const issues = (v: unknown) => {
      const r = loginSchema.safeParse(v);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(issues({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(issues({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'validation.email' });
    expect(issues({ email: ' ada@backoffice.test ', password: 'x' })).toEqual({});
  });
});

describe('idOfSegment', () => {
  it('reads a record id of a URL segment, nothing else', () => {
    expect(idOfSegment('42')).toBe(42);
    expect(idOfSegment('abc')).toBeNull();
    expect(idOfSegment('4.2')).toBeNull();
    expect(idOfSegment('1234567890')).toBeNull();
  });
});
