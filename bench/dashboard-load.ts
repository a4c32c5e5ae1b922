/**
 * The dashboard's tile calls on the large seed: each with autocannon at 10 connections, as the list
 * calls (`npm run bench` measures them among the API calls, bench/api-load.ts `DASHBOARD_TILES`,
 * against `bench/budgets.json` `api.p99Ms`). Alone: `npx tsx bench/dashboard-load.ts [--pg]` starts its
 * own large-seed server on `PORT` (4332 unless set) and prints each tile's figures and whether it is
 * within its budget. Data quality's tile counts every rule as its findings screen does: measured with
 * the findings (bench/data-quality-load.ts), not here.
 */
import autocannon from 'autocannon';
import { DASHBOARD_TILES } from './api-load';
import { apiProblems, loadRunBudgets } from './budgets';
import { onLargeSeedServer, signInCookie } from './server-process';

export async function dashboardLoad(baseURL: string, seconds = 10) {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const results = [];
  for (const path of DASHBOARD_TILES) {
    const r = await autocannon({
      url: `${baseURL}${path}`,
      connections: 10,
      duration: seconds,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    results.push({
      endpoint: path,
      requestsPerSecond: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      errors: r.errors + r.non2xx + r.timeouts,
    });
  }
  return results;
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
