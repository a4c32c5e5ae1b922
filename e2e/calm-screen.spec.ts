/**
 * The list screens are calm and dense: nothing moves after the first rows paint (layout shift),
 * at 1366x768 with the filter panel open the products list shows at least 12 whole rows without
 * horizontal scrolling, a cut name shows in full on focus, and a visited list shows again at once.
 */
import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, horizontalOverflow, sidebar, signIn, filters } from './fixtures';

/** Layout shifts not caused by input (the CLS sum), recorded from the document's start. */
const RECORD_SHIFTS = `
  window.__shift = 0;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (!e.hadRecentInput) window.__shift += e.value; }))
    .observe({ type: 'layout-shift', buffered: true });
`;
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const table = (page: Page, name: string) => page.getByRole('table', { name });

/** Rows of the table whose box lies wholly inside the viewport. */
const wholeRowsInView = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('tbody tr')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );

test.describe('calm, dense lists', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const { path, name } of [
    { path: '/products', name: 'Products' },
    { path: '/rebategroups', name: 'Rebate groups' },
    { path: '/invoices/manualInvoices', name: 'Manual invoices' },
  ])
    test(`${path}: nothing moves after the first rows paint (layout shift at most 0.02)`, async ({ page }) => {
      await signIn(page, ACCOUNTS.admin, '/settings');
      await expect(sidebar(page)).toBeVisible();
      await page.addInitScript(RECORD_SHIFTS);
      // A cold load of the list, as after a reload or an opened link.
      await page.goto(path);
      await expect(table(page, name).locator('tbody tr').first()).toBeVisible();
      await expect(table(page, name)).not.toHaveAttribute('aria-busy');
      // Late arrivals (filter options, sidebar entries) would shift the page while requests settle.
      await page.waitForLoadState('networkidle');
      expect(await shifted(page)).toBeLessThanOrEqual(0.02);
    });

  test('at least 12 whole product rows with the filters open, no horizontal scrolling', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/products');
    await expect((await filters(page)).getByRole('checkbox').first()).toBeVisible();
    await expect(table(page, 'Products')).not.toHaveAttribute('aria-busy');
    expect(await wholeRowsInView(page)).toBeGreaterThanOrEqual(12);
    expect(await horizontalOverflow(page)).toEqual({ page: 0, table: 0 });
    // The primary columns stay; the secondary ones gave way.
    for (const header of ['Code', 'Name', 'Status', 'Last changed'])
      await expect(table(page, 'Products').getByRole('columnheader', { name: header })).toBeVisible();
  });

  test('a name cut short shows in full on hover and keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, ACCOUNTS.admin, '/products?searchText=Microsoft 365 Business');
    const rows = table(page, 'Products').locator('tbody tr');
    await expect(rows.first()).toContainText('Microsoft 365 Business');
    const cut = rows.locator('td span[tabindex="0"]').first();
    // The cut part is the name; the full value (its title) is the whole product name, term included.
    const shown = (await cut.textContent())!;
    const full = (await cut.getAttribute('title'))!;
    expect(full).toContain(shown);
    await cut.focus();
    await expect(page.getByTestId('full-text')).toHaveText(full);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('full-text')).toHaveCount(0);
  });

  test('going back to a visited list shows it at once, without placeholders', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/products');
    const products = table(page, 'Products');
    await expect(products).not.toHaveAttribute('aria-busy');
    const firstCode = await products.locator('tbody tr td:nth-child(2)').first().innerText();
    await products.getByRole('link', { name: firstCode }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(firstCode);
    // Slow the API down: the list must come from the cache, not wait for the network.
    await page.route('**/api/product/v2/products?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goBack();
    await expect(products.locator('tbody tr td:nth-child(2)').first()).toHaveText(firstCode, { timeout: 1_000 });
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
  });

  test('hovering a link loads the page before the click', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/products');
    const products = table(page, 'Products');
    await expect(products).not.toHaveAttribute('aria-busy');
    const link = products.locator('tbody tr td:nth-child(2) a').first();
    const id = (await link.getAttribute('href'))!.split('/').pop()!;
    const detail = page.waitForRequest((r) => r.url().endsWith(`/api/product/v2/products/${id}`));
    await link.hover();
    await detail; // requested on hover, before any click
  });

  test('a reload comes rendered by the server: rows in the page itself, no call for the account, its rights or the modules, the screen working after', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, '/products');
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    // The CSP allows no inline script on a rendered page: a blocked one would be reported.
    await page.addInitScript(`window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));`);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/security\/v2\/(account|account\/accessrights|modules)$/.test(new URL(r.url()).pathname))
        asked.push(new URL(r.url()).pathname);
    });
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.reload();
    const html = (await response!.text()) as string;
    expect(html).toContain('id="ssr-state"');
    expect(html).toMatch(/<tbody[^>]*>.*<tr/s);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    // Taken over by the app: a filter changes the URL and the list.
    await (await filters(page)).getByRole('checkbox', { name: 'Active' }).click();
    await expect(page).toHaveURL(/statusIds=1/);
  });
});
