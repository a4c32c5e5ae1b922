import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, signIn, signInApi, filters } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Rebate groups' });

test.describe('rebate groups', () => {
  test('search, sort and page live in the URL and survive a reload', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/rebategroups');
    await expect(table(page).getByRole('row')).toHaveCount(13); // header + 12 seeded groups
    await expect(page.getByText('1–12 of 12')).toBeVisible();
    await table(page)
      .getByRole('button', { name: /Rebate \(%\)/ })
      .click();
    await expect(page).toHaveURL(/sort=rebatePercentage$/);
    await expect(table(page).getByRole('row').nth(1)).toContainText('Internal use');
    await table(page)
      .getByRole('button', { name: /Rebate \(%\)/ })
      .click();
    await expect(table(page).getByRole('row').nth(1)).toContainText('Startup programme');
    await expect(table(page).getByRole('columnheader', { name: /Rebate/ })).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Rows per page').selectOption('5');
    await expect(page.getByText('1–5 of 12')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('6–10 of 12')).toBeVisible();
    await page.reload();
    await expect(page.getByText('6–10 of 12')).toBeVisible();
    await expect(table(page).getByRole('row').nth(1)).toContainText('Gold partner');
    await page.getByLabel('Search').fill('partner');
    await expect(page.getByText('1–5 of 6')).toBeVisible();
    await expect(page).toHaveURL(/searchText=partner/);
    await expect(page).not.toHaveURL(/pageIndex/);
  });

  test('list shortcuts: S focuses the search, A opens the add dialog', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/rebategroups');
    await expect(table(page).getByRole('row', { name: /Gold partner/ })).toBeVisible();
    await page.keyboard.press('s');
    await expect(page.getByLabel('Search')).toBeFocused();
    await page.getByLabel('Search').blur();
    await page.keyboard.press('a');
    await expect(page.getByRole('dialog', { name: 'New rebate group' })).toBeVisible();
  });

  test('create and edit in a dialog, with a server error on its field and a stale edit refused', async ({
    page,
    request,
  }) => {
    await signIn(page, ACCOUNTS.admin, '/rebategroups');
    await page.getByRole('button', { name: 'Add rebate group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New rebate group' });
    await dialog.getByLabel('Description').fill('Gold partner');
    await dialog.getByLabel('Rebate (%)').fill('12,5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This value is already in use.')).toBeVisible();
    await expect(dialog.getByLabel('Rebate (%)')).toHaveValue('12,5');
    await dialog.getByLabel('Description').fill('Cloud partner');
    // A keystroke that would take the percentage above 100 is refused.
    await dialog.getByLabel('Rebate (%)').fill('');
    await dialog.getByLabel('Rebate (%)').pressSequentially('101');
    await expect(dialog.getByLabel('Rebate (%)')).toHaveValue('10');
    await dialog.getByLabel('Rebate (%)').fill('12,5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await expect(table(page)).toContainText('Cloud partner');
    await expect(table(page)).toContainText('12.50%');

    // A colleague changes the group while the dialog is open: the save is refused, nothing is lost.
    await page.getByRole('button', { name: 'Edit Cloud partner' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit rebate group' });
    await edit.getByLabel('Rebate (%)').fill('13');
    await signInApi(request, ACCOUNTS.admin);
    const list = await (
      await request.get('/api/partner/v2/rebategroups?searchText=Cloud', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      })
    ).json();
    const group = list.response.items[0];
    const put = await request.put('/api/partner/v2/rebategroups', {
      data: { ...group, rebatePercentage: 14 },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(put.ok()).toBe(true);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText('Someone else changed this record in the meantime.');
    await expect(edit.getByLabel('Rebate (%)')).toHaveValue('13');
    // Their version shows in the form; keeping mine instead saves mine on top of theirs.
    await edit.getByRole('button', { name: 'Use their version' }).click();
    await expect(edit.getByLabel('Rebate (%)')).toHaveValue('14');
    await edit.getByLabel('Rebate (%)').fill('13');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(table(page).getByRole('row', { name: /Cloud/ })).toContainText('13.00%');
  });

  test('a renamed group shows at once in the product list that was open before (related domains refresh)', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, '/products');
    const products = page.getByRole('table', { name: 'Products' });
    const find = (await filters(page)).getByRole('combobox', { name: 'Rebate group', exact: true });
    await find.fill('Silver partner');
    await page.getByRole('option', { name: 'Silver partner', exact: true }).click();
    await expect(page).toHaveURL(/rebateGroupIds=/);
    await find.press('Escape');
    await expect(products.getByRole('row').nth(1)).toContainText('Silver partner');
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Rebate groups' }).click();
    await page.getByRole('button', { name: 'Edit Silver partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit rebate group' });
    await dialog.getByLabel('Description').fill('Silver partner 2027');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    // Back to the list seen a moment ago (its answer still cached): the rows show the new name.
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?rebateGroupIds=/);
    await expect(products.getByRole('row').nth(1)).toContainText('Silver partner 2027');
  });

  test('the read-only account sees the list without add or edit', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/rebategroups');
    await expect(table(page).getByRole('row', { name: /Gold partner/ })).toBeVisible();
    await page.keyboard.press('a');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add rebate group' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });
});
