/**
 * The IP plan: staff find the range holding an address, assign a new range to an active contract in
 * the dialog (the IPv4 rule and an overlapping range refused, named, what was typed kept), and see it
 * in the list; the read-only account cannot add.
 */
import { expect, test, ACCOUNTS, expectNoViolations, signIn, pickInCombobox } from './fixtures';

test.describe('IP plan', () => {
  test('finds a range by address, assigns a new one to an active contract, refuses an overlap', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/ipPlan');
    const table = page.getByRole('table', { name: 'IP plan' });
    await expect(table.locator('tbody tr').first()).toContainText('185.12.0.0 – 185.12.0.255');
    await expectNoViolations(page, 'IP plan');

    await page.getByLabel('Search').fill('185.12.0.77');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('256');
    await page.getByLabel('Search').fill('');

    await page.getByRole('button', { name: 'Add range' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New IP range' });
    await dialog.getByLabel('First address').fill('185.12.0.300');
    await dialog.getByLabel('Last address').fill('185.12.0.10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an IPv4 address: four numbers 0 to 255 separated by dots.')).toBeVisible();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expectNoViolations(page, 'IP range dialog with errors');

    // An overlap is the server's to judge: it names the range in the way.
    await dialog.getByLabel('First address').fill('185.12.0.200');
    await dialog.getByLabel('Last address').fill('185.12.0.210');
    await pickInCombobox(dialog, 'Contract', 'C');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This range shares addresses with 185.12.0.0 – 185.12.0.255.')).toBeVisible();
    await expect(dialog.getByLabel('Last address')).toHaveValue('185.12.0.210');

    await dialog.getByLabel('First address').fill('185.12.240.0');
    await dialog.getByLabel('Last address').fill('185.12.240.63');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByLabel('Search').fill('185.12.240.5');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('185.12.240.0 – 185.12.240.63');
  });

  test('the read-only account reads the plan but cannot add or edit', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/ipPlan');
    await expect(page.getByRole('table', { name: 'IP plan' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add range' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });
});
