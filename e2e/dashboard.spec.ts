import { type Page } from '@playwright/test';
import { apiAnswer, expect, expectNoViolations, test, ACCOUNTS, signIn, signInApi } from './fixtures';

const TILES = ['Open invoices', 'Month run', 'Tasks', 'Mails', 'Data quality', 'Service fees', 'Contracts', 'Products'];

const tile = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

type OpenInvoice = { invoiceId: number; version: number; totalIncl: number; amountPaid: number };
type InvoicesTile = { open: { count: number; amount: number } };

test.describe('dashboard', () => {
  test("the administrator's dashboard shows every tile, each with its figures", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const name of TILES) await expect(tile(page, name).getByRole('heading', { name })).toBeVisible();
    await expect(tile(page, 'Open invoices').getByRole('link', { name: 'Open', exact: true })).toBeVisible();
    await expect(page.getByTestId('ageing-chart')).toBeVisible();
    await expect(tile(page, 'Tasks').getByRole('link', { name: 'My open tasks' })).toBeVisible();
    await expectNoViolations(page, 'dashboard');
  });

  test('a products-only user sees only the products tile', async ({ page }) => {
    await signIn(page, ACCOUNTS.products);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(tile(page, 'Products').getByRole('link', { name: 'Active' })).toBeVisible();
    await expect(page.locator('[data-testid^="tile-"]')).toHaveCount(1);
  });

  test("a colleague's payment changes the open amount without a reload", async ({ page, browser }) => {
    await signIn(page, ACCOUNTS.admin);
    const open = tile(page, 'Open invoices').getByRole('link', { name: 'Open', exact: true }).locator('xpath=../..');
    const figure = open.locator('dd');
    await expect(figure).toBeVisible();
    const before = await figure.textContent();
    let loads = 0;
    page.on('load', () => loads++);

    const colleagueContext = await browser.newContext();
    try {
      const colleague = colleagueContext.request;
      await signInApi(colleague, ACCOUNTS.admin);
      const tileBefore = await apiAnswer<InvoicesTile>(colleague, 'get', '/api/dashboard/v2/tiles/invoices');
      const page1 = await apiAnswer<{ items: OpenInvoice[] }>(
        colleague,
        'get',
        '/api/invoice/v2/invoices?types=invoice&states=created&states=sent&pageSize=5',
      );
      const invoice = page1.items.find((i) => i.totalIncl - i.amountPaid > 1)!;
      await apiAnswer(colleague, 'post', '/api/invoice/v2/invoices/set-amount-paid', {
        invoiceId: invoice.invoiceId,
        version: invoice.version,
        amount: 1,
        receivedOn: `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
        method: 'bankTransfer',
      });
      const tileAfter = await apiAnswer<InvoicesTile>(colleague, 'get', '/api/dashboard/v2/tiles/invoices');
      expect(Math.round(tileAfter.open.amount * 100)).toBe(Math.round(tileBefore.open.amount * 100) - 100);
      await expect(figure).not.toHaveText(before ?? '');
      await expect(figure).toContainText(
        tileAfter.open.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
      expect(loads).toBe(0);
    } finally {
      await colleagueContext.close();
    }
  });

  test("each tile's link opens the list it counts, filtered", async ({ page }) => {
    const links: [string, string, RegExp, string][] = [
      ['Open invoices', 'Overdue', /\/invoices\/invoices\?.*states=/, 'Invoices'],
      ['Month run', 'Drafts waiting', /\/invoices\/drafts/, 'Drafts'],
      ['Tasks', 'My open tasks', /\/tasks\?assignees=/, 'Tasks'],
      ['Mails', 'Failed', /\/mails\?statuses=/, 'Mails'],
      ['Data quality', 'Errors', /\/dataquality\?severities=/, 'Data quality'],
      ['Service fees', 'Unclaimed', /\/servicefee\?statuses=/, 'Service fees'],
      ['Contracts', 'Active', /\/contract\?statuses=/, 'Contracts'],
      ['Products', 'To check', /\/products\?statusIds=/, 'Products'],
    ];
    await signIn(page, ACCOUNTS.admin);
    for (const [name, link, url, heading] of links) {
      await page.goto('/');
      await tile(page, name).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // The mails list shows as many failed mails as the tile counts.
    await page.goto('/');
    const failed = tile(page, 'Mails').getByRole('link', { name: 'Failed', exact: true }).locator('xpath=../..');
    const count = (await failed.locator('dd').textContent())!.trim();
    await tile(page, 'Mails').getByRole('link', { name: 'Failed', exact: true }).click();
    // The list's range says the same total (a page of it, then `of {total}`).
    if (count !== '0') await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
  });

  test('/invoices is the invoicing landing page, its sub-pages with their figures', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByTestId('tile-landing-invoices').getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByTestId('tile-landing-drafts').getByText('Drafts waiting')).toBeVisible();
    await expect(page.getByTestId('tile-landing-manualInvoices').getByText('Drafts', { exact: true })).toBeVisible();
    await expect(page.getByTestId('tile-landing-lastRun')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bank statements' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the drafts' }).click();
    await expect(page).toHaveURL(/\/invoices\/drafts$/);
    await page.goto('/invoices');
    await expect(page.getByRole('link', { name: 'Manual products' }).first()).toBeVisible();
    await expectNoViolations(page, 'invoicing landing');
  });
});
