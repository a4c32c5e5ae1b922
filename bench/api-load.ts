/** API load with autocannon against the server seeded with SEED_SIZE=large: req/s, p50/p99, errors. */
import autocannon from 'autocannon';
import { signInCookie } from './server-process';

export async function apiLoad(baseURL: string, seconds = 10) {
  const cookie = await signInCookie(baseURL, 'admin@backoffice.test');
  const endpoints = [
    '/api/notification/v2/notifications?pageIndex=1&pageSize=100',
    '/api/notification/v2/notifications?pageIndex=15&pageSize=100',
    '/api/security/v2/modules',
    '/api/security/v2/account/accessrights',
  ];
  const results = [];
  for (const path of endpoints) {
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
