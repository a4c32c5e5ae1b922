/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { EARLY_SCRIPT } from './src/shared/early-requests.ts';

/** The building blocks of the screens, grouped into the `screens` chunk (build.rolldownOptions). */
const SCREEN_PARTS =
  /[\\/](src[\\/](components[\\/](data-table|filters|ui|layout)|hooks)|node_modules[\\/](@radix-ui|lucide-react|date-fns|@tanstack[\\/](react-table|table-core)|react-remove-scroll|aria-hidden|@floating-ui))[\\/]/;

/**
 * Unit test files that replace a module (vi.mock): they run isolated, each in a fresh module graph and
 * document. The others share one per worker (about five times faster: a jsdom document and the app's
 * modules are made once, not once a file); src/testing/setup.ts resets what a test may leave behind.
 */
const MOCKING_UNIT_TESTS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiPort = Number(process.env.PORT ?? 3000);
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    // The account, rights and modules calls start from index.html, before the first JS file has
    // loaded (src/shared/early-requests.ts); not when the API lives on another origin.
    {
      name: 'early-requests',
      transformIndexHtml: () =>
        process.env.VITE_API_URL ? [] : [{ tag: 'script', children: EARLY_SCRIPT, injectTo: 'head-prepend' as const }],
    },
    // Every compressible file of dist (JS, CSS, HTML, SVG, JSON...) also as .br and .gz, written once at
    // build time at the highest levels; the server sends them as they are (server/plugins/spa.ts) and
    // never compresses per request. A variant no smaller than its file is not written.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(html|js|mjs|css|json|svg|txt|xml|map|webmanifest)$/,
      logLevel: 'silent',
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_BUILD__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString().slice(0, 10)),
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/config': apiTarget,
      '/hubs': { target: apiTarget, ws: true },
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Swagger UI is one chunk of 1.6 MB (440 KB compressed) that only the API reference page loads,
    // after it paints; what each page loads is held by bench/budgets.json, not by this warning.
    chunkSizeWarningLimit: 1700,
    rolldownOptions: {
      // A feature's public entry (src/features/<name>/index.ts) only passes on what the feature offers
      // others: a screen that takes one piece from it does not load the rest.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      output: {
        // Few requests before the first paint: the libraries every screen needs at start in one chunk
        // (`core`), the rest of the start-up code in another (`app`: every module the entry imports
        // statically, tag `$initial`; what loads lazily stays lazy and out of it). The entry's own
        // modules (index.html, main.tsx) stay out of `app`, so index.html keeps a real entry chunk
        // (and the manifest its `index.html` key). Chunks shared only by lazily loaded parts are left
        // to automatic splitting.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)|i18next|react-i18next|zustand)[\\/]/,
            },
            { name: 'app', tags: ['$initial'], test: (id: string) => !/(\.html|[\\/]src[\\/]main\.tsx)$/.test(id) },
            // What list and detail screens are built from (tables, filters, dialogs, popovers, icons, dates)
            // in one lazily loaded chunk once two screens share it: a screen then fetches a handful of
            // files instead of thirty-odd small ones (each a request, a parse and a modulepreload link).
            {
              name: 'screens',
              minShareCount: 2,
              test: (id: string) => SCREEN_PARTS.test(id) && !/infinite-list/.test(id),
            },
            // The list screens' own layout (ListScreen, saved filters) apart: detail pages and the shell
            // do not load it.
            { name: 'lists', minShareCount: 2, test: /[\\/]src[\\/]components[\\/](list-screen|saved-filters)[\\/]/ },
            // What a detail page is built from (its header, its loading and unavailable states, the links
            // to records) in one chunk that only the detail pages (and the parts that link to one) load.
            { name: 'detail', minShareCount: 2, test: /[\\/]src[\\/]components[\\/]detail[\\/]/ },
            // What the public sign-in pages share (sign-in, the second step, the reset pages): their calls,
            // their failure texts, the pending challenge and the text field, in one file before the sign-in page paints.
            {
              name: 'sign-in',
              minShareCount: 2,
              test: /[\\/]src[\\/](features[\\/]security[\\/](failure-text|sign-in-challenge|auth-card|api[\\/]login-api)|components[\\/]form[\\/]text-field)\./,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MOCKING_UNIT_TESTS,
          isolate: false,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: MOCKING_UNIT_TESTS,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // The demo data seeded once for the run; each file's database starts from it.
          globalSetup: ['server/testing/seed-once.ts'],
          pool: 'forks',
          // The server's modules loaded once per worker, not once per file: importing the app took
          // 127 s of the tier's time summed over its files, 25 s shared (2026-12-06). Each file has its
          // own app and database (createTestApp); no API test replaces a module (vi.mock), and what a
          // module keeps for the process (the requests in flight: server/lib/pace.ts) an app that
          // closes gives back.
          isolate: false,
          // After the unit project: each API file holds a PGlite instance (~800 MB).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          // Limits, not speed targets (those are in the bench): a file's seed takes ~5 s alone, but a
          // minute and more while a build, browsers and the other API worker share the two cores.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
