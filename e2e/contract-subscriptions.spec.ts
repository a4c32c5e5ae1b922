/**
 * NCE subscriptions: a licence whose seat count differs at the licence provider (the embedded
 * provider's seed makes some differ) shows both values on the contract's subscriptions tab; staff
 * sync it after a confirmation naming the change (a new version), then add a licence at the provider
 * and on the contract together; both are versions and on the customer's timeline. The read-only account sees the same tab without the actions.
 */
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, signIn, signInToContracts } from './fixtures';

const API = '/api/contract/v2/contracts';
type Item = {
  contractItemId: number;
  productCode: string;
  productName: string;
  contract: { quantity: number };
  differences: { field: string; contract: unknown; provider: unknown }[];
  canSync: boolean;
};

test('syncs a licence that differs from the provider, then changes its seats at the provider', async ({
  page,
  browser,
}) => {
  await signInToContracts(page);
  const request = page.request;
  const types = await apiAnswer<{ contractTypeId: number; code: string }[]>(request, 'get', `${API}/contracttypes`);
  const nce = types.find((t) => t.code === 'o365NCE')!.contractTypeId;
  const contracts = await apiAnswer<{ items: { contractId: number }[] }>(
    request,
    'get',
    `${API}/list?contractTypeIds=${nce}&statuses=ACTIVE&orderBys=number&pageSize=100`,
  );
  // The first contract with a licence whose seat count alone differs (each run syncs one).
  let found: { contractId: number; item: Item } | undefined;
  for (const { contractId } of contracts.items) {
    const items = await apiAnswer<Item[]>(
      request,
      'get',
      `/api/contract/v2/subscriptions/contractitems?contractId=${contractId}&onlyDifferent=true`,
    );
    const item = items.find((i) => i.canSync && i.differences.length === 1 && i.differences[0]!.field === 'quantity');
    if (item) {
      found = { contractId, item };
      break;
    }
  }
  expect(found, 'a seeded licence with another seat count at the provider').toBeDefined();
  const { contractId, item } = found!;
  const provider = item.differences[0]!.provider as number;

  await page.goto(`/contract/${contractId}`);
  await page
    .getByRole('navigation', { name: 'Contract sections' })
    .getByRole('link', { name: 'Subscriptions' })
    .click();
  await expect(page).toHaveURL(/[?&]tab=subscriptions\b/);
  const table = page.getByRole('table', { name: /^Licences of contract/ });
  const row = table.getByRole('row').filter({ hasText: item.productCode }).filter({ hasText: 'Different' }).first();
  await expect(row).toContainText(`${item.contract.quantity} → ${provider}`);
  await expectNoViolations(page, 'contract subscriptions tab');

  await row.getByRole('button', { name: `Sync ${item.productName} with the provider` }).click();
  const confirm = page.getByRole('alertdialog', { name: new RegExp(`^Take the provider’s values for`) });
  await expect(confirm).toContainText(`Licences ${item.contract.quantity} → ${provider}`);
  await confirm.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByText('The licence now matches the provider: a new version was made.')).toBeVisible();
  const synced = table.getByRole('row').filter({ hasText: item.productCode }).filter({ hasText: 'In sync' }).first();
  await expect(synced).toContainText(String(provider));

  // One licence more, at the provider and on the contract.
  await synced.getByRole('button', { name: `Change the number of licences of ${item.productName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Licences of ${item.productName}` });
  await expect(dialog.getByText(`Now ${provider} on the contract, ${provider} at the provider.`)).toBeVisible();
  await expectNoViolations(page, 'licences dialog');
  await dialog.getByRole('spinbutton', { name: 'Licences' }).fill(String(provider + 1));
  await dialog.getByRole('button', { name: 'Save at the provider' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The licences were changed at the provider and on the contract.')).toBeVisible();

  // Both changes are versions of the contract.
  await page.getByRole('navigation', { name: 'Contract sections' }).getByRole('link', { name: 'Versions' }).click();
  const versions = page.getByRole('table', { name: /^Versions of contract/ });
  await expect(versions.getByRole('row').nth(1)).toContainText('Licences changed at the provider');
  await expect(versions.getByRole('row').nth(2)).toContainText('Synced with the provider');
  // And on the customer's timeline, the item's field by its label.
  await page.getByRole('link', { name: /^Timeline of / }).click();
  const timeline = page.getByRole('list', { name: /^Timeline of / });
  await expect(timeline.getByRole('listitem').first()).toContainText(
    `${item.productCode} – Quantity: ${provider} → ${provider + 1}`,
  );

  // The read-only account sees the licences, not the actions.
  const viewer = await browser.newPage();
  await signIn(viewer, ACCOUNTS.viewer, `/contract/${contractId}?tab=subscriptions`);
  const seen = viewer.getByRole('table', { name: /^Licences of contract/ });
  await expect(seen.getByRole('row').filter({ hasText: item.productCode }).first()).toContainText(String(provider + 1));
  await expect(seen.getByRole('button')).toHaveCount(0);
  await viewer.close();
});
