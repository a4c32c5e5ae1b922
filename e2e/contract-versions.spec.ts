/**
 * Comparing versions of a contract: after an item's quantity changes, the versions tab compares the
 * two newest by default (the quantity 2 → 5 and what it adds to the monthly amount, with its sign);
 * comparing from the first version shows the item as added.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAnswer, expectNoViolations, signIn } from './fixtures';

const API = '/api/contract/v2/contracts';

test('compares the two newest versions, field by field, with the monthly amount change', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/contract');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  const request = page.request;
  const types = await apiAnswer<{ contractTypeId: number; code: string }[]>(request, 'get', `${API}/contracttypes`);
  const customers = await apiAnswer<{ companyId: number }[]>(request, 'get', `${API}/parties?role=customer`);
  const products = await apiAnswer<{ productId: number }[]>(request, 'get', `${API}/products?searchText=HOST`);
  const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  const { contractId } = await apiAnswer<{ contractId: number }>(request, 'post', API, {
    customerId: customers[0]!.companyId,
    contractTypeId: types.find((t) => t.code === 'hosting')!.contractTypeId,
    status: 'ACTIVE',
    dateStart: today,
    calculationType: 'invoicedUpFront',
    priceType: 'RRP',
  });
  await apiAnswer(request, 'post', `${API}/contractitem`, {
    contractId,
    productId: products[0]!.productId,
    dateStart: today,
    quantity: 2,
  });
  const contract = await apiAnswer<{ items: Record<string, unknown>[] }>(request, 'get', `${API}/${contractId}`);
  const { metadatas: _, ...item } = contract.items[0]!;
  const reply = await request.put(`${API}/contractitem`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...item, quantity: 5 },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const unitPrice = item.unitPrice as number;

  await page.goto(`/contract/${contractId}?tab=versions`);
  const compare = page.getByRole('region', { name: 'Compare versions' });
  await expect(compare.getByLabel('From version')).toHaveValue('2');
  await expect(compare.getByLabel('To version')).toHaveValue('3');
  const quantity = compare.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /: Quantity$/ }) });
  await expect(quantity.locator('td')).toHaveText(['2', '5']);
  const delta = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(3 * unitPrice);
  await expect(compare.getByText(`+${delta}`)).toBeVisible();
  await expectNoViolations(page, 'contract version compare');

  await compare.getByLabel('From version').selectOption('1');
  await expect(
    compare.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Item added:/ }) }),
  ).toContainText('quantity 5');
});
