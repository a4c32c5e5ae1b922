/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiPort = Number(process.env.PORT ?? 3000);
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }), react(), tailwindcss()],
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
    rolldownOptions: {
      output: {
        // The libraries every screen needs at start in one chunk: fewer requests, better compression.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)|i18next|react-i18next|zustand)[\\/]/,
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
          pool: 'forks',
          // After the unit project: each API file holds a PGlite instance (~800 MB).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
