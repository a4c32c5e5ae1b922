/**
 * Comparing versions of a contract: after an item's quantity changes, the versions tab compares the
 * two newest by default (the quantity 2 → 5 and what it adds to the monthly amount, with its sign);
 * comparing from the first version, chosen in the URL, shows the item as added.
 */
import { expect, test, apiAnswer, createHostingContract, expectNoViolations, signInToContracts } from './fixtures';

const API = '/api/contract/v2/contracts';
/** As src/shared/format.ts writes amounts in English (the e2e screens' language): €1,234.56. */
const money = (amount: number) =>
  new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(amount);

test('compares the two newest versions, field by field, with the monthly amount change', async ({ page }) => {
  await signInToContracts(page);
  const request = page.request;
  const contractId = await createHostingContract(request, {
    dateStart: `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
    quantity: 2,
  });
  const contract = await apiAnswer<{ items: Record<string, unknown>[] }>(request, 'get', `${API}/${contractId}`);
  const { metadatas: _, ...item } = contract.items[0]!;
  const reply = await request.put(`${API}/contractitem`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...item, contractId, contractItemId: item.contractItemId, version: item.version, quantity: 5 },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const productCode = item.productCode as string;
  const updated = await apiAnswer<{ items: { monthlyAmount: number }[] }>(request, 'get', `${API}/${contractId}`);
  const [before, after] = [item.monthlyAmount as number, updated.items[0]!.monthlyAmount];
  expect(after).toBeGreaterThan(before);

  await page.goto(`/contract/${contractId}?tab=versions`);
  const compare = page.getByRole('region', { name: 'Compare versions' });
  await expect(compare.getByLabel('From version')).toHaveValue('2');
  await expect(compare.getByLabel('To version')).toHaveValue('3');
  await expect(compare.getByText(/^Version 2 → version 3 · monthly amount/)).toContainText(
    `(+${money(after - before)})`,
  );
  const changed = compare.getByRole('listitem').filter({ hasText: productCode }).first();
  await expect(changed.getByRole('listitem').filter({ hasText: /^Quantity/ })).toHaveText('Quantity: 2 → 5');
  await expect(changed.getByRole('listitem').filter({ hasText: /^Monthly amount/ })).toContainText(
    `(+${money(after - before)})`,
  );
  await expectNoViolations(page, 'contract version compare');

  // From the first version: the item did not exist yet, so it shows as added, with its quantity now.
  await compare.getByLabel('From version').selectOption('1');
  await expect(page).toHaveURL(/[?&]from=1\b/);
  await expect(page).toHaveURL(/[?&]to=3\b/);
  const added = compare.getByRole('table', { name: 'Items added from version 1 to version 3' });
  const row = added
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${productCode}`) }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('5');
  await expect(row.getByRole('cell').nth(2)).toHaveText(money(after));
  await expect(compare.getByText(/^Version 1 → version 3/)).toContainText(`(+${money(after)})`);

  // The URL holds the comparison: a reload shows the same one.
  await page.reload();
  await expect(compare.getByLabel('From version')).toHaveValue('1');
  await expect(added).toBeVisible();

  // So does a visit to another tab: back on the versions, the same comparison.
  const tabs = page.getByRole('navigation', { name: 'Contract sections' });
  await tabs.getByRole('link', { name: 'Items' }).click();
  await expect(page.getByRole('table', { name: /^Items of contract/ })).toBeVisible();
  await tabs.getByRole('link', { name: 'Versions' }).click();
  await expect(compare.getByLabel('From version')).toHaveValue('1');
  await expect(compare.getByLabel('To version')).toHaveValue('3');
});
