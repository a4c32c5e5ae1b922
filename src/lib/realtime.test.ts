import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hubHandlers, isChangedEvent, retryDelay } from './realtime';

function cacheWith(...keys: unknown[][]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { seeded: true });
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
  return { queryClient, invalidated };
}

describe('realtime hub events', () => {
  it('`changed` invalidates the domain and the domains that show its records, and only those', () => {
    const { queryClient, invalidated } = cacheWith(
      ['rebateGroups', 'list', { pageIndex: 1 }],
      ['rebateGroups', 'options'],
      ['products', 'list', {}],
      ['products', 'detail', '1'],
      ['prices', 'list', 'guid'],
      ['notifications', 'unreadCount'],
    );
    // Product rows and details show their rebate group's name: a renamed group refreshes them too.
    hubHandlers(queryClient, ['notifications']).changed({ domain: 'rebateGroups', ids: [3] });
    expect(invalidated()).toEqual([
      ['rebateGroups', 'list', { pageIndex: 1 }],
      ['rebateGroups', 'options'],
      ['products', 'list', {}],
      ['products', 'detail', '1'],
    ]);
  });

  it('`changed` of a domain nothing else shows stays in that domain; an unknown domain changes nothing', () => {
    const { queryClient, invalidated } = cacheWith(['products', 'list', {}], ['prices', 'list', 'guid']);
    const handlers = hubHandlers(queryClient, ['notifications']);
    handlers.changed({ domain: 'rebateGroup', ids: [] });
    expect(invalidated()).toEqual([]);
    handlers.changed({ domain: 'prices', ids: [1] });
    expect(invalidated()).toEqual([['prices', 'list', 'guid']]);
  });

  it('`changed` of the security domain (the user’s own rights) goes to the shell’s follower', () => {
    const { queryClient, invalidated } = cacheWith(['security', 'accessRights'], ['products', 'list', {}]);
    let followed = 0;
    hubHandlers(queryClient, ['notifications'], () => followed++).changed({ domain: 'security', ids: [] });
    expect(followed).toBe(1);
    expect(invalidated()).toEqual([]);
    // Without a follower the security queries are invalidated as any domain's.
    hubHandlers(queryClient, ['notifications']).changed({ domain: 'security', ids: [] });
    expect(invalidated()).toEqual([['security', 'accessRights']]);
  });

  it('`notification` invalidates the notification queries (badge and list)', () => {
    const { queryClient, invalidated } = cacheWith(
      ['notifications', 'unreadCount'],
      ['notifications', 'list'],
      ['rebateGroups', 'options'],
    );
    hubHandlers(queryClient, ['notifications']).notification();
    expect(invalidated()).toEqual([
      ['notifications', 'unreadCount'],
      ['notifications', 'list'],
    ]);
  });

  it('a reconnect invalidates everything (events may have been missed); malformed events nothing', () => {
    const { queryClient, invalidated } = cacheWith(['rebateGroups', 'options'], ['products', 'list']);
    const handlers = hubHandlers(queryClient, ['notifications']);
    for (const payload of [null, 'rebateGroups', { domain: '', ids: [] }, { domain: 'products', ids: ['1'] }, {}])
      handlers.changed(payload);
    expect(invalidated()).toEqual([]);
    handlers.reconnected();
    expect(invalidated()).toHaveLength(2);
  });

  it('recognises a changed event', () => {
    expect(isChangedEvent({ domain: 'products', ids: [1, 2] })).toBe(true);
    expect(isChangedEvent({ domain: 'products', ids: [] })).toBe(true);
    expect(isChangedEvent({ domain: 'products' })).toBe(false);
  });

  it('retries at once, then backs off to 30 s, spread by ±20 %', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 10].map((n) => retryDelay(n, middle))).toEqual([0, 2_000, 5_000, 10_000, 30_000, 30_000]);
    expect(retryDelay(4, () => 1)).toBe(36_000);
    expect(retryDelay(4, () => 0)).toBe(24_000);
  });
});
