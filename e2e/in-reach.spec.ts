/**
 * At 1366x768 what a person needs is in view without scrolling: a dialog's Save (the new contract
 * item), a page form's Save (a new company, a new product: the action footer sticks to the bottom),
 * and on the drafts screen, with a simulation's comparison loaded, at least 8 whole draft rows. A run
 * just started shows as under way in the run card at once, as the alert says.
 */
import { type Locator, type Page } from '@playwright/test';
import {
  expect,
  test,
  ACCOUNTS,
  createNceContract,
  expectNoViolations,
  signIn,
  signInToContracts,
  signInTo,
} from './fixtures';

const VIEWPORT = { width: 1366, height: 768 };

/** Whether the element's box lies wholly inside the viewport, as it is (nothing scrolled). */
async function wholeInView(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return box.y >= 0 && box.y + box.height <= VIEWPORT.height && box.x >= 0 && box.x + box.width <= VIEWPORT.width;
}

/** Rows of the table whose box lies wholly inside the viewport. */
const wholeRowsInView = (table: Locator) =>
  table.locator('tbody tr').evaluateAll(
    (rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );

const runPanel = (page: Page) => page.getByRole('region', { name: 'Month run' });

test.describe('in reach at 1366x768', () => {
  test.use({ viewport: VIEWPORT });

  test('the new contract item dialog: Save in view, the dialog within the viewport', async ({ page }) => {
    await signInToContracts(page);
    const contractId = await createNceContract(page.request);
    await page.goto(`/contract/${contractId}`);
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: /^New item on contract/ });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeVisible();
    expect(await wholeInView(dialog)).toBe(true);
    expect(await wholeInView(save)).toBe(true);
    // The body scrolls, the footer stays: Save is still in view after scrolling to the last field.
    await dialog.getByLabel('Create another').scrollIntoViewIfNeeded();
    expect(await wholeInView(save)).toBe(true);
    await expectNoViolations(page, 'the new contract item dialog');
  });

  for (const { path, heading } of [
    { path: '/company/add', heading: 'New company' },
    { path: '/products/add', heading: 'New product' },
  ])
    test(`${path}: Save in view without scrolling`, async ({ page }) => {
      await signIn(page, ACCOUNTS.admin, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeVisible();
      expect(await wholeInView(save)).toBe(true);
      await expectNoViolations(page, `${path} with its action footer`);
    });

  test('the drafts screen: a started simulation shows as under way, then 8 draft rows with its comparison', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInTo(page, '/invoices/drafts', 'Drafts');
    // The furthest month offered (no other spec runs it, so it has every contract's drafts to make).
    const month = runPanel(page).getByLabel('Month');
    await month.selectOption({ index: 0 });
    const label = (await month.locator('option:checked').innerText()).trim();
    // The card agrees with the alert: when the alert first says the simulation started, the card
    // lists it as under way (from the moment the server accepted it, not once the lists it changes
    // are refreshed). Read on the page's first change that shows the alert, so a run that ends at
    // once is no race.
    await page.evaluate(
      ({ alert, run }) => {
        const w = window as unknown as { cardWithAlert?: boolean };
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(alert)) return;
          const list = document.querySelector('ul[aria-label="Runs under way"]');
          w.cardWithAlert = list?.textContent?.includes(run) ?? false;
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { alert: `The simulation of ${label} started.`, run: `Simulation of ${label}` },
    );
    await runPanel(page).getByRole('button', { name: 'Simulate' }).click();
    await expect(page.getByText(`The simulation of ${label} started.`)).toBeVisible();
    const cardWithAlert = await page.evaluate(() => (window as unknown as { cardWithAlert?: boolean }).cardWithAlert);
    expect(cardWithAlert, 'the run card lists the run when the alert shows').toBe(true);
    await expect(runPanel(page).getByText('No run under way.')).toBeVisible({ timeout: 90_000 });
    await expect(runPanel(page).getByText(`Simulation of ${label}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Simulation of ${label}` })).toBeVisible();

    const drafts = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Draft' }) });
    await expect(drafts.locator('tbody tr').nth(9)).toBeVisible();
    await expect(drafts).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('region', { name: 'Compared with the month before' })).toContainText(
      /customers flagged/,
    );
    expect(await wholeRowsInView(drafts)).toBeGreaterThanOrEqual(8);
    await expectNoViolations(page, 'drafts with the comparison closed');
  });
});
