import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '@/lib/module-catalogue';
import { SHORTCUTS } from '@/lib/shortcuts';
import { LANGUAGES } from '@/schemas/constants';
import { compareLocales, flatten, keysUsedIn, missingKeys } from '@/testing/locale-check';
import en from '@/locales/en/common.json';
import fr from '@/locales/fr/common.json';
import nl from '@/locales/nl/common.json';

const LOCALES = { en, nl, fr };
const NAMESPACES = Object.keys(en);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$|routeTree\.gen\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('locales', () => {
  it('has a file for every language', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('nl and fr hold exactly the keys of en, none empty, same placeholders', () => {
    expect([...compareLocales(en, nl, 'nl'), ...compareLocales(en, fr, 'fr')]).toEqual([]);
  });

  it('every key the SPA and the server name exists', () => {
    const used = [...sourceFiles('src'), ...sourceFiles('server')].flatMap((f) =>
      keysUsedIn(readFileSync(f, 'utf8'), NAMESPACES),
    );
    expect(used.length).toBeGreaterThan(100);
    expect(missingKeys(used, en)).toEqual([]);
  });

  it('keys built at run time exist: every module and shortcut has its name', () => {
    const modules = MODULE_CATALOGUE.flatMap((m) => [m, ...(m.subModules ?? [])]).map((m) => `modules.${m.key}`);
    const shortcuts = SHORTCUTS.map((s) => `shortcuts.actions.${s.action}`);
    const languages = LANGUAGES.map((l) => `languages.${l}`);
    expect(missingKeys([...modules, ...shortcuts, ...languages], en)).toEqual([]);
    expect(Object.keys(flatten(en)).length).toBeGreaterThan(100);
  });

  it('the checks catch a missing, an empty, an extra key, a changed placeholder and an unknown key', () => {
    const reference = { a: { b: 'Hello {{name}}', c: 'Bye', n_one: 'one', n_other: 'more' }, d: 'x' };
    const broken = { a: { b: 'Hallo {{naam}}', c: ' ', n_one: 'een', n_other: 'meer' }, e: 'y' };
    expect(compareLocales(reference, broken, 'nl')).toEqual([
      'nl: placeholders differ in a.b',
      'nl: empty a.c',
      'nl: missing d',
      'nl: extra e',
    ]);
    const source = [
      "t('a.b');",
      "t('a.n', { count });",
      "const m = 'a.zz|3';",
      "const other = 'not.a.key'; // 'a.comment'",
      '/* `a.block` */',
    ].join('\n');
    const used = keysUsedIn(source, ['a']);
    expect(used).toEqual(['a.b', 'a.n', 'a.zz']);
    expect(missingKeys(used, reference)).toEqual(['a.zz']);
  });
});
