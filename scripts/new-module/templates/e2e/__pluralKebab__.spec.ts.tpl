import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoViolations, signIn } from './fixtures';

const PATH = '__spaPath__';
const rows = (page: Page) => page.getByRole('table').getByRole('row');

test.describe('__records__', () => {
  test('list and filter, add, open, rename, and delete after a confirmation', async ({ page }) => {
    // A name of this run's own (a retry starts on the same database).
    const name = `Added in the test ${Date.now() % 100_000}`;
    await signIn(page, ACCOUNTS.admin, PATH);
    // The active ones by default: the seed's inactive example is left out.
    const status = page.getByRole('group', { name: 'Status' });
    await expect(status.getByLabel('Active', { exact: true })).toBeChecked();
    await page.getByLabel('Search').fill('example');
    await expect(rows(page)).toHaveCount(3);
    await status.getByLabel('Inactive', { exact: true }).check();
    await expect(rows(page)).toHaveCount(4);
    await expectNoViolations(page, `${PATH} list`);
    await page.getByLabel('Search').fill('');

    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New record' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your changes were saved.')).toBeVisible();

    await page.getByLabel('Search').fill(name);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expectNoViolations(page, `${PATH} record`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit record' });
    await edit.getByLabel('Name').fill(`${name} renamed`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: `${name} renamed` })).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${name} renamed` })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PATH}(\\?|$)`));
  });
});
