import { type Page } from '@playwright/test';
import {
  expect,
  test,
  ACCOUNTS,
  apiAnswer,
  expectNoViolations,
  horizontalOverflow,
  sidebar,
  signIn,
  signInApi,
  filters,
} from './fixtures';

const PATH = '/invoices/manualProducts';
const table = (page: Page) => page.getByRole('table', { name: 'Manual products' });
const row = (page: Page, code: string) => table(page).getByRole('row', { name: new RegExp(code) });

test.describe('manual products', () => {
  test('create, edit the price, a bad price on its field, inactivate with a confirmation', async ({ page }) => {
    // A code of this run's own (a retry starts on the same database).
    const code = `E2E-VISIT-${Date.now() % 100_000}`;
    await signIn(page, ACCOUNTS.admin, PATH);
    await expect(page.getByRole('heading', { name: 'Manual products' })).toBeVisible();
    // Active products only by default: the seed's three inactive ones are left out.
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Status: Active');
    await expect(
      (await filters(page)).getByRole('group', { name: 'Status' }).getByLabel('Active', { exact: true }),
    ).toBeChecked();
    await expect(row(page, 'CONSULT-HOUR')).toBeVisible();
    await page.getByLabel('Search').fill('fax');
    await expect(page.getByText('No manual products match this view.')).toBeVisible();
    await page.getByLabel('Search').fill('');
    await expect(row(page, 'CONSULT-HOUR')).toBeVisible();
    await expectNoViolations(page, `${PATH} list`);

    await page.getByRole('button', { name: 'Add manual product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New manual product' });
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByLabel('Description').fill('Site visit by the test team');
    await dialog.getByLabel('Product type').selectOption({ label: 'Service' });
    await dialog.getByRole('combobox', { name: 'Unit', exact: true }).selectOption({ label: 'Hour' });
    await dialog.getByLabel('Unit price').fill('1000000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // A bad price: its error on the field, every input kept.
    await expect(dialog.getByText('Must be at most 999999.99.')).toBeVisible();
    await expect(dialog.getByLabel('Unit price')).toHaveValue(/^1000000/);
    await expect(dialog.getByLabel('Description')).toHaveValue('Site visit by the test team');
    await expectNoViolations(page, `${PATH} dialog with a field error`);
    await dialog.getByLabel('Unit price').fill('85');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your changes were saved.')).toBeVisible();

    await page.getByLabel('Search').fill(code);
    await expect(row(page, code)).toContainText('€85.00');
    await expect(row(page, code)).toContainText('Active');

    await page.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit manual product' });
    await expect(edit.getByLabel('Code')).toHaveValue(code);
    await edit.getByLabel('Unit price').fill('92,5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(row(page, code)).toContainText('€92.50');

    await page.getByRole('button', { name: `Inactivate ${code}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Inactivate ${code}?`);
    await confirm.getByRole('button', { name: 'Inactivate' }).click();
    await expect(page.getByText('Inactivated: no longer offered on new manual invoice lines.')).toBeVisible();
    // Gone from the default (active) view; there with the inactive ones.
    await expect(row(page, code)).toHaveCount(0);
    await page.getByRole('group', { name: 'Status' }).getByLabel('Inactive').check();
    await expect(page).toHaveURL(/statuses=inactive/);
    await expect(row(page, code)).toContainText('Inactive');
  });

  test('inactivate the selected products after one confirmation', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, PATH);
    await page.getByLabel('Search').fill('travel-');
    await expect(table(page).getByRole('row')).toHaveCount(3); // header + TRAVEL-HOUR, TRAVEL-KM
    await page.getByLabel('Select TRAVEL-HOUR').check();
    await page.getByLabel('Select TRAVEL-KM').check();
    const bulk = page.getByRole('group', { name: 'Actions on the selected manual products' });
    await expect(bulk).toContainText('2 selected');
    await bulk.getByRole('button', { name: 'Inactivate selected' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Inactivate 2 manual products?');
    await confirm.getByRole('button', { name: 'Inactivate' }).click();
    await expect(page.getByText('No manual products match this view.')).toBeVisible();
  });

  test('a colleague’s change while the dialog is open: the save is refused, nothing is lost', async ({
    page,
    request,
  }) => {
    await signIn(page, ACCOUNTS.admin, `${PATH}?searchText=REMOTE-SUPPORT`);
    await page.getByRole('button', { name: 'Edit REMOTE-SUPPORT' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit manual product' });
    await edit.getByLabel('Unit price').fill('80');
    await signInApi(request, ACCOUNTS.admin);
    const page1 = await apiAnswer<{ items: Record<string, unknown>[] }>(
      request,
      'get',
      '/api/invoice/v2/manualproducts?searchText=REMOTE-SUPPORT',
    );
    const put = await request.put('/api/invoice/v2/manualproducts', {
      data: { ...page1.items[0], unitPrice: 77 },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(put.ok()).toBe(true);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText('Someone else changed this record in the meantime.');
    await expect(edit.getByLabel('Unit price')).toHaveValue('80,00');
    await edit.getByRole('button', { name: 'Use their version' }).click();
    await expect(edit.getByLabel('Unit price')).toHaveValue('77,00');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(row(page, 'REMOTE-SUPPORT')).toContainText('€77.00');
  });

  test('the read-only account sees the list without add, edit, selection or inactivate', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, PATH);
    await expect(row(page, 'CONSULT-HOUR')).toBeVisible();
    await page.keyboard.press('a');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add manual product' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Inactivate) / })).toHaveCount(0);
    await expect(table(page).getByRole('checkbox')).toHaveCount(0);
  });
});

test('calm and dense at 1366x768: nothing moves after the rows paint, no horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, ACCOUNTS.admin, '/settings');
  await expect(sidebar(page)).toBeVisible();
  await page.addInitScript(`
    window.__shift = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (!e.hadRecentInput) window.__shift += e.value; }))
      .observe({ type: 'layout-shift', buffered: true });
  `);
  await page.goto(PATH);
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await expect(table(page)).not.toHaveAttribute('aria-busy');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.02);
  expect(await horizontalOverflow(page)).toEqual({ page: 0, table: 0 });
});
