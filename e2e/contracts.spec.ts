/**
 * The contracts list as staff use it: ACTIVE by default, filtered to SUSPENDED through a saved
 * filter, a contract opened from a copied link, a customer found on the server and filtered to, the
 * CSV of the view, and the company's contracts tab with its contracts in figures.
 */
import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, signIn, filters } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Contracts' });
const rows = (page: Page) => table(page).locator('tbody tr');
const statusCells = (page: Page) => rows(page).locator('td:nth-child(6)');

test.describe('contracts', () => {
  test('a saved filter shows the suspended contracts; one opens from a copied link', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/contract');
    await expect(rows(page).first()).toBeVisible();
    // ACTIVE only, as the spec says: the status filter shows it and every row is active.
    await expect((await filters(page)).getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
    await expect(statusCells(page).filter({ hasNotText: /^Active$/ })).toHaveCount(0);

    await (await filters(page)).getByRole('checkbox', { name: 'Active', exact: true }).uncheck();
    await (await filters(page)).getByRole('checkbox', { name: 'Suspended', exact: true }).check();
    await expect(page).toHaveURL(/statuses=SUSPENDED/);
    await expect(statusCells(page).first()).toHaveText('Suspended');
    await expect(statusCells(page).filter({ hasNotText: /^Suspended$/ })).toHaveCount(0);
    const name = `Suspended ${Date.now()}`;
    await (await filters(page)).getByLabel('Save current filters as').fill(name);
    await (await filters(page)).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The filter was saved.')).toBeVisible();

    await (await filters(page)).getByRole('button', { name: 'Reset filters' }).click();
    await expect((await filters(page)).getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
    await expect(statusCells(page).first()).toHaveText('Active');
    await (await filters(page)).getByRole('button', { name, exact: true }).click();
    await expect((await filters(page)).getByRole('checkbox', { name: 'Suspended', exact: true })).toBeChecked();
    await expect(statusCells(page).first()).toHaveText('Suspended');
    await expect(statusCells(page).filter({ hasNotText: /^Suspended$/ })).toHaveCount(0);
    await expectNoViolations(page, 'contracts list filtered');

    const link = rows(page).first().getByRole('link').first();
    const number = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
    const colleague = await page.context().newPage();
    await colleague.goto(page.url());
    await expect(colleague.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
    await expect(colleague.getByText('Suspended').first()).toBeVisible();

    await page.goBack();
    await (await filters(page)).getByRole('button', { name: `Delete the filter ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The filter was deleted.')).toBeVisible();
  });

  test('a customer found on the server filters the list; the CSV holds the view', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/contract');
    await expect(rows(page).first()).toBeVisible();
    const customer = (await rows(page).first().locator('td:nth-child(3)').innerText()).trim();
    const panel = await filters(page);
    const find = panel.getByRole('combobox', { name: 'Customer', exact: true });
    await find.fill(customer.slice(0, 12));
    await page.getByRole('option', { name: customer, exact: true }).click();
    await expect(page).toHaveURL(/customerIds=\d+/);
    await find.press('Escape');
    // The chosen customer is a chip in the panel, and on the bar when the panel closes.
    await expect(panel.getByRole('button', { name: `Remove ${customer}` })).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: `Remove Customer: ${customer}` }),
    ).toBeVisible();
    await expect(rows(page).locator('td:nth-child(3)').filter({ hasNotText: customer })).toHaveCount(0);
    const shown = await rows(page).count();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
    expect(lines.length - 1).toBe(shown);
    expect(lines.slice(1).every((line) => line.includes(customer))).toBe(true);
  });

  test('a company shows its contracts in every status on its contracts tab', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/contract?statuses=QUOTE');
    await expect(rows(page).first()).toBeVisible();
    const number = (await rows(page).first().getByRole('link').first().innerText()).trim();
    const customer = (await rows(page).first().locator('td:nth-child(3)').innerText()).trim();
    await page.goto('/company');
    await page.getByLabel('Search').fill(customer);
    await page.getByRole('table', { name: 'Companies' }).getByRole('link', { name: customer, exact: true }).click();
    await page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'Contracts' }).click();
    const tab = page.getByRole('table', { name: `Contracts of ${customer}` });
    await expect(tab.getByRole('link', { name: number })).toBeVisible();
    await expect(tab.getByRole('row', { name: new RegExp(number) })).toContainText('Quote');
    // Above the list the contracts in figures: a count for every status, as many as the tab lists.
    const strip = page.getByRole('group', { name: 'Contracts in figures' });
    const statusCells = tab.locator('tbody tr td:nth-child(3)');
    const shown = await statusCells.count();
    expect(shown).toBeLessThan(20);
    for (const status of ['Active', 'Active, not invoiced', 'Suspended', 'Quote', 'Inactive']) {
      const listed = await statusCells.filter({ hasText: new RegExp(`^${status}$`) }).count();
      await expect(strip.getByRole('listitem').filter({ hasText: new RegExp(`^${status} \\d+$`) })).toHaveText(
        `${status} ${listed}`,
      );
    }
    await expect(strip.getByRole('listitem').filter({ hasText: /^Quote \d+$/ })).not.toHaveText('Quote 0');
    await expect(strip).toContainText(/Monthly amount -?€[\d,]+\.\d\d/);
    await expectNoViolations(page, 'company contracts tab');
  });
});
