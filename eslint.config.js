import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/** zod as a default or `{ z }` import drags every locale into the bundle (+40 KiB gz): namespace only. */
const ZOD_IMPORT_RULES = [
  {
    selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']",
    message: "Import zod as a namespace (import * as z from 'zod') so unused parts, locales included, tree-shake.",
  },
  {
    selector: 'ImportDeclaration[source.value=/^zod/] > ImportDefaultSpecifier',
    message: "Import zod as a namespace (import * as z from 'zod') so unused parts, locales included, tree-shake.",
  },
];

/**
 * A constant has one home and is imported from there (src/shared/constants/<domain>.ts for the
 * enumerations, sort columns and filter defaults): a module never passes another's constant on.
 */
const CONSTANT_REEXPORT_RULES = [
  {
    selector: 'ExportNamedDeclaration[source] > ExportSpecifier[local.name=/^[A-Z][A-Z0-9_]+$/]',
    message: 'Import a constant from its home (src/shared/constants/<domain>.ts); do not re-export it.',
  },
  {
    selector: 'ExportNamedDeclaration:not([source]) > ExportSpecifier[local.name=/^[A-Z][A-Z0-9_]+$/]',
    message: 'Import a constant from its home (src/shared/constants/<domain>.ts); do not re-export it.',
  },
];

/**
 * No user-visible text outside the locales: words as JSX text, or as literal values of the props a
 * person reads or hears (aria-label, title, placeholder, alt, label), are errors. Symbols pass.
 */
export const JSX_LITERAL_RULES = [
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message: 'User-visible text belongs in src/locales (t(...)), not in JSX.',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-z]{2,}/]',
    message: 'User-visible text belongs in src/locales (t(...)), not in a literal prop.',
  },
];

/**
 * Figures are written by the one formatter per kind (src/shared/format.ts: money, quantities,
 * percentages, counts in the reader's language): a hand-made number format elsewhere drifts from it.
 */
const NUMBER_FORMAT_RULES = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: 'Format figures with src/shared/format.ts (formatMoney, formatNumber, formatPercent, formatCount).',
  },
];

/**
 * Dependency direction (docs/overview.md): what each layer of src/ may import. `shared` is the
 * code the server runs too (schemas, contracts, catalogue, rules): it imports nothing browser-only.
 */
const LAYERS = {
  app: ['routes', 'features', 'components', 'hooks', 'stores', 'shared', 'lib', 'locales', 'app'],
  routes: ['features', 'components', 'hooks', 'stores', 'shared', 'lib', 'app'],
  features: ['components', 'hooks', 'stores', 'shared', 'lib', 'locales'],
  components: ['components', 'hooks', 'stores', 'shared', 'lib'],
  hooks: ['hooks', 'stores', 'shared', 'lib'],
  stores: ['shared', 'lib'],
  lib: ['lib', 'shared', 'locales'],
  shared: ['shared'],
  testing: ['app', 'routes', 'features', 'components', 'hooks', 'stores', 'shared', 'lib', 'locales'],
};

/**
 * Features keep to their rooms: a feature imports anything of its own, and of another feature only
 * its one public entry (`src/features/<name>/index.ts`); what two features share otherwise belongs in
 * src/components/ (the invoice display pieces, the picker field).
 */
const FEATURE_ROOMS = [
  {
    from: { element: { type: 'features' } },
    allow: [
      { to: { element: { type: 'features', captured: { feature: '{{ from.element.captured.feature }}' } } } },
      { to: { element: { type: 'features', fileInternalPath: 'index.ts' } } },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'src/routeTree.gen.ts',
      'server/db/migrations',
      'playwright-report',
      'test-results',
      '.data',
      'bench/results',
      'vendor',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...ZOD_IMPORT_RULES, ...CONSTANT_REEXPORT_RULES],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'routes', pattern: 'src/routes/**' },
        { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'src/components/**' },
        { type: 'hooks', pattern: 'src/hooks/**' },
        { type: 'stores', pattern: 'src/stores/**' },
        { type: 'shared', pattern: 'src/shared/**' },
        { type: 'lib', pattern: 'src/lib/**' },
        { type: 'locales', pattern: 'src/locales/**' },
        { type: 'testing', pattern: 'src/testing/**' },
        { type: 'app', pattern: 'src/*.{ts,tsx}' },
      ],
      'import/resolver': { typescript: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        ...ZOD_IMPORT_RULES,
        ...CONSTANT_REEXPORT_RULES,
        ...JSX_LITERAL_RULES,
        ...NUMBER_FORMAT_RULES,
      ],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(LAYERS).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: to.map((type) => ({ to: { element: { type } } })),
            })),
            ...FEATURE_ROOMS,
          ],
        },
      ],
    },
  },
  {
    // Tests may render fixed text.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...ZOD_IMPORT_RULES, ...CONSTANT_REEXPORT_RULES] },
  },
  {
    // The server's documents and mails format figures with the shared formatters too.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...ZOD_IMPORT_RULES, ...CONSTANT_REEXPORT_RULES, ...NUMBER_FORMAT_RULES],
    },
  },
  {
    // The formatters' home.
    files: ['src/shared/format.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ZOD_IMPORT_RULES, ...CONSTANT_REEXPORT_RULES, ...JSX_LITERAL_RULES] },
  },
  {
    // A source file a reader takes in at once: past 500 lines (every line counts) it is split by its
    // sections, by what a reader looks for. Tests and generated migrations are exempt.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,js,mjs}', 'scripts/**/*.{ts,js,mjs}', 'bench/**/*.{ts,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/routeTree.gen.ts', 'server/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!shared/|locales/)',
              message: 'The server imports only src/shared (schemas, contracts, catalogue, rules) and src/locales.',
            },
            {
              // Only modules/index.ts registers routes; what a handler reads about the caller is in
              // plugins/security.ts (userIdOf, callerOf), what a module offers others in its repositories.
              regex: '^\\.\\./.*-routes(\\.[jt]s)?$',
              message:
                "No module imports another module's (or another folder's) routes file: take the caller from plugins/security.ts, the rest from a repository.",
            },
          ],
        },
      ],
    },
  },
);
