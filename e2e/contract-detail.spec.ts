/**
 * A contract's detail as staff use it: opened from a copied link, two of its items activated at
 * once (selected, moved, confirmed, the statuses change), items added with "create another", an
 * item and the header edited; the read-only account sees no actions. The contract is made for the
 * test through the API, so the path does not depend on the seed's contracts.
 */
import { type Page } from '@playwright/test';
import {
  expect,
  test,
  ACCOUNTS,
  apiAnswer,
  expectNoViolations,
  signIn,
  signInToContracts,
  pickInCombobox,
} from './fixtures';

const API = '/api/contract/v2/contracts';
const today = new Date().toISOString().slice(0, 10);
const wireToday = `${today}T00:00:00.000Z`;

type Made = { contractId: number; number: string; products: { code: string; name: string }[] };

/** An active contract of a type that is not a domain one, with two items still quotes. */
async function makeContract(page: Page): Promise<Made> {
  const request = page.request;
  const types = await apiAnswer<{ contractTypeId: number; code: string; calculationType: string }[]>(
    request,
    'get',
    `${API}/contracttypes`,
  );
  const type = types.find((t) => t.code !== 'domain')!;
  const customers = await apiAnswer<{ companyId: number }[]>(request, 'get', `${API}/parties?role=customer`);
  const products = await apiAnswer<{ productId: number; code: string; name: string }[]>(
    request,
    'get',
    `${API}/products`,
  );
  expect(products.length).toBeGreaterThan(2);
  const { contractId } = await apiAnswer<{ contractId: number }>(request, 'post', API, {
    customerId: customers[0]!.companyId,
    contractTypeId: type.contractTypeId,
    status: 'ACTIVE',
    dateStart: wireToday,
    calculationType: type.calculationType,
    priceType: 'RRP',
    reference: `e2e ${Date.now()}`,
  });
  for (const product of products.slice(0, 2))
    await apiAnswer(request, 'post', `${API}/contractitem`, {
      contractId,
      productId: product.productId,
      status: 'QUOTE',
      dateStart: wireToday,
      quantity: 2,
    });
  const contract = await apiAnswer<{ number: string }>(request, 'get', `${API}/${contractId}`);
  return { contractId, number: contract.number, products };
}

const items = (page: Page) => page.getByRole('table', { name: /^Items of contract/ });

test.describe('contract detail', () => {
  test('activates two items at once, adds items with create another, edits an item and the header', async ({
    page,
    browser,
  }) => {
    await signInToContracts(page);
    const made = await makeContract(page);

    // A colleague's copied link.
    const link = new URL(`/contract/${made.contractId}`, page.url()).toString();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Contract ${made.number}`) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
    await expect(items(page).locator('tbody tr')).toHaveCount(2);
    await expect(items(page).getByText('Quote')).toHaveCount(2);
    await expectNoViolations(page, 'contract detail');

    // Select both, activate them in one request, after a confirmation naming the statuses.
    await items(page).getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    const bulk = page.getByRole('group', { name: 'Selected items' });
    await expect(bulk).toContainText('2 selected');
    await bulk.getByRole('button', { name: 'Activate' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Change 2 items from Quote to Active?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 items changed.' })).toBeVisible();
    await expect(items(page).getByText('Active', { exact: true })).toHaveCount(2);
    await expect(items(page).getByText('Quote', { exact: true })).toHaveCount(0);

    // Add two items: "create another" keeps the dialog open for the second.
    await page.getByRole('button', { name: 'Add item' }).click();
    const add = page.getByRole('dialog', { name: `New item on contract ${made.number}` });
    await expect(add.getByLabel('Create another')).toBeVisible();
    await expect(add.getByLabel('Change applies from')).toHaveCount(0);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('This field is required.').first()).toBeVisible();
    await expectNoViolations(page, 'contract item dialog with errors');
    const third = made.products[2]!;
    await pickInCombobox(add, 'Product', third.code, `${third.code} – ${third.name}`);
    await add.getByLabel('Description').fill('First added');
    await add.getByLabel('Create another').check();
    await add.getByRole('button', { name: 'Save' }).click();
    // Saved, and the dialog stays open, emptied, for the next (the table behind it is inert meanwhile).
    await expect(add).toBeVisible();
    await expect(add.getByLabel('Description')).toHaveValue('');
    await add.getByLabel('Description').fill('Second added');
    await add.getByLabel('Create another').uncheck();
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toHaveCount(0);
    await expect(items(page).locator('tbody tr')).toHaveCount(4);
    await expect(items(page)).toContainText('Second added');

    // Edit an item: its quantity.
    await items(page)
      .getByRole('button', { name: new RegExp(`^Edit ${third.code} – First added`) })
      .click();
    const edit = page.getByRole('dialog', { name: /^Edit item/ });
    await expect(edit.getByLabel('Change applies from')).toBeVisible();
    await expect(edit.getByLabel('Create another')).toHaveCount(0);
    await edit.getByLabel('Quantity').fill('7');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(items(page).getByRole('row', { name: /First added/ })).toContainText('7');

    // Edit the header: its reference.
    await page.getByRole('button', { name: 'Edit header' }).click();
    const header = page.getByRole('dialog', { name: `Edit contract ${made.number}` });
    await expect(header.getByLabel('Status')).toHaveCount(0);
    const reference = `Ref ${Date.now()}`;
    await header.getByLabel('Reference').fill(reference);
    await header.getByRole('button', { name: 'Save' }).click();
    await expect(header).toHaveCount(0);
    await expect(page.getByText(reference)).toBeVisible();

    // The versions tell it.
    await page.getByRole('link', { name: 'Versions' }).click();
    await expect(
      page
        .getByRole('table', { name: /^Versions of contract/ })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();
    await expectNoViolations(page, 'contract versions');

    // The read-only account sees the same contract without any action.
    const viewer = await (await browser.newContext()).newPage();
    await signIn(viewer, ACCOUNTS.viewer, `/contract/${made.contractId}`);
    await expect(viewer.getByRole('heading', { level: 1, name: new RegExp(`Contract ${made.number}`) })).toBeVisible();
    await expect(items(viewer).locator('tbody tr')).toHaveCount(4);
    await expect(viewer.getByRole('button', { name: 'Edit header' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Add item' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /^(Activate|Suspend|Back to quote)$/ })).toHaveCount(0);
    await expect(items(viewer).getByRole('checkbox')).toHaveCount(0);
    await expect(items(viewer).getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await viewer.context().close();
  });
});
