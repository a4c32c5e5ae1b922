/**
 * A contract item's price comes from the product's price rules: staff add an NCE licence at a
 * quantity of a higher tier, see its unit price and monthly amount, and follow "why this price" to
 * the product's price explanation, asked the same question (day, quantity, price type). Recalculating
 * a contract whose prices already follow the rules says so and makes no version.
 */
import {
  expect,
  test,
  apiAnswer,
  createNceContract,
  expectNoViolations,
  signInToContracts,
  pickInCombobox,
} from './fixtures';

const API = '/api/contract/v2/contracts';

test('an NCE item takes its price from the product rules, and "why this price" explains it', async ({ page }) => {
  await signInToContracts(page);
  const request = page.request;
  const products = await apiAnswer<{ productId: number; code: string; name: string; productTypeCode: string }[]>(
    request,
    'get',
    `${API}/products?searchText=Microsoft 365 Business`,
  );
  const licence = products.find((p) => p.productTypeCode === 'MS_NCE')!;
  const contractId = await createNceContract(request);

  await page.goto(`/contract/${contractId}`);
  await expect(page.getByText('This contract has no items yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  const add = page.getByRole('dialog', { name: /^New item on contract/ });
  await pickInCombobox(add, 'Product', licence.code, `${licence.code} – ${licence.name}`);
  await add.getByLabel('Quantity').fill('12');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toHaveCount(0);

  const items = page.getByRole('table', { name: /^Items of contract/ });
  const why = items.getByRole('link', { name: new RegExp(`why this price for ${licence.code}`) });
  await expect(why).toBeVisible();
  const price = (await why.textContent())!.trim();
  expect(price).toMatch(/^€[\d,]+\.\d{2,4}$/);
  // The saved alert read and closed, the page is scanned at rest.
  const saved = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await expect(saved).toContainText('Your changes were saved.');
  await saved.getByRole('button', { name: 'Close toast' }).click();
  await expect(saved).toHaveCount(0);
  await expectNoViolations(page, 'contract with a priced item');

  // Recalculating changes nothing: the prices already follow the rules.
  await page.getByRole('button', { name: 'Recalculate prices' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Recalculate prices' }).click();
  await expect(page.getByText('Every price already follows the product price rules.')).toBeVisible();

  await why.click();
  await expect(page).toHaveURL(/\/products\/\d+\?.*explainQuantity=12/);
  const question = page.getByRole('group', { name: 'Question' });
  await expect(question.getByLabel('Quantity')).toHaveValue('12');
  await expect(
    page.getByText(new RegExp(`Price that applies: ${price.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
  ).toBeVisible();
  await expectNoViolations(page, 'price explanation from a contract item');
});
