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
  untranslatedValues,
  unusedKeys,
  type Locale,
  type Usage,
} from '@/testing/locale-check';
import { LANGUAGES } from '@/shared/constants/common';
import { METADATA_OPTIONS } from '@/shared/constants/metadata';
import { ENUMERATIONS, enumKey, type EnumerationName } from '@/shared/enumerations';
import {
  STATEMENT_LINE_OUTCOMES,
  STATEMENT_LINE_REASONS,
  STATEMENT_PROPOSAL_WHYS,
} from '@/shared/constants/bank-statement';

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
  // The enumeration table names each value's label, and its groups (`company:partyTypes`), which are no keys.
  const enumerations = Object.entries(ENUMERATIONS).flatMap(([name, e]) =>
    e.values.map((v) => enumKey(name as EnumerationName, v)),
  );
  const groups = new Set<string>(Object.values(ENUMERATIONS).map((e) => e.key));
  return {
    keys: [
      ...found.flatMap((u) => u.keys).filter((k) => !groups.has(k)),
      ...modules,
      ...shortcuts,
      ...languages,
      ...enumerations,
    ],
    prefixes: found.flatMap((u) => u.prefixes),
  };
}

/**
 * Enumeration labels that are rightly the English word in that language (`<language>:<key>`): a
 * product name, a loanword the trade uses, a French adjective spelled as in English. Anything else
 * equal to the English label is an untranslated value.
 */
const SAME_AS_ENGLISH = new Set([
  'nl:company:partyTypes.RESELLER',
  'nl:manualInvoice:partyTypes.RESELLER',
  'nl:contract:searchFields.reseller',
  'nl:company:timeline.kinds.mail',
  'nl:company:timeline.kinds.contract',
  'nl:manualProduct:types.hardware',
  'nl:requestLog:types.info',
  'nl:enums:productTypes.MS_AZURE',
  'nl:enums:metadata.categories.contract',
  'nl:enums:metadata.categories.marketing',
  'nl:enums:metadata.categories.partnercenter',
  'nl:enums:metadata.values.licencetype.tenant',
  'nl:mail:kinds.account',
  'nl:task:statuses.open',
  'fr:mail:kinds.invitation',
  'fr:manualProduct:types.service',
  'fr:manualProduct:types.licence',
  'fr:invoice:receivers.client',
  'fr:requestLog:types.info',
  'fr:company:statuses.active',
  'fr:company:statuses.inactive',
  'fr:company:contactTypes.commercial',
  'fr:company:timeline.kinds.contact',
  'fr:company:timeline.kinds.mail',
  'fr:product:segments.commercial',
  'fr:enums:productTypes.MS_AZURE',
  'fr:enums:metadata.categories.marketing',
  'fr:enums:metadata.categories.migration',
  'fr:enums:metadata.categories.partnercenter',
]);

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

  it('every value of every shared enumeration has a label in en, nl and fr, translated unless listed as the same word', () => {
    const others = { nl: LOCALES.nl!, fr: LOCALES.fr! };
    expect(untranslatedValues(ENUMERATIONS, en, others, SAME_AS_ENGLISH)).toEqual([]);
    // The list of same words names only labels that exist and are the same.
    const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flattenLocale(LOCALES[l]!)]));
    const stale = [...SAME_AS_ENGLISH].filter((entry) => {
      const [language, ...rest] = entry.split(':');
      const key = rest.join(':');
      return flat[language!]?.[key] === undefined || flat[language!]![key] !== flat.en![key];
    });
    expect(stale).toEqual([]);
    // Every MULTISELECT metadata code with labelled values is an enumeration of its own.
    for (const code of Object.keys(METADATA_OPTIONS)) expect(ENUMERATIONS).toHaveProperty([`metadataOption.${code}`]);
  });

  it("a bank statement line's outcomes, reasons and proposal whys have their words in en, nl and fr", () => {
    // Shown by the statement screens from their own namespace (not the start-up enumeration table).
    const words = {
      statementLineOutcome: { key: 'statement:outcomes', values: STATEMENT_LINE_OUTCOMES },
      statementLineReason: { key: 'statement:reasons', values: STATEMENT_LINE_REASONS },
      statementProposalWhy: { key: 'statement:why', values: STATEMENT_PROPOSAL_WHYS },
    };
    expect(untranslatedValues(words, en, { nl: LOCALES.nl!, fr: LOCALES.fr! }, SAME_AS_ENGLISH)).toEqual([]);
  });

  it('the enumeration gate catches a value without a label and an English word left in', () => {
    const enumerations = { status: { key: 'product:statuses', values: ['active', 'toCheck', 'gone'] } };
    const reference: Locale = { product: { statuses: { active: 'Active', toCheck: 'To check', gone: 'Gone' } } };
    const nl: Locale = { product: { statuses: { active: 'Actief', toCheck: 'To check' } } };
    expect(untranslatedValues(enumerations, reference, { nl })).toEqual([
      'status: nl product:statuses.toCheck is the English "To check"',
      'status: no nl label product:statuses.gone',
    ]);
    expect(untranslatedValues(enumerations, reference, { nl }, new Set(['nl:product:statuses.toCheck']))).toEqual([
      'status: no nl label product:statuses.gone',
    ]);
    expect(untranslatedValues({ s: { key: 'product:statuses', values: ['new'] } }, reference, {})).toEqual([
      's: no label product:statuses.new',
    ]);
  });

  it("a record detail's texts prefix names its not-found title and text and the way back", () => {
    const reference: Locale = { common: {}, mail: { notFound: 'x', notFoundText: 'y', backToList: 'z', other: 'o' } };
    const used = keysUsedIn('<RecordDetail param="mailId" texts="mail:" back="/mails">', reference);
    expect(used.keys).toEqual(['mail:notFound', 'mail:notFoundText', 'mail:backToList']);
    expect(unusedKeys(used, reference)).toEqual(['mail:other']);
  });

  it("a list screen's texts prefix names its empty texts, its add action's when it has one, and its optional ones that exist", () => {
    const reference: Locale = {
      common: {},
      task: { empty: 'a', noMatch: 'b', add: 'c', noEditRight: 'd', searchPlaceholder: 'e', other: 'o' },
    };
    const plain = keysUsedIn('<ListScreen list={list} rows={rows} texts="task:" filters={<Filter />} />', reference);
    expect(plain.keys).toEqual(['task:empty', 'task:noMatch', 'task:searchPlaceholder']);
    expect(unusedKeys(plain, reference)).toEqual(['task:add', 'task:noEditRight', 'task:other']);
    const adding = keysUsedIn('<ListScreen list={list} texts="task:" onAdd={() => go()} />', reference);
    expect(adding.keys).toEqual([
      'task:empty',
      'task:noMatch',
      'task:add',
      'task:noEditRight',
      'task:searchPlaceholder',
    ]);
    expect(missingKeys(keysUsedIn('<ListScreen texts="mail:" />', reference).keys, reference)).toEqual([
      'mail:empty',
      'mail:noMatch',
    ]);
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
