import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, PASSWORD, hubConnected, hubFrames, signIn } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Rebate groups' });

test.describe('real-time hub', () => {
  test('a colleague’s edit shows in an open list without a reload', async ({ browser }) => {
    const viewerContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    const admin = await adminContext.newPage();
    const frames = hubFrames(viewer);
    try {
      await signIn(viewer, ACCOUNTS.viewer, '/rebategroups');
      await expect(table(viewer).getByRole('row', { name: /Referral partner/ })).toBeVisible();
      // The viewer's hub connection is up once the handshake is answered.
      await hubConnected(frames);
      let loads = 0;
      viewer.on('load', () => loads++);

      await signIn(admin, ACCOUNTS.admin, '/rebategroups');
      for (const [from, to] of [
        ['Referral partner', 'Referral partner (renamed live)'],
        ['Referral partner (renamed live)', 'Referral partner'],
      ] as const) {
        await admin.getByRole('button', { name: `Edit ${from}`, exact: true }).click();
        const dialog = admin.getByRole('dialog', { name: 'Edit rebate group' });
        await dialog.getByLabel('Description').fill(to);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(table(viewer).getByRole('cell', { name: to, exact: true })).toBeVisible();
      }
      expect(frames.some((f) => f.includes('"target":"changed"') && f.includes('"domain":"rebateGroups"'))).toBe(true);
      expect(loads).toBe(0);
    } finally {
      await viewerContext.close();
      await adminContext.close();
    }
  });

  test('a notification for the user raises the unread badge without a reload', async ({ browser, playwright }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const frames = hubFrames(page);
    try {
      await signIn(page, ACCOUNTS.viewer);
      const badge = page.getByTestId('unread-badge');
      await expect(badge).toBeVisible();
      await hubConnected(frames);
      const before = Number(await badge.textContent());
      const { userId } = (
        await (
          await page.request.get('/api/security/v2/account', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
        ).json()
      ).response as { userId: number };

      // An administrator, elsewhere, resets this user's password: the user is notified.
      const adminApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const headers = { 'X-Requested-With': 'XMLHttpRequest' };
      expect(
        (
          await adminApi.post('/api/security/v2/account/login', {
            data: { email: ACCOUNTS.admin, password: PASSWORD },
            headers,
          })
        ).ok(),
      ).toBe(true);
      const reset = await adminApi.post(`/api/security/v2/identity/${userId}/reset-password`, {
        data: { onBehalfOfMainApplication: false },
        headers,
      });
      expect(reset.ok()).toBe(true);
      await adminApi.dispose();

      await expect(badge).toHaveText(String(before + 1));
      expect(frames.some((f) => f.includes('"target":"notification"'))).toBe(true);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await expect(drawer.getByRole('listitem').first()).toContainText('password reset');
    } finally {
      await context.close();
    }
  });

  test('the notifications drawer loads the next page as the list is scrolled', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const list = drawer.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // The demo administrator has 30 notifications, 20 a page; a virtualized list renders fewer rows.
    await expect(drawer.getByText(/^20 of 3\d$/)).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeLessThan(20);
    await expect(drawer.getByText('You have reached the end of the list.')).toHaveCount(0);

    // Scrolled as a person scrolls (the mouse wheel), until the end of the list is in view.
    const end = drawer.getByText('You have reached the end of the list.');
    await list.hover();
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(end).toBeInViewport({ timeout: 250 });
    }).toPass();
    await expect(drawer.getByText(/^(3\d) of \1$/)).toBeVisible();
    // The rows in the DOM are those around the view: the last ones now, the first no longer.
    const positions = await list
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((r) => [r.getAttribute('aria-posinset'), r.getAttribute('aria-setsize')]));
    const [posinset, setsize] = positions.at(-1) ?? [];
    expect(posinset).toBe(setsize);
    expect(positions.some(([p]) => p === '1')).toBe(false);
  });
});
