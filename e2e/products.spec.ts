import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Products' });
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const range = (page: Page) => page.getByText(/^\d+–\d+ of \d+$/);
/** The list's total, read from "x–y of total" once the table shows the current view. */
async function total(page: Page): Promise<number> {
  await expect(table(page)).not.toHaveAttribute('aria-busy');
  const text = await range(page).innerText();
  return Number(text.split(' of ')[1]);
}
/** The code (second cell, after the selection box) of every listed row, once the view is current. */
async function codes(page: Page) {
  await expect(table(page)).not.toHaveAttribute('aria-busy');
  return table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
}

async function openProducts(page: Page, email: string = ACCOUNTS.admin) {
  await signIn(page, email, '/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(range(page)).toBeVisible();
}

test.describe('products list', () => {
  test('filter, sort and page; the URL holds the view and a reload restores it', async ({ page }) => {
    await openProducts(page);
    const all = await total(page);
    expect(all).toBeGreaterThan(100);

    await filters(page).getByRole('checkbox', { name: 'Active' }).check();
    await expect(page).toHaveURL(/statusIds/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    const active = await total(page);
    await expect(filters(page).getByLabel('Active filters: 1')).toBeVisible();

    await table(page).getByRole('button', { name: /Code/ }).click();
    await expect(page).toHaveURL(/sort=code/);
    await expect(table(page).getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await codes(page);
    await table(page).getByRole('button', { name: /Code/ }).click();
    await expect(page).toHaveURL(/sort=code_desc/);
    await expect.poll(async () => (await codes(page))[0]).not.toBe(ascending[0]);
    await table(page).getByRole('button', { name: /Code/ }).click();
    await expect(page).not.toHaveURL(/sort=/);
    await table(page).getByRole('button', { name: /Code/ }).click();
    await expect.poll(() => codes(page)).toEqual(ascending);

    await page.getByLabel('Rows per page').selectOption('10');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`11–20 of ${active}`)).toBeVisible();
    const secondPage = await codes(page);
    expect(secondPage).toHaveLength(10);

    await page.reload();
    await expect(page.getByText(`11–20 of ${active}`)).toBeVisible();
    expect(await codes(page)).toEqual(secondPage);
    await expect(filters(page).getByRole('checkbox', { name: 'Active' })).toBeChecked();

    // Every status badge on the page says Active; a product row links to its detail.
    await expect(table(page).locator('tbody tr').filter({ hasNotText: 'Active' })).toHaveCount(0);
    await table(page).getByRole('link', { name: secondPage[0] }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await page.goBack();
    await expect(page.getByText(`11–20 of ${active}`)).toBeVisible();

    // A filter change starts at page 1; reset clears filters and search but keeps the sort.
    await page.getByLabel('Search').fill('365');
    await expect(page).toHaveURL(/searchText=365/);
    await expect(page).not.toHaveURL(/pageIndex/);
    await filters(page).getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/products\?sort=code$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect.poll(() => total(page)).toBe(all);
  });

  test('save, apply and delete a saved filter', async ({ page }) => {
    await openProducts(page);
    await filters(page).getByRole('checkbox', { name: 'To check' }).check();
    await expect.poll(async () => (await page.url()).includes('statusIds')).toBe(true);
    const toCheck = await total(page);
    await filters(page).getByLabel('Save current filters as').fill('Products to check');
    await filters(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The filter was saved.')).toBeVisible();
    const saved = filters(page).getByRole('button', { name: 'Products to check', exact: true });
    await expect(saved).toBeVisible();

    await filters(page).getByRole('button', { name: 'Reset filters' }).click();
    await expect(filters(page).getByRole('checkbox', { name: 'To check' })).not.toBeChecked();
    await expect.poll(() => total(page)).toBeGreaterThan(toCheck);

    await saved.click();
    await expect(filters(page).getByRole('checkbox', { name: 'To check' })).toBeChecked();
    await expect.poll(() => total(page)).toBe(toCheck);

    await filters(page).getByRole('button', { name: 'Delete the filter Products to check' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Products to check?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('The filter was deleted.')).toBeVisible();
    await expect(saved).toHaveCount(0);
  });

  test('the filter sidebar stays collapsed after a reload; F toggles it', async ({ page }) => {
    await openProducts(page);
    await filters(page).getByRole('button', { name: 'Hide filters' }).click();
    await expect(filters(page).getByRole('checkbox')).toHaveCount(0);
    await page.reload();
    await expect(range(page)).toBeVisible();
    await expect(filters(page).getByRole('button', { name: 'Show filters' })).toBeVisible();
    await expect(filters(page).getByRole('checkbox')).toHaveCount(0);
    await page.keyboard.press('f');
    await expect(filters(page).getByRole('checkbox', { name: 'Active' })).toBeVisible();
  });

  test('export writes every row of the filtered view to CSV', async ({ page }) => {
    await openProducts(page);
    await filters(page).getByRole('checkbox', { name: 'Active' }).check();
    await page.getByLabel('Search').fill('Microsoft');
    await expect(page).toHaveURL(/searchText=Microsoft/);
    await expect(page.getByLabel('Rows per page')).toHaveValue('20');
    const expected = await total(page);
    expect(expected).toBeGreaterThan(20);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines.length - 1).toBe(expected);
    expect(lines[0]).toContain('Code');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  test('multi-selection: one, all, a second select-all clears, a new page resets', async ({ page }) => {
    await openProducts(page);
    const rows = table(page).locator('tbody tr');
    await rows.nth(0).getByRole('checkbox').check();
    await expect(page.getByText('1 selected')).toBeVisible();
    const selectAll = table(page).getByRole('checkbox', { name: 'Select all rows on this page' });
    await selectAll.check();
    await expect(page.getByText('20 selected')).toBeVisible();
    await selectAll.click();
    await expect(page.getByText(/selected$/)).toHaveCount(0);
    await selectAll.check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/selected$/)).toHaveCount(0);
    await expect(selectAll).not.toBeChecked();
  });

  test('read-only: no add button, A does nothing, the empty state offers a disabled create', async ({ page }) => {
    await openProducts(page, ACCOUNTS.viewer);
    await expect(page.getByRole('button', { name: 'New product' })).toHaveCount(0);
    await page.keyboard.press('a');
    await expect(page).toHaveURL(/\/products$/);
    await page.getByLabel('Search').fill('no product is called this');
    await expect(page.getByText('No products match the search and filters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New product' })).toBeDisabled();
  });

  test('shortcuts: R refreshes the table, S focuses the search, with edit right A opens the add screen', async ({
    page,
  }) => {
    await openProducts(page, ACCOUNTS.products);
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    const refreshed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/product/v2/products' && r.status() === 200,
    );
    await page.keyboard.press('r');
    await refreshed;
    await page.keyboard.press('s');
    await expect(page.getByLabel('Search')).toBeFocused();
    await page.getByLabel('Search').blur();
    await page.keyboard.press('a');
    await expect(page).toHaveURL(/\/products\/add$/);
  });
});
