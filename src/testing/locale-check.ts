/**
 * Locale gates: the languages hold the same keys with no empty values and the same placeholders, and
 * every key the code names exists. Pure functions over JSON and source text, so their own test can
 * feed them broken input.
 */
type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Differences between a reference language and another, as readable lines. */
export function compareLocales(reference: Tree, other: Tree, name: string): string[] {
  const ref = flatten(reference);
  const oth = flatten(other);
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

/**
 * Translation keys named in source text: t('a.b'), and string literals shaped like a key of a known
 * namespace ('validation.required', 'validation.max|100' is read as 'validation.max').
 */
export function keysUsedIn(source: string, namespaces: readonly string[]): string[] {
  const found = new Set<string>();
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)(?:\|[^'"`]*)?['"`]/g)) {
    const key = m[1]!;
    if (namespaces.includes(key.split('.')[0]!)) found.add(key);
  }
  return [...found];
}

export function missingKeys(used: readonly string[], locale: Tree): string[] {
  const keys = flatten(locale);
  // A key used with a count may exist only in its plural forms (`key_one`, `key_other`).
  return used.filter((k) => !(k in keys) && !(`${k}_one` in keys && `${k}_other` in keys));
}
