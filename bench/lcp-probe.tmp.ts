// Temporary probe (not committed): /products LCP at CPU 4x on the large seed.
import { pageTimings } from './page-timings';
import { startServer } from './server-process';
const server = await startServer({ SEED_SIZE: process.env.SEED ?? 'large' }, 4340);
try {
  const t = await pageTimings(server.baseURL, Number(process.env.RUNS ?? 5));
  for (const r of t) console.log(r.page, r.throttle, 'fcp', r.summary.fcp.median.toFixed(0), 'lcp', r.summary.lcp.median.toFixed(0), `(${r.summary.lcp.min.toFixed(0)}-${r.summary.lcp.max.toFixed(0)})`, 'cls', r.summary.cls.max.toFixed(3), 'task', r.summary.longestTask.median.toFixed(0));
} finally { await server.stop(); }
