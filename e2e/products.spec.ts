import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, signIn, filters } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Products' });
const range = (page: Page) => page.getByText(/^[\d,]+–[\d,]+ of [\d,]+$/);
/** The list's total, read from "x–y of total" once the table shows the current view. */
async function total(page: Page): Promise<number> {
  await expect(table(page)).not.toHaveAttribute('aria-busy');
  const text = await range(page).innerText();
  return Number(text.split(' of ')[1]!.replace(/,/g, ''));
}
/** The code (second cell, after the selection box) of every listed row, once the view is current. */
async function codes(page: Page) {
  await expect(table(page)).not.toHaveAttribute('aria-busy');
  return table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
}

/**
 * WCAG contrast ratio of an element's text against its background: the first opaque background up
 * the tree, the text's alpha and the opacity of every ancestor applied. Colours are read through a
 * canvas, which turns any CSS colour (oklch included) into sRGB.
 */
function textContrast(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data];
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    let background = [255, 255, 255, 255];
    let opacity = 1;
    let backgroundFound = false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const colour = rgba(style.backgroundColor);
      if (!backgroundFound && colour[3] === 255) {
        background = colour;
        backgroundFound = true;
      }
    }
    const text = rgba(getComputedStyle(el).color);
    const alpha = (text[3]! / 255) * opacity;
    const shown = text.slice(0, 3).map((c, i) => c * alpha + background[i]! * (1 - alpha));
    const [light, dark] = [luminance(shown), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
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

    await (await filters(page)).getByRole('checkbox', { name: 'Active' }).check();
    await expect(page).toHaveURL(/statusIds/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    await expect(page.getByRole('button', { name: /^Filters\s*Active filters: 1$/ })).toBeVisible();

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
    // Another test may add a product meanwhile: the range, not the exact total, is this view's.
    const range = /^11–20 of [\d,]+$/;
    await expect(page.getByText(range)).toBeVisible();
    const secondPage = await codes(page);
    expect(secondPage).toHaveLength(10);

    await page.reload();
    await expect(page.getByText(range)).toBeVisible();
    expect(await codes(page)).toEqual(secondPage);
    await expect((await filters(page)).getByRole('checkbox', { name: 'Active' })).toBeChecked();

    // Every status badge on the page says Active; a product row links to its detail.
    await expect(table(page).locator('tbody tr').filter({ hasNotText: 'Active' })).toHaveCount(0);
    await table(page).getByRole('link', { name: secondPage[0] }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await page.goBack();
    await expect(page.getByText(range)).toBeVisible();

    // A filter change starts at page 1; reset clears filters and search but keeps the sort.
    await page.getByLabel('Search').fill('365');
    await expect(page).toHaveURL(/searchText=365/);
    await expect(page).not.toHaveURL(/pageIndex/);
    await (await filters(page)).getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/products\?sort=code$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
    // Every product again (another test may have added some meanwhile).
    await expect.poll(() => total(page)).toBeGreaterThanOrEqual(all);
    // Reset returns to the default page size, after a reload too (the chosen one is forgotten).
    await expect(page.getByLabel('Rows per page')).toHaveValue('20');
    await page.reload();
    await expect(page.getByLabel('Rows per page')).toHaveValue('20');
  });

  test('the updated-at range: typed as DD/MM/YYYY or picked in a calendar, kept in the URL as days', async ({
    page,
  }) => {
    await openProducts(page);
    const all = await total(page);
    // Last year: the seed spreads the products' last changes over the two years before today.
    const year = new Date().getFullYear() - 1;
    const from = (await filters(page)).getByRole('textbox', { name: 'From' });
    const until = (await filters(page)).getByRole('textbox', { name: 'Until' });
    await until.fill(`31/12/${year}`);
    await until.blur();
    await expect(page).toHaveURL(new RegExp(`updatedUntil=${year}-12-31`));
    await from.fill(`01-01-${year}`);
    await from.blur();
    await expect(page).toHaveURL(new RegExp(`updatedFrom=${year}-01-01`));
    await expect(page.getByRole('button', { name: /^Filters\s*Active filters: 2$/ })).toBeVisible();
    await expect.poll(() => total(page)).toBeLessThan(all);
    // Every listed product was last updated in that year.
    const updated = await table(page).locator('tbody tr td:last-child').allInnerTexts();
    expect(updated.length).toBeGreaterThan(0);
    for (const day of updated) expect(day).toMatch(new RegExp(`^\\d{2}/\\d{2}/${year}$`));

    // The until-calendar cannot go before the from-day; a picked day goes to the URL.
    await from.fill(`10/12/${year}`);
    await from.blur();
    await expect(page).toHaveURL(new RegExp(`updatedFrom=${year}-12-10`));
    await (await filters(page)).getByRole('button', { name: 'Choose a date' }).nth(1).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await expect(calendar.locator(`[data-day="${year}-12-09"]`)).toHaveAttribute('data-disabled', 'true');
    await expect(calendar.locator(`[data-day="${year}-12-10"]`)).not.toHaveAttribute('data-disabled');
    await calendar.locator(`[data-day="${year}-12-20"] button`).click();
    await expect(page).toHaveURL(new RegExp(`updatedUntil=${year}-12-20`));
    await expect(until).toHaveValue(`20/12/${year}`);
    await page.reload();
    await expect((await filters(page)).getByRole('textbox', { name: 'From' })).toHaveValue(`10/12/${year}`);
    await expect((await filters(page)).getByRole('textbox', { name: 'Until' })).toHaveValue(`20/12/${year}`);
  });

  test('save, apply and delete a saved filter', async ({ page }) => {
    await openProducts(page);
    const all = await total(page);
    await (await filters(page)).getByRole('checkbox', { name: 'To check' }).check();
    await expect.poll(async () => (await page.url()).includes('statusIds')).toBe(true);
    // The URL changes before the table shows the filtered view: wait for its total to drop.
    await expect.poll(() => total(page)).toBeLessThan(all);
    const toCheck = await total(page);
    await (await filters(page)).getByLabel('Save current filters as').fill('Products to check');
    await (await filters(page)).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The filter was saved.')).toBeVisible();
    const saved = (await filters(page)).getByRole('button', { name: 'Products to check', exact: true });
    await expect(saved).toBeVisible();

    await (await filters(page)).getByRole('button', { name: 'Reset filters' }).click();
    await expect((await filters(page)).getByRole('checkbox', { name: 'To check' })).not.toBeChecked();
    await expect.poll(() => total(page)).toBeGreaterThan(toCheck);

    await saved.click();
    await expect((await filters(page)).getByRole('checkbox', { name: 'To check' })).toBeChecked();
    await expect.poll(() => total(page)).toBe(toCheck);

    await (await filters(page)).getByRole('button', { name: 'Delete the filter Products to check' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Products to check?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('The filter was deleted.')).toBeVisible();
    await expect(saved).toHaveCount(0);
  });

  test('the filters are closed at first, the active ones as chips after the search box; open stays open after a reload; F toggles', async ({
    page,
  }) => {
    await openProducts(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox', { name: 'Active', exact: true })).toHaveCount(0);
    // Search first in the tab order, the filters' button next.
    await page.getByLabel('Search').focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();

    await (await filters(page)).getByRole('checkbox', { name: 'Active' }).check();
    await expect(page).toHaveURL(/statusIds=/);
    await page.reload();
    await expect(range(page)).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Active' }),
    ).toBeChecked();

    await page.keyboard.press('f');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(toggle).toContainText('1');
    const chip = chips.getByRole('button', { name: 'Remove Status: Active' });
    await chip.click();
    await expect(page).not.toHaveURL(/statusIds=/);
    await expect(chips).toHaveCount(0);
    await page.keyboard.press('f');
    await expect(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Active' }),
    ).not.toBeChecked();
  });

  test('export writes every row of the filtered view to CSV', async ({ page }) => {
    await openProducts(page);
    await (await filters(page)).getByRole('checkbox', { name: 'Active' }).check();
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

  test('a disabled button stays readable: Previous on page 1 has AA contrast (4.5:1)', async ({ page }) => {
    await openProducts(page);
    const previous = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await textContrast(previous)).toBeGreaterThanOrEqual(4.5);
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
