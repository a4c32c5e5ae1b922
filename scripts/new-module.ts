/**
 * Adds a module in the project's one shape, working from the first run: a list of records (search, a
 * status filter with its default, saved filters, sort, paging, row selection, CSV export, delete of
 * one or the selected after a confirmation), the record's own page, a create/edit dialog (version,
 * 409), behind the module's access rights, announced on the hub, with its API test, its examples for
 * the endpoint gate, its end-to-end path and its texts in three languages; the migration generated.
 * The developer then gives the record its real fields.
 *
 *   npm run new-module -- <name> --module <moduleKey> [--api <path>]
 *   npm run new-module -- price-note --module pricenote
 *
 * <name> is the record in kebab case, singular (price-note). The module must be in the catalogue
 * (src/shared/catalogue.ts) and its screen a placeholder route (which the list replaces). --api
 * defaults to /api/<module>/v2/<records>.
 *
 * The files are the templates in scripts/new-module/templates, each at the path it is written to:
 * `__name__` in a path or a text is one of the names below (`__pascal__`: PriceNote), or one of the
 * route names of `tokensOf`. Besides writing them, the generator adds the module to the few lists a
 * module must be named in (`REGISTRATIONS`: none of them a test; the gates find the module's
 * endpoints and examples themselves), then generates the migration and the route tree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_CATALOGUE, type ModuleDefinition } from '../src/shared/catalogue';

export type ModuleNames = {
  /** price-note */
  kebab: string;
  /** priceNote: also the text namespace */
  camel: string;
  /** PriceNote */
  pascal: string;
  /** priceNotes: the domain and the query-key root */
  plural: string;
  /** PriceNotes */
  pluralPascal: string;
  /** price-notes */
  pluralKebab: string;
  /** price_notes */
  table: string;
  /** PRICE_NOTE */
  constant: string;
  /** pricenote */
  moduleKey: string;
  /** /pricenote */
  spaPath: string;
  /** /api/pricenote/v2/pricenotes */
  apiPath: string;
};

const pluralOf = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;

function findModule(key: string, catalogue: readonly ModuleDefinition[]): ModuleDefinition | undefined {
  for (const m of catalogue) {
    if (m.key === key) return m;
    const sub = m.subModules?.find((s) => s.key === key);
    if (sub) return sub;
  }
  return undefined;
}

/** The names of a record `name` of module `moduleKey`, which `catalogue` (the project's by default) must hold. */
export function namesOf(
  name: string,
  moduleKey: string,
  apiPath?: string,
  catalogue: readonly ModuleDefinition[] = MODULE_CATALOGUE,
): ModuleNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`The name must be kebab case: ${name}`);
  const module = findModule(moduleKey, catalogue);
  if (!module) throw new Error(`No module "${moduleKey}" in src/shared/catalogue.ts`);
  if (!module.path) throw new Error(`Module "${moduleKey}" has no screen (path) in the catalogue`);
  const parts = name.split('-');
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const pluralParts = [...parts.slice(0, -1), pluralOf(parts.at(-1)!)];
  const camel = parts[0]! + parts.slice(1).map(cap).join('');
  const plural = pluralParts[0]! + pluralParts.slice(1).map(cap).join('');
  return {
    kebab: name,
    camel,
    pascal: cap(camel),
    plural,
    pluralPascal: cap(plural),
    pluralKebab: pluralParts.join('-'),
    table: pluralParts.join('_'),
    constant: parts.join('_').toUpperCase(),
    moduleKey,
    spaPath: module.path,
    apiPath: apiPath ?? `/api/${moduleKey.toLowerCase()}/v2/${pluralParts.join('')}`,
  };
}

const TEMPLATES = fileURLToPath(new URL('./new-module/templates/', import.meta.url));

/**
 * The names the templates use: the module's names, the records in words (`Price notes` in a
 * sentence's first place, else `price notes`) and its two routes under src/routes/_app. The list
 * replaces the placeholder (`/x.tsx`, or `/x/index.tsx` when the module has sub-routes); the record's
 * page is `/x/$id`, not nested in the list's route (a page of its own).
 */
export function tokensOf(root: string, n: ModuleNames): Record<string, string> {
  const at = n.spaPath.slice(1);
  const nested = existsSync(path.join(root, `src/routes/_app/${at}/index.tsx`));
  const records = n.pluralKebab.replaceAll('-', ' ');
  return {
    ...n,
    records,
    Records: records[0]!.toUpperCase() + records.slice(1),
    listRoute: nested ? `${at}/index` : at,
    listRouteId: nested ? `/_app/${at}/` : `/_app/${at}`,
    detailRoute: nested ? `${at}/$id` : `${at}_.$id`,
    detailRouteId: nested ? `/_app/${at}/$id` : `/_app/${at}_/$id`,
    detailPath: `${n.spaPath}/$id`,
  };
}

/** The text with every `__token__` replaced; an unknown one is an error (a typo in a template). */
export function fill(text: string, tokens: Record<string, string>): string {
  return text.replace(/__([a-zA-Z]+)__/g, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown name ${whole} in a template of scripts/new-module`);
    return value;
  });
}

/** The files to write (path -> text), relative to the project root: every template, filled in. */
export function moduleFiles(tokens: Record<string, string>): Record<string, string> {
  const templates = readdirSync(TEMPLATES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tpl'));
  return Object.fromEntries(
    templates.map((template) => [
      fill(template.split(path.sep).join('/').slice(0, -'.tpl'.length), tokens),
      fill(readFileSync(path.join(TEMPLATES, template), 'utf8'), tokens),
    ]),
  );
}

/** Where a line goes: after this text of the file; `imports`: after the file's opening comment; `end`. */
type Registration = { file: string; after: string; insert: string };

/** The lists every module is named in (none of them a test): the domain, the table, the seed, the routes. */
export const REGISTRATIONS = (n: ModuleNames): Registration[] => [
  { file: 'src/shared/catalogue.ts', after: 'export const DOMAIN_NAMES = [\n', insert: `  '${n.plural}',\n` },
  {
    file: 'src/shared/catalogue.ts',
    after: 'export const DOMAINS: Readonly<Record<Domain, DomainDefinition>> = {\n',
    insert: `  ${n.plural}: { heardBy: '${n.moduleKey}', shownIn: [] },\n`,
  },
  { file: 'server/db/schema/index.ts', after: 'end', insert: `export * from './${n.kebab}';\n` },
  {
    file: 'server/db/seed/index.ts',
    after: 'imports',
    insert: `import { seed${n.pluralPascal} } from './${n.kebab}';\n`,
  },
  {
    file: 'server/db/seed/index.ts',
    after: '// Module seeds (npm run new-module adds a line here).\n',
    insert: `    await seed${n.pluralPascal}(tx);\n`,
  },
  {
    file: 'server/modules/index.ts',
    after: 'imports',
    insert: `import { ${n.camel}Routes } from './${n.kebab}/${n.kebab}-routes';\n`,
  },
  { file: 'server/modules/index.ts', after: 'export const MODULE_ROUTES = [\n', insert: `  ${n.camel}Routes,\n` },
];

/** The text with the registration's line added (imports are hoisted: their order is free). */
function register(text: string, { file, after, insert }: Registration): string {
  let at = text.length;
  if (after === 'imports') at = /^\/\*\*[\s\S]*?\*\/\n/.exec(text)?.[0].length ?? 0;
  else if (after !== 'end') {
    const found = text.indexOf(after);
    if (found < 0) throw new Error(`Cannot find where to add the module in ${file}: "${after.trim()}"`);
    at = found + after.length;
  }
  return text.slice(0, at) + insert + text.slice(at);
}

/** Writes and wires the module; `catalogue`: the modules of the project at `root` (this project's by default). */
export function addModule(
  root: string,
  name: string,
  moduleKey: string,
  apiPath?: string,
  catalogue: readonly ModuleDefinition[] = MODULE_CATALOGUE,
) {
  const n = namesOf(name, moduleKey, apiPath, catalogue);
  const tokens = tokensOf(root, n);
  const files = moduleFiles(tokens);
  const listRoute = `src/routes/_app/${tokens.listRoute}.tsx`;
  for (const file of Object.keys(files))
    if (file !== listRoute && existsSync(path.join(root, file)))
      throw new Error(`${file} exists already: pick another name`);
  if (
    existsSync(path.join(root, listRoute)) &&
    !readFileSync(path.join(root, listRoute), 'utf8').includes('ModulePage')
  )
    throw new Error(`${listRoute} is not a placeholder any more`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  for (const registration of REGISTRATIONS(n)) {
    const full = path.join(root, registration.file);
    writeFileSync(full, register(readFileSync(full, 'utf8'), registration));
  }
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  run('npx', ['drizzle-kit', 'generate', '--name', n.table]);
  run('npx', ['tsr', 'generate']);
  const edited = [...new Set(REGISTRATIONS(n).map((r) => r.file))];
  run('npx', ['prettier', '--write', ...Object.keys(files), ...edited]);
  return { names: n, files: Object.keys(files), edited };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, ...rest] = process.argv.slice(2);
  const option = (flag: string) => {
    const i = rest.indexOf(flag);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const moduleKey = option('--module');
  if (!name || !moduleKey) {
    console.error('Usage: npm run new-module -- <name> --module <moduleKey> [--api <path>]');
    process.exit(1);
  }
  const { names, files, edited } = addModule(process.cwd(), name, moduleKey, option('--api'));
  console.log(`Added ${names.pluralPascal} (${names.apiPath}, screen ${names.spaPath}):`);
  for (const file of files) console.log(`  ${file}`);
  console.log(`and named it in ${edited.join(', ')}, with its migration and the route tree.`);
  console.log(
    'Next: give the record its fields (the schema, the table, the fields list, the form, the texts), then npm test.',
  );
}
