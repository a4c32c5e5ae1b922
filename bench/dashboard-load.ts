/**
 * The dashboard's tile calls on the large seed: each with autocannon at 10 connections, as the list
 * calls (`npm run bench` measures them among the API calls, bench/api-load.ts `DASHBOARD_TILES`,
 * against `bench/budgets.json` `api.p99Ms`). Alone: `npx tsx bench/dashboard-load.ts [--pg]` starts its
 * own large-seed server on `PORT` (4332 unless set) and prints each tile's figures and whether it is
 * within its budget. Data quality's tile counts every rule as its findings screen does: measured with
 * the findings (bench/data-quality-load.ts), not here.
 */
import { DASHBOARD_TILES, loadEach } from './api-load';
import { apiProblems, loadRunBudgets } from './budgets';
import { onLargeSeedServer, signInCookie } from './server-process';

export async function dashboardLoad(baseURL: string, seconds = 10) {
  return loadEach(baseURL, await signInCookie(baseURL, 'admin@backoffice.test'), DASHBOARD_TILES, seconds);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4332);
  const results = await onLargeSeedServer(port, 'dashboard', (server) =>
    dashboardLoad(server.baseURL, Number(process.env.BENCH_SECONDS ?? 10)),
  );
  console.log(JSON.stringify(results, null, 2));
  const problems = apiProblems('embedded', results, loadRunBudgets().api.p99Ms);
  console.log(problems.length ? problems.join('\n') : 'every tile within its budget');
  process.exitCode = problems.length ? 1 : 0;
}
