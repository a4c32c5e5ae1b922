/**
 * The transfer wizard: staff pick the new customer, keep the offered start date (the first of next
 * month), set a reference, start the transfer and see both contracts: the old one ending the day
 * before, the new one starting on the date with the running item. Both are links.
 */
import {
  expect,
  test,
  apiAnswer,
  contractCustomers,
  createHostingContract,
  expectNoViolations,
  signInToContracts,
  pickInCombobox,
} from './fixtures';

const API = '/api/contract/v2/contracts';

test('transfers a contract to another customer through the wizard and shows both contracts', async ({ page }) => {
  await signInToContracts(page);
  const request = page.request;
  const customers = await contractCustomers(request);
  const [from, to] = [customers[0]!, customers[1]!];
  const contractId = await createHostingContract(request, {
    customerId: from.companyId,
    dateStart: '2025-01-01T00:00:00.000Z',
    quantity: 3,
  });
  const { number } = await apiAnswer<{ number: string }>(request, 'get', `${API}/${contractId}`);

  await page.goto(`/contract/${contractId}`);
  await page.getByRole('button', { name: 'Transfer' }).click();
  const wizard = page.getByRole('dialog', { name: `Transfer contract ${number}` });
  await expect(wizard.getByRole('listitem').filter({ hasText: 'New party' })).toHaveAttribute('aria-current', 'step');

  // Step 1: the customer is required before the next step.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('This field is required.')).toBeVisible();
  await expectNoViolations(page, 'transfer wizard, party step');
  const customer = await pickInCombobox(wizard, 'Customer', to.name, to.name);
  await expect(customer).not.toHaveValue('');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Step 2: the first of next month is offered.
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const offered = `01/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
  await expect(wizard.getByLabel('New contract starts on')).toHaveValue(offered);
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Step 3: a reference; step 4: what will happen, then start.
  await wizard.getByLabel('Reference').fill('Take-over e2e');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('definition').filter({ hasText: to.name })).toBeVisible();
  await expect(wizard.getByText('Take-over e2e')).toBeVisible();
  await wizard.getByRole('button', { name: 'Start transfer' }).click();

  // Step 5: both contracts, each a link.
  const summary = wizard.getByRole('table', { name: 'Transfer done' });
  await expect(summary.getByRole('row', { name: /Ended/ })).toContainText(number);
  const started = summary.getByRole('row', { name: /New/ });
  await expect(started).toContainText(to.name);
  await expect(started).toContainText(offered);
  await expectNoViolations(page, 'transfer wizard, summary');
  const newNumber = (await started.getByRole('link').textContent())!.trim();
  await started.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Contract ${newNumber}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Items of contract/ }).locator('tbody tr')).toHaveCount(1);
});
