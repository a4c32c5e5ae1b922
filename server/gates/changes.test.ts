/**
 * The changes gate: every state-changing API route says what it changes (`config.changes`), so the
 * hub's `changed` event cannot be forgotten on a new write; a route that changes a module's records
 * is heard by the readers of that same module.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, isDomain } from '../../src/shared/catalogue';
import { buildApp } from '../app';
import type { RouteEntry } from '../plugins/security';
import { apiRoutes, changesState } from '../testing/routes';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What is wrong with the routes' declarations, one line per route. */
function undeclaredChanges(table: RouteEntry[]): string[] {
  const problems: string[] = [];
  for (const route of apiRoutes(table).filter(changesState)) {
    const { changes, access } = route;
    const name = `${route.method} ${route.url}`;
    if (changes === undefined) {
      problems.push(`${name}: declares no config.changes (a domain and who hears it, or false)`);
      continue;
    }
    if (changes === false) continue;
    // The catalogue's type keeps a typo out of the code; a value built at run time could still slip in.
    if (!isDomain(changes.domain)) {
      problems.push(`${name}: domain "${String(changes.domain)}" is not in the catalogue`);
      continue;
    }
    const heardBy = DOMAINS[changes.domain].heardBy;
    if (heardBy !== 'self' && 'module' in access && access.module.toLowerCase() !== heardBy.toLowerCase())
      problems.push(
        `${name}: changes ${changes.domain}, heard by readers of ${heardBy}, but the route edits ${access.module}`,
      );
    if (heardBy === 'self' && 'module' in access)
      problems.push(
        `${name}: changes ${changes.domain}, which only its user hears, but the route edits ${access.module}`,
      );
  }
  return problems;
}

describe('changes gate', () => {
  it('every state-changing API route declares what it changes', () => {
    const routes = apiRoutes(t.app.routeTable).filter(changesState);
    console.log(
      `changes gate: ${routes.length} state-changing routes, ${routes.filter((r) => r.changes).length} publish \`changed\``,
    );
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(undeclaredChanges(t.app.routeTable)).toEqual([]);
  });

  it('reports a write that declares nothing, or the wrong readers', async () => {
    // Deliberately broken: a new write without a declaration, and one heard by the wrong module's readers.
    const app = await buildApp(t.config, t.database);
    app.post('/api/test/forgotten', { config: { access: { module: 'products', right: 'edit' } } }, async () => null);
    app.put(
      '/api/test/leaky',
      { config: { access: { module: 'rebategroups', right: 'edit' }, changes: { domain: 'products' } } },
      async () => null,
    );
    app.delete(
      '/api/test/typo',
      // @ts-expect-error: the catalogue's type refuses a domain it does not hold
      { config: { access: { module: 'products', right: 'edit' }, changes: { domain: 'product' } } },
      async () => null,
    );
    await app.ready();
    expect(undeclaredChanges(app.routeTable)).toEqual([
      'POST /api/test/forgotten: declares no config.changes (a domain and who hears it, or false)',
      'PUT /api/test/leaky: changes products, heard by readers of products, but the route edits rebategroups',
      'DELETE /api/test/typo: domain "product" is not in the catalogue',
    ]);
    await app.close();
  });
});
