import { type Locator, type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, fillNewProduct, signIn, pickInCombobox } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const generalPrices = (page: Page) => page.getByRole('table', { name: 'General prices' });
const explanation = (page: Page) => page.getByRole('region', { name: 'Which price applies?' });

/** Adds a general Sales (RRP) price through the dialog. */
async function addTier(page: Page, tier: { from: string; until: string; amount: string; validFrom: string }) {
  await page.getByRole('button', { name: 'Add pricing rule' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'New pricing rule' })).toBeVisible();
  await form.getByLabel('Price type').selectOption({ label: 'Sales (RRP)' });
  await form.getByRole('spinbutton', { name: 'Amount' }).fill(tier.amount);
  await form.getByLabel('Valid from').fill(tier.validFrom);
  await form.getByLabel('Quantity from').fill(tier.from);
  await form.getByLabel('Quantity until').fill(tier.until);
  await form.getByRole('button', { name: 'Add price' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** The row of a general price by its quantity range. */
const tierRow = (page: Page, from: string, until: string): Locator =>
  generalPrices(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: from, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: until, exact: true }) });

/** Asks for a quantity; the answer region says which price applies. */
async function askExplanation(page: Page, quantity: string) {
  await explanation(page).getByLabel('Quantity').fill(quantity);
  return explanation(page).getByRole('region', { name: 'Answer' });
}

test.describe('pricing', () => {
  test('create, price two tiers, see them in list and graph, edit two prices together, explain, bulk delete', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, ACCOUNTS.products, '/products/add');
    await fillNewProduct(page, 'E2E-TIERED', ['Gelaagd product', 'Tiered product', 'Produit par paliers']);
    await page.getByLabel('Rebate (Pricing)').fill('10');
    await page.getByRole('button', { name: 'Save and continue to pricing' }).click();

    await expect(page).toHaveURL(/\/products\/add\/\d+\/pricing$/);
    await expect(page.getByRole('heading', { name: 'Pricing for the new product' })).toBeVisible();
    await expect(page.getByText('No prices yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip pricing' })).toBeVisible();

    // The form says what is wrong, on its fields, before anything is sent.
    await page.getByRole('button', { name: 'Add pricing rule' }).click();
    await dialog(page).getByLabel('Quantity from').fill('10');
    await dialog(page).getByLabel('Quantity until').fill('5');
    await dialog(page).getByRole('button', { name: 'Add price' }).click();
    await expect(dialog(page).getByText('The pricing type is required.')).toBeVisible();
    await expect(dialog(page).getByText('Must be greater than the quantity from.')).toBeVisible();
    await expect(dialog(page).getByLabel('Quantity from')).toHaveValue('10');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await addTier(page, { from: '1', until: '10', amount: '12,5', validFrom: '01/01/2026' });
    await expect(page.getByText('Price added.')).toBeVisible();
    await addTier(page, { from: '11', until: '50', amount: '10', validFrom: '01/01/2026' });
    await expect(tierRow(page, '1', '10')).toContainText('€12.50');
    await expect(tierRow(page, '11', '50')).toContainText('€10.00');
    await expect(tierRow(page, '11', '50')).toContainText('01/01/2026');
    await expect(tierRow(page, '11', '50')).toContainText('Sales (RRP)');

    await page.getByRole('link', { name: 'Done: go to the product' }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { name: /E2E-TIERED/ })).toBeVisible();

    // The graph draws one line per price; its table view lists the same prices.
    const graph = page.getByRole('region', { name: 'Price over time' });
    const chart = graph.getByRole('img', { name: /Price over time/ });
    await expect(chart).toBeVisible();
    const legend = graph.getByRole('list', { name: 'Legend' });
    await expect(legend.getByRole('listitem').filter({ hasText: '1–10' })).toHaveCount(1);
    await expect(legend.getByRole('listitem').filter({ hasText: '11–50' })).toHaveCount(1);
    // Pointing at the chart shows the price under the pointer.
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await expect(page.locator('.visx-tooltip').filter({ hasText: 'Sales (RRP)' })).toContainText('€');
    await graph.getByRole('button', { name: 'Show as table' }).click();
    const graphTable = graph.getByRole('table');
    await expect(graphTable.getByRole('row')).toHaveCount(3);
    await expect(graphTable).toContainText('€12.50');
    await expect(graphTable).toContainText('€10.00');

    // Two changes in the list are collected, shown in place, and saved together.
    await tierRow(page, '1', '10')
      .getByRole('button', { name: /Change price/ })
      .click();
    await dialog(page).getByRole('spinbutton', { name: 'Amount' }).fill('11,75');
    await dialog(page).getByRole('button', { name: 'Keep change' }).click();
    await tierRow(page, '11', '50')
      .getByRole('button', { name: /Change price/ })
      .click();
    await dialog(page).getByLabel('Valid until').fill('31/12/2027');
    await dialog(page).getByRole('button', { name: 'Keep change' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 prices changed, not saved yet.' })).toBeVisible();
    await expect(tierRow(page, '1', '10')).toContainText('€11.75');
    await expect(tierRow(page, '1', '10')).toContainText('Not saved');
    await expect(tierRow(page, '11', '50')).toContainText('31/12/2027');
    await page.getByRole('button', { name: 'Save 2 changes' }).click();
    await expect(page.getByText('2 price changes saved.')).toBeVisible();
    await expect(page.getByText('Not saved')).toHaveCount(0);
    await page.reload();
    await expect(tierRow(page, '1', '10')).toContainText('€11.75');
    await expect(tierRow(page, '11', '50')).toContainText('31/12/2027');

    // The explanation names the tier that applies for a quantity in each, and says when none does.
    const panel = explanation(page);
    await panel.getByLabel('Day').fill('15/06/2026');
    await panel.getByLabel('Day').blur();
    await expect(await askExplanation(page, '5')).toContainText('Price that applies: €11.75');
    await expect(await askExplanation(page, '20')).toContainText('Price that applies: €10.00');
    await expect(await askExplanation(page, '500')).toContainText('No price applies');

    // Bulk delete after a confirmation.
    await generalPrices(page).getByRole('checkbox', { name: 'Select all: General prices' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await expect(page.getByText('Delete the 2 selected prices? This cannot be undone.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('2 prices deleted.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pricing', exact: true }).getByText('No prices yet.')).toBeVisible();
  });

  test('cancel drops collected changes; deleting a changed price drops its change', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/products/3');
    const firstRow = generalPrices(page).getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const before = await firstRow.getByRole('cell').nth(6).innerText();
    await firstRow.getByRole('button', { name: /Change price/ }).click();
    await dialog(page).getByRole('spinbutton', { name: 'Amount' }).fill('999,99');
    await dialog(page).getByRole('button', { name: 'Keep change' }).click();
    await expect(firstRow).toContainText('€999.99');
    await page.getByRole('button', { name: 'Cancel changes' }).click();
    await expect(firstRow).toContainText(before);
    await expect(page.getByText('Not saved')).toHaveCount(0);

    // A changed price that is deleted takes its pending change with it.
    await firstRow.getByRole('button', { name: /Change price/ }).click();
    await dialog(page).getByRole('spinbutton', { name: 'Amount' }).fill('999,99');
    await dialog(page).getByRole('button', { name: 'Keep change' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 price changed, not saved yet.' })).toBeVisible();
    const rows = await generalPrices(page).getByRole('row').count();
    await firstRow.getByRole('button', { name: /Delete price/ }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Price deleted.')).toBeVisible();
    await expect(generalPrices(page).getByRole('row')).toHaveCount(rows - 1);
    await expect(page.getByText('1 price changed, not saved yet.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save change' })).toHaveCount(0);
  });

  test("a customer's own price is listed under the customer and wins over the general price; an overlap is refused", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, '/products/20');
    await expect(generalPrices(page)).toBeVisible();
    const addForCustomer = async () => {
      await page.getByRole('button', { name: 'Add pricing rule' }).click();
      const form = dialog(page);
      await form.getByRole('combobox', { name: 'Customer', exact: true }).fill('Gent Digital');
      // The search leaves one company (none: the general price, the empty combobox).
      await expect(form.getByRole('listbox').getByRole('option')).toHaveCount(1);
      await pickInCombobox(form, 'Customer', 'Gent Digital');
      await form.getByLabel('Price type').selectOption({ label: 'Sales (RRP)' });
      await form.getByRole('spinbutton', { name: 'Amount' }).fill('1');
      await form.getByLabel('Valid from').fill('01/01/2026');
      await form.getByRole('button', { name: 'Add price' }).click();
    };
    await addForCustomer();
    await expect(dialog(page)).toHaveCount(0);
    const own = page.getByRole('table', { name: 'Prices for Gent Digital NV' });
    await expect(own).toContainText('€1.00');
    await expect(own).toContainText('Gent Digital NV');

    // The same customer, type, quantities and days again: refused on the quantity, the dialog stays.
    await addForCustomer();
    await expect(dialog(page).getByText(/already applies to part of this quantity range and period/)).toBeVisible();
    await expect(dialog(page).getByLabel('Quantity from')).toHaveAttribute('aria-invalid', 'true');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(own.getByRole('row')).toHaveCount(2);

    // A price added from the customer's group is for that customer.
    await page.getByRole('button', { name: 'Add a price for Gent Digital NV' }).click();
    const form = page.getByRole('dialog', { name: 'New pricing rule for Gent Digital NV' });
    await expect(form.getByLabel('Customer', { exact: true })).toHaveValue(/^Gent Digital/);
    await form.getByLabel('Price type').selectOption({ label: 'Partner' });
    await form.getByRole('spinbutton', { name: 'Amount' }).fill('0,8');
    await form.getByRole('button', { name: 'Add price' }).click();
    await expect(own.getByRole('row')).toHaveCount(3);
    await expect(own).toContainText('€0.80');

    const panel = explanation(page);
    await panel.getByLabel('Day').fill('15/06/2026');
    await panel.getByLabel('Day').blur();
    // The customers with their own prices on this product come first among the matches.
    await pickInCombobox(panel, 'Customer', 'Gent Digital', 'Gent Digital NV');
    const answer = panel.getByRole('region', { name: 'Answer' });
    await expect(answer).toContainText("Price that applies: €1.00 — the customer's own price");
    await panel.getByRole('button', { name: 'Clear Customer' }).click();
    await expect(answer).toContainText('the general price');
    await expect(answer).not.toContainText('€1.00');
  });

  test('read-only: every pricing action is disabled and the pricing step is blocked', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/products/1');
    await expect(generalPrices(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add pricing rule' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Delete selected/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Change price/ }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: /Delete price/ }).first()).toBeDisabled();
    // Asking which price applies is reading, so it works.
    await expect(explanation(page)).toContainText('Price that applies');
    await page.goto('/products/add/1/pricing');
    await expect(page.getByRole('heading', { name: 'Pricing for the new product' })).toHaveCount(0);
    await expect(page.getByText(/permission|access/i).first()).toBeVisible();
  });

  test('two sessions changing the same price: the second save gets the conflict', async ({ browser }) => {
    const first = await (await browser.newContext()).newPage();
    const second = await (await browser.newContext()).newPage();
    await signIn(first, ACCOUNTS.admin, '/products/4');
    await signIn(second, ACCOUNTS.products, '/products/4');
    for (const [page, amount] of [
      [first, '41,00'],
      [second, '42,00'],
    ] as const) {
      const row = generalPrices(page).getByRole('row').nth(1);
      await row.getByRole('button', { name: /Change price/ }).click();
      await dialog(page).getByRole('spinbutton', { name: 'Amount' }).fill(amount);
      await dialog(page).getByRole('button', { name: 'Keep change' }).click();
      await expect(row).toContainText(`€${amount.replace(',', '.')}`);
    }
    await first.getByRole('button', { name: 'Save change' }).click();
    await expect(first.getByText('Price change saved.')).toBeVisible();

    await second.getByRole('button', { name: 'Save change' }).click();
    const row = generalPrices(second).getByRole('row').nth(1);
    await expect(row).toContainText('A colleague changed this price meanwhile (now €41.00');
    await expect(second.getByText('1 change was not saved: see the marked price.')).toBeVisible();
    // Keeping mine saves on top of their version.
    await row.getByRole('button', { name: 'Keep mine' }).click();
    await second.getByRole('button', { name: 'Save change' }).click();
    await expect(second.getByText('Price change saved.')).toBeVisible();
    await expect(row).toContainText('€42.00');
  });
});
