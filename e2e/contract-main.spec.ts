/**
 * Main contracts: staff make a main contract for a contract's customer from the detail and link the
 * contract to it in one go (the header shows it, a version records it), then unlink it again.
 */
import { expect, test, contractCustomers, createContract, expectNoViolations, signInToContracts } from './fixtures';

test('makes a main contract for the customer, links the contract to it and unlinks it', async ({ page }) => {
  await signInToContracts(page);
  const customers = await contractCustomers(page.request);
  const contractId = await createContract(page.request, 'support', {
    customerId: customers[2]!.companyId,
    dateStart: '2026-01-01T00:00:00.000Z',
    calculationType: 'invoicedAfter',
    priceType: 'RRP',
  });
  const name = `Framework e2e ${Date.now()}`;

  await page.goto(`/contract/${contractId}`);
  await page.getByRole('button', { name: 'Main contract' }).click();
  const dialog = page.getByRole('dialog', { name: /^Main contract of / });
  await expect(dialog.getByText('Not linked to a main contract.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create and link' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expectNoViolations(page, 'main contract dialog');
  await dialog.getByLabel('Or make a new main contract').fill(name);
  await dialog.getByRole('button', { name: 'Create and link' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(name)).toBeVisible();

  await page.getByRole('button', { name: 'Main contract' }).click();
  await expect(dialog.getByText(`Linked to main contract “${name}”.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
});
