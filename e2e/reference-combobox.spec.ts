/**
 * The reference combobox (docs/forms.md), by keyboard alone: in the manual invoice dialog a customer
 * and a product are found by typing and picked with the arrows and Enter, the invoice saved with
 * Enter; and the open combobox passes axe.
 */
import { expect, test, ACCOUNTS, expectNoViolations, signIn } from './fixtures';

test('a keyboard-only run picks a customer and a product in the manual invoice dialog and saves', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/invoices/manualInvoices');
  await page.getByRole('button', { name: 'New manual invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New manual invoice' });
  const customer = dialog.getByRole('combobox', { name: 'Customer', exact: true });
  const reference = `E2E-KEYS-${Date.now() % 100_000}`;
  // From here on only keys: Tab to the customer, type, arrows, Enter.
  await expect(dialog.getByLabel('Party type')).toBeFocused();
  for (let i = 0; i < 10 && !(await customer.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(customer).toBeFocused();
  await page.keyboard.type('Delvaux');
  await expect(customer).toHaveAttribute('aria-expanded', 'true');
  await expect(customer).not.toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('option', { name: /^Delvaux NV/ })).toBeVisible();
  await expectNoViolations(page, 'manual invoice dialog with the customer combobox open');
  await page.keyboard.press('ArrowDown');
  await expect(customer).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(customer).toHaveValue(/^Delvaux NV/);
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  // Escape in a closed combobox would close the dialog; in an open one it only closes the options.
  await page.keyboard.press('ArrowDown');
  await expect(customer).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(customer).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await expect(customer).toHaveValue(/^Delvaux NV/);

  // The contract type (a native select: the keyboard chooses in it), then the reference.
  const contractType = dialog.getByLabel('Contract type');
  for (let i = 0; i < 12 && !(await contractType.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(contractType).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(contractType).not.toHaveValue('');
  const referenceField = dialog.getByLabel('Reference');
  for (let i = 0; i < 12 && !(await referenceField.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.type(reference);

  // The line's product: Tab to it, type part of its code, arrows, Enter: it fills the line.
  const line = dialog.getByRole('group', { name: 'Line 1' });
  const product = line.getByRole('combobox', { name: 'Manual product' });
  for (let i = 0; i < 12 && !(await product.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(product).toBeFocused();
  await page.keyboard.type('project-d');
  await expect(line.getByRole('option', { name: 'PROJECT-DAY – Project management day' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(product).toHaveValue('PROJECT-DAY – Project management day');
  await expect(line.getByLabel('Description')).toHaveValue('Project management day');
  await expect(line.getByLabel('Unit price')).toHaveValue('760,00');

  // Enter in a closed combobox submits the form: saved, the new invoice opens.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The manual invoice was made as a draft.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Manual invoice draft #\d+$/ })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
});
