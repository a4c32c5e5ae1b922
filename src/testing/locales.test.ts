import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, VALIDATION_NAMESPACE } from '@/lib/i18n';
import { MODULE_CATALOGUE } from '@/shared/catalogue';
import { SHORTCUTS } from '@/lib/shortcuts';
import {
  compareLocales,
  flattenLocale,
  keysUsedIn,
  missingKeys,
  unusedKeys,
  type Locale,
  type Usage,
} from '@/testing/locale-check';
import { LANGUAGES } from '@/shared/constants/common';

const read = (language: string): Locale =>
  Object.fromEntries(
    NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(`src/locales/${language}/${ns}.json`, 'utf8'))]),
  );
const LOCALES = Object.fromEntries(LANGUAGES.map((l) => [l, read(l)])) as Record<string, Locale>;
const en = LOCALES.en!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$|routeTree\.gen\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Every key the SPA and the server name, and the keys built at run time from catalogues. */
function usage(): Usage {
  const found = [...sourceFiles('src'), ...sourceFiles('server')].map((f) =>
    keysUsedIn(readFileSync(f, 'utf8'), en, [VALIDATION_NAMESPACE]),
  );
  const modules = MODULE_CATALOGUE.flatMap((m) => [m, ...(m.subModules ?? [])]).map((m) => `common:modules.${m.key}`);
  const shortcuts = SHORTCUTS.map((s) => `common:shortcuts.actions.${s.action}`);
  const languages = LANGUAGES.map((l) => `common:languages.${l}`);
  return {
    keys: [...found.flatMap((u) => u.keys), ...modules, ...shortcuts, ...languages],
    prefixes: found.flatMap((u) => u.prefixes),
  };
}

describe('locales', () => {
  it('has a file per namespace for every language, and no other', () => {
    for (const language of LANGUAGES)
      expect(readdirSync(`src/locales/${language}`).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  it('every namespace a route loads has its files', () => {
    // Loaded by hand (`loadNamespaces(...)`) or by a list's route (`namespaces: [...]` of defineList).
    const loaded = sourceFiles('src').flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/loadNamespaces\(([^)]*)\)|namespaces: \[([^\]]*)\]/g)].flatMap((m) =>
        [...(m[1] ?? m[2]!).matchAll(/'([^']+)'/g)].map((n) => n[1]!),
      ),
    );
    expect(loaded).toEqual(expect.arrayContaining(['product', 'pricing', 'rebateGroup', 'settings']));
    expect(loaded.filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
  });

  it('nl and fr hold exactly the keys of en, none empty, same placeholders', () => {
    expect([...compareLocales(en, LOCALES.nl!, 'nl'), ...compareLocales(en, LOCALES.fr!, 'fr')]).toEqual([]);
  });

  it('writes a count as its language does (1,284 / 1.284 / 1 284): {{count, number}}, never a bare {{count}}', () => {
    for (const language of LANGUAGES) {
      const bare = Object.entries(flattenLocale(LOCALES[language]!))
        .filter(([, text]) => /\{\{\s*count\s*\}\}/.test(text))
        .map(([key]) => `${language}: ${key}`);
      expect(bare).toEqual([]);
    }
    // A translation that drops the format differs in its placeholders.
    expect(
      compareLocales({ common: { f: '{{count, number}} files' } }, { common: { f: '{{count}} bestanden' } }, 'nl'),
    ).toEqual(['nl: placeholders differ in common:f']);
  });

  it('every key the SPA and the server name exists, and every key is named', () => {
    const used = usage();
    expect(used.keys.length).toBeGreaterThan(300);
    expect(missingKeys(used.keys, en)).toEqual([]);
    expect(unusedKeys(used, en)).toEqual([]);
    expect(Object.keys(flattenLocale(en)).length).toBeGreaterThan(300);
  });

  it('the checks catch a missing, an empty, an extra key, a changed placeholder, an unknown and an unused key', () => {
    const reference: Locale = {
      common: { a: { b: 'Hello {{name}}', c: 'Bye', n_one: 'one', n_other: 'more' }, d: 'x' },
      product: { title: 'Products', segments: { one: '1', two: '2' }, unused: 'never' },
    };
    const broken: Locale = {
      common: { a: { b: 'Hallo {{naam}}', c: ' ', n_one: 'een', n_other: 'meer' }, e: 'y' },
      product: { title: 'Producten', segments: { one: '1', two: '2' }, unused: 'nooit' },
    };
    expect(compareLocales(reference, broken, 'nl')).toEqual([
      'nl: placeholders differ in common:a.b',
      'nl: empty common:a.c',
      'nl: missing common:d',
      'nl: extra common:e',
    ]);
    const source = [
      "t('a.b');",
      "t('a.n', { count });",
      "const m = 'a.zz|3';",
      "t('product:title');",
      't(`product:segments.${s}`);',
      "const other = 'not.a.key'; // 'a.comment'",
      '/* `a.block` */',
    ].join('\n');
    const used = keysUsedIn(source, reference);
    expect(used.keys).toEqual(['common:a.b', 'common:a.n', 'common:a.zz', 'product:title']);
    expect(used.prefixes).toEqual(['product:segments.']);
    expect(missingKeys(used.keys, reference)).toEqual(['common:a.zz']);
    expect(unusedKeys(used, reference)).toEqual(['common:a.c', 'common:d', 'product:unused']);
    // A fallback namespace (the validation texts) owns the bare keys under its own top-level key.
    const withFallback: Locale = { ...reference, validation: { validation: { required: 'Required' } } };
    expect(keysUsedIn("e('validation.required|x'); t('a.b');", withFallback, ['validation']).keys).toEqual([
      'validation:validation.required',
      'common:a.b',
    ]);
    expect(keysUsedIn("e('validation.required');", withFallback).keys).toEqual([]);
  });
});
