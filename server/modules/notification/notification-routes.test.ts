import { describe, expect, it } from 'vitest';
import { ADMIN, testAppForFile, NOMODULE } from '../../testing/test-app';

const t = testAppForFile();

const BASE = '/api/notification/v2/notifications';

describe('notifications', () => {
  it('pages the newest first and counts the unread', async () => {
    const cookie = await t.login(ADMIN);
    const first = (await t.call({ method: 'GET', url: `${BASE}?pageIndex=1&pageSize=20`, cookie })).json().response;
    expect(first).toMatchObject({ totalCount: 30, pageIndex: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const times = first.items.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = (await t.call({ method: 'GET', url: `${BASE}?pageIndex=2&pageSize=20`, cookie })).json().response;
    expect(second.items).toHaveLength(10);
    expect((await t.call({ method: 'GET', url: `${BASE}/unreadcount`, cookie })).json().response).toEqual({ count: 4 });
  });

  it('marks some or all as read, only for the signed-in user', async () => {
    const cookie = await t.login(ADMIN);
    const unread = (await t.call({ method: 'GET', url: BASE, cookie }))
      .json()
      .response.items.filter((n: { read: boolean }) => !n.read);
    await t.post(`${BASE}/read`, { ids: [] }, cookie);
    expect((await t.call({ method: 'GET', url: `${BASE}/unreadcount`, cookie })).json().response.count).toBe(4);
    await t.post(`${BASE}/read`, { ids: [unread[0].notificationId] }, cookie);
    expect((await t.call({ method: 'GET', url: `${BASE}/unreadcount`, cookie })).json().response.count).toBe(3);
    const other = await t.login(NOMODULE);
    await t.post(`${BASE}/read`, {}, other);
    expect((await t.call({ method: 'GET', url: `${BASE}/unreadcount`, cookie })).json().response.count).toBe(3);
    await t.post(`${BASE}/read`, {}, cookie);
    expect((await t.call({ method: 'GET', url: `${BASE}/unreadcount`, cookie })).json().response.count).toBe(0);
  });

  it('rejects page sizes outside the list choices', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}?pageSize=7`, cookie: await t.login(ADMIN) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ pageSize: 'validation.oneOf|5, 10, 20, 50, 100' });
  });
});
