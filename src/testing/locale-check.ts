/**
 * Locale gates: the languages hold the same keys with no empty values and the same placeholders,
 * every key the code names exists, and every key is named somewhere. Pure functions over JSON and
 * source text, so their own test can feed them broken input.
 *
 * Keys are read as i18next reads them: `ns:path` for a feature namespace, a bare `path` for
 * `common` or a fallback namespace (only when its first segment is a top-level key of that
 * namespace, so ordinary dotted strings do not count: `validation.required` is `validation`'s). A template literal (`product:segments.${s}`) names every key under its fixed part.
 * A record detail's `texts="ns:path."` names the three texts RecordDetail shows (RECORD_TEXTS); a
 * list screen's names its texts (list-texts.ts): always the empty table's two, the add action's two
 * when it has one, and the search hint and failed state's text where the namespace has them.
 */
import { RECORD_TEXTS } from '@/components/detail/record-texts';
import { LIST_ADD_TEXTS, LIST_OPTIONAL_TEXTS, LIST_TEXTS } from '@/components/list-screen/list-texts';

export type Tree = { [key: string]: string | Tree };
/** The texts of one language: namespace to tree. */
export type Locale = Record<string, Tree>;

export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

/** Every key of a language as `ns:path`. */
export function flattenLocale(locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [ns, tree] of Object.entries(locale))
    for (const [key, value] of Object.entries(flatten(tree))) out[`${ns}:${key}`] = value;
  return out;
}

/** A text's placeholders with their formats (`{{count, number}}` is `count, number`). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*([^}]*?)\s*)?\}\}/g)].map((m) => (m[2] ? `${m[1]}, ${m[2]}` : m[1])).sort();

/** Differences between a reference language and another, as readable lines. */
export function compareLocales(reference: Locale, other: Locale, name: string): string[] {
  const ref = flattenLocale(reference);
  const oth = flattenLocale(other);
  const problems: string[] = [];
  for (const key of Object.keys(ref)) {
    if (!(key in oth)) problems.push(`${name}: missing ${key}`);
    else if (oth[key]!.trim() === '') problems.push(`${name}: empty ${key}`);
    else if (placeholders(ref[key]!).join() !== placeholders(oth[key]!).join())
      problems.push(`${name}: placeholders differ in ${key}`);
  }
  for (const key of Object.keys(oth)) if (!(key in ref)) problems.push(`${name}: extra ${key}`);
  for (const [key, value] of Object.entries(ref)) if (value.trim() === '') problems.push(`reference: empty ${key}`);
  return problems;
}

export type Usage = { keys: string[]; prefixes: string[] };

/**
 * Keys and key prefixes named in source text: `t('a.b')`, `'ns:a.b'`, string literals shaped like a
 * key ('validation.required'; 'validation.max|100' is read as 'validation.max'), and the fixed part
 * of template literals that build a key.
 */
export function keysUsedIn(source: string, reference: Locale, fallbacks: readonly string[] = []): Usage {
  const namespaces = Object.keys(reference);
  const bare = ['common', ...fallbacks].map((ns) => ({ ns, tops: new Set(Object.keys(reference[ns] ?? {})) }));
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const qualify = (ns: string | undefined, path: string): string | null => {
    if (ns) return namespaces.includes(ns) ? `${ns}:${path}` : null;
    const owner = path.includes('.') ? bare.find((b) => b.tops.has(path.split('.')[0]!)) : undefined;
    return owner ? `${owner.ns}:${path}` : null;
  };
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const m of code.matchAll(
    /['"`](?:([a-z][A-Za-z]*):)?([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*)(?:\|[^'"`]*)?['"`]/g,
  )) {
    const key = qualify(m[1], m[2]!);
    if (key) keys.add(key);
  }
  for (const m of code.matchAll(/`(?:([a-z][A-Za-z]*):)?([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*\.)\$\{/g)) {
    const prefix = qualify(m[1], `${m[2]!}x`);
    if (prefix) prefixes.add(prefix.slice(0, -1));
  }
  // A record's detail page and a list screen name their texts by a prefix (`<RecordDetail texts="access:roles." …>`,
  // `<ListScreen list={list} … texts="task:" …>`): whose it is, the last element opened before it says.
  for (const m of code.matchAll(/\btexts="([a-z][A-Za-z]*):((?:[a-z][A-Za-z0-9]*\.)*)"/g)) {
    const prefix = `${m[1]!}:${m[2]!}`;
    const element = [...code.slice(0, m.index).matchAll(/<([A-Z]\w*)/g)].pop()?.[1];
    for (const text of element === 'ListScreen' ? listTexts(code, m.index!, prefix) : RECORD_TEXTS)
      keys.add(prefix + text);
  }
  return { keys: [...keys], prefixes: [...prefixes] };

  /** A list screen's texts: the add action's when the element has one; the optional ones its namespace holds. */
  function listTexts(all: string, at: number, prefix: string): string[] {
    const next = all.indexOf('<ListScreen', at);
    const element = all.slice(all.lastIndexOf('<ListScreen', at), next < 0 ? undefined : next);
    const held = flattenLocale(reference);
    return [
      ...LIST_TEXTS,
      ...(/\b(onAdd|addDialog)=/.test(element) ? LIST_ADD_TEXTS : []),
      ...LIST_OPTIONAL_TEXTS.filter((text) => prefix + text in held),
    ];
  }
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Named keys that do not exist (a key used with a count may exist only in its plural forms). */
export function missingKeys(used: readonly string[], locale: Locale): string[] {
  const keys = flattenLocale(locale);
  return used.filter((k) => !(k in keys) && !(`${k}_one` in keys && `${k}_other` in keys));
}

/** Keys of the language that no source names, directly, by a plural form or under a template prefix. */
export function unusedKeys(usage: Usage, locale: Locale): string[] {
  const used = new Set(usage.keys);
  return Object.keys(flattenLocale(locale)).filter(
    (key) => !used.has(key) && !used.has(key.replace(PLURAL, '')) && !usage.prefixes.some((p) => key.startsWith(p)),
  );
}

/**
 * The enumeration gate: each value of each enumeration (`key` is `ns:path`, the labels are
 * `key.value`) has a label in the reference language and in each other, and another language's label
 * differs from the reference's unless `same` lists it (`nl:company:timeline.kinds.contact`): an
 * English word left in a Dutch or French screen fails.
 */
export function untranslatedValues(
  enumerations: Record<string, { key: string; values: readonly string[] }>,
  reference: Locale,
  others: Record<string, Locale>,
  same: ReadonlySet<string> = new Set(),
): string[] {
  const ref = flattenLocale(reference);
  const flat = Object.fromEntries(Object.entries(others).map(([name, locale]) => [name, flattenLocale(locale)]));
  const problems: string[] = [];
  for (const [name, { key, values }] of Object.entries(enumerations))
    for (const value of values) {
      const label = `${key}.${value}`;
      if (!(label in ref)) problems.push(`${name}: no label ${label}`);
      for (const [language, texts] of Object.entries(flat)) {
        if (!(label in texts)) problems.push(`${name}: no ${language} label ${label}`);
        else if (ref[label] !== undefined && texts[label] === ref[label] && !same.has(`${language}:${label}`))
          problems.push(`${name}: ${language} ${label} is the English "${ref[label]}"`);
      }
    }
  return problems;
}
