import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${port}`;
/**
 * The demo data as the main server seeded it (its files, written before it serves): a spec's server of
 * its own starts from it instead of seeding again (server/main.ts).
 */
export const seedSnapshot = path.join(tmpdir(), `backoffice-e2e-seed-${port}.tar`);

/**
 * End to end against the built SPA served by the API server on a fresh in-memory database.
 * Playwright cannot download browsers here: Debian's Chromium (scripts/ensure-chromium.sh).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two specs side by side on two cores (E2E_WORKERS to change it): three kept the cores busy but
  // took as long in all (1,018 s against 1,036 in a fresh clone's CI run, 2026-12-06).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Limits, not speed targets (those are in the bench): two workers, two browsers and the server
  // share two cores, where a long flow takes well over its idle time.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // As a user who asked for reduced motion: overlays open without animating and a looping animation
    // (a skeleton's pulse, a spinner) runs once, so the browser paints what changes, not every frame.
    // e2e/motion.spec.ts checks the motion itself without this preference.
    reducedMotion: 'reduce',
    // A trace (actions, DOM snapshots, network; no screencast: recording frame after frame cost a
    // quarter of the tier's time) is recorded while a test runs and dropped when it passes, so every
    // passing test paid for it: a third of the tier's CPU (the products and companies specs, one
    // worker: 237-311 CPU-s with it, 173-207 without, 2026-12-06). In CI the retry of a failed test
    // records it (with the first try's page snapshot in its error context); on a developer's machine
    // a failed test keeps the trace of its only try.
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A limit: seeding took over 120 s with the two cores shared at load 16 (2026-12-07).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: 'memory',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      LOGIN_RATE_LIMIT: '10',
      // The seeded invoices stay as seeded whatever the day (the specs count created ones);
      // e2e/invoice-overdue.spec.ts starts a server of its own with the due-date pass on.
      INVOICE_OVERDUE_JOB: 'false',
      // The seed holds the check's tasks already; a check at start would change the tasks list under a spec.
      SUBSCRIPTION_CHECK_JOB: 'false',
      CHECK_ANSWERS: 'true',
      PORTAL_URL: 'https://portal.example.com',
      SEED_SNAPSHOT_OUT: seedSnapshot,
    },
  },
});
