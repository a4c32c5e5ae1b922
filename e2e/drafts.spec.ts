/**
 * Month invoicing as finance does it, on /invoices/drafts: simulate next month, see the comparison
 * with the month before and its anomaly (a line at price zero, from a customer's own price typed as
 * zero), fix that price on the product, recalculate the simulation, run the month for real, delete
 * one draft line, approve every draft with its progress, and open an invoice with its number,
 * structured payment reference and status history. The read-only account cannot run or approve.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, signIn, signInTo } from './fixtures';

const MONTH = '2026-12';
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

const draftsTable = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Draft' }) });
const comparison = (page: Page) => page.getByRole('region', { name: 'Compared with the month before' });
const runPanel = (page: Page) => page.getByRole('region', { name: 'Month run' });

async function read(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: HEADERS });
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  return (await res.json()).response;
}

type Target = { customerId: number; customerName: string; productId: number; productCode: string };

/**
 * The arrangement: a customer's own sales price of zero from the month's first day on a product of a
 * November line of theirs (a contract priced at the end user's own price, billed monthly), as a typo
 * in the price list would be. Answers who and what, for the screens to find.
 */
async function zeroPriceForACustomer(request: APIRequestContext): Promise<Target> {
  const november = await read(
    request,
    '/api/invoice/v2/invoices?monthFrom=2026-11&monthUntil=2026-11&receivers=client&pageSize=100',
  );
  for (const invoice of november.items) {
    const detail = await read(request, `/api/invoice/v2/invoices/${invoice.invoiceId}`);
    for (const line of detail.lines) {
      if (!line.contractId || !line.productId || line.unitPrice <= 0) continue;
      if (line.periodFrom?.slice(0, 10) !== '2026-11-01' || line.periodTo?.slice(0, 10) !== '2026-11-30') continue;
      const contract = await read(request, `/api/contract/v2/contracts/${line.contractId}`);
      if (contract.priceType !== 'EnduserPrice') continue;
      const product = await read(request, `/api/product/v2/products/${line.productId}`);
      const created = await request.post('/api/product/v2/prices', {
        headers: HEADERS,
        data: {
          productGuid: product.productGuid,
          amount: 0,
          priceTypeId: 2,
          entityId: detail.customerId,
          dateFrom: `${MONTH}-01T00:00:00.000Z`,
          dateUntil: null,
          quantityFrom: null,
          quantityUntil: null,
        },
      });
      if (created.status() !== 201) continue; // the customer has an own price there already: another line
      return {
        customerId: detail.customerId,
        customerName: detail.customerName,
        productId: line.productId,
        productCode: product.code,
      };
    }
  }
  throw new Error('no November line on an end-user-priced contract to arrange a zero price for');
}

/** Waits until no run is under way (the run panel says so), then for the list to settle. */
async function runFinished(page: Page) {
  await expect(runPanel(page).getByText('No run under way.')).toBeVisible({ timeout: 60_000 });
}

test.describe('drafts', () => {
  test('simulate, compare, fix a price, recalculate, run the month, delete a line, approve all, open an invoice', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInTo(page, '/invoices/drafts', 'Drafts');
    const target = await zeroPriceForACustomer(page.request);

    // The month offered first is next month; the demo data's next month is December 2026.
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const offered = `${next.getUTCFullYear()}${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
    await expect(runPanel(page).getByLabel('Month')).toHaveValue(offered);
    await runPanel(page).getByLabel('Month').selectOption('202612');
    await runPanel(page).getByRole('button', { name: 'Simulate' }).click();
    await expect(page).toHaveURL(/simulation=\d+/);
    const firstSimulation = Number(new URL(page.url()).searchParams.get('simulation'));
    await runFinished(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Simulation of December 2026' })).toBeVisible();
    await expect(draftsTable(page).locator('tbody tr').first()).toBeVisible();

    // The comparison is a closed panel that says how many customers it flags; opened (and remembered
    // so), it flags the customer with the line at price zero (only flagged customers by default).
    await expect(comparison(page).getByText(/customers flagged/)).toBeVisible();
    const openComparison = comparison(page).getByRole('button', { name: 'Show the comparison' });
    await expect(openComparison).toHaveAttribute('aria-expanded', 'false');
    await openComparison.click();
    await expect(comparison(page).getByRole('button', { name: 'Hide the comparison' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const flagged = comparison(page).getByRole('row').filter({ hasText: target.customerName });
    await expect(flagged).toContainText('Line at price zero');
    await expect(flagged.getByRole('cell').nth(1)).not.toHaveText('–'); // November to compare with
    await expectNoViolations(page, 'simulation with its comparison');

    // Its drafts: the customer's name filters the list to theirs; the draft shows the zero line.
    await flagged.getByRole('button', { name: target.customerName }).click();
    await expect(page).toHaveURL(new RegExp(`customerIds=${target.customerId}`));
    await expect(draftsTable(page).locator('tbody tr')).toHaveCount(1);
    await draftsTable(page)
      .getByRole('link', { name: /^Draft #\d+$/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Draft for ${escape(target.customerName)}`) }),
    ).toBeVisible();
    await expect(page.getByText('Simulation', { exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: target.productCode }).first()).toContainText('€0.00');
    await expectNoViolations(page, 'a simulation draft');

    // Fix the price on the product: the customer's own price of zero becomes 12,50.
    await page.goto(`/products/${target.productId}`);
    const own = page.getByRole('table', { name: `Prices for ${target.customerName}` });
    const zeroRow = own.getByRole('row').filter({ hasText: '€0.00' });
    await zeroRow.getByRole('button', { name: /Change price/ }).click();
    await page.getByRole('dialog').getByRole('spinbutton', { name: 'Amount' }).fill('12,5');
    await page.getByRole('dialog').getByRole('button', { name: 'Keep change' }).click();
    await page.getByRole('button', { name: 'Save change' }).click();
    await expect(page.getByText('Price change saved.')).toBeVisible();

    // Recalculate the simulation: a new run of the month, with the customer no longer flagged for it.
    await page.goto(`/invoices/drafts?simulation=${firstSimulation}`);
    await page.getByRole('button', { name: 'Recalculate simulation' }).click();
    await expect(page).not.toHaveURL(new RegExp(`simulation=${firstSimulation}(&|$)`));
    await expect(page).toHaveURL(/simulation=\d+/);
    await runFinished(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Simulation of December 2026' })).toBeVisible();
    await expect(comparison(page).getByText(/customers flagged/)).toBeVisible();
    await comparison(page).getByRole('button', { name: 'Show every customer' }).click();
    const fixed = comparison(page).getByRole('row').filter({ hasText: target.customerName });
    await expect(fixed).toBeVisible();
    await expect(fixed).not.toContainText('Line at price zero');

    // Run the month for real, after the confirmation.
    await page.getByLabel('Show').selectOption({ label: 'Drafts' });
    await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
    await runPanel(page).getByLabel('Month').selectOption('202612');
    await runPanel(page).getByRole('button', { name: 'Run month' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Make the drafts of December 2026');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Run month' }).click();
    await expect(page.getByText('The run of December 2026 started')).toBeVisible();
    await runFinished(page);
    // The drafts arrive as the run goes (each batch is announced): the count the screen shows reaches
    // the drafts the server holds for the list's filters (read before the screen's, never after it).
    const count = async () => Number((await page.getByTestId('summary-count').innerText()).replace(/,/g, ''));
    const held = async () =>
      (await read(page.request, `/api/invoice/v2/invoices/drafts${new URL(page.url()).search}`)).totalCount as number;
    let draftCount = 0;
    await expect
      .poll(
        async () => {
          draftCount = await held();
          return draftCount > 0 && (await count()) === draftCount;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await expect(draftsTable(page).locator('tbody tr').first()).toBeVisible();
    await expect(draftsTable(page).locator('tbody tr').first()).toBeVisible();

    // Delete one line of the customer's draft, after the confirmation: the draft keeps the others.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(target.customerName);
    await expect(draftsTable(page).locator('tbody tr')).toHaveCount(1);
    await draftsTable(page)
      .getByRole('link', { name: /^Draft #\d+$/ })
      .click();
    const lines = page.getByRole('table', { name: /^Lines of/ });
    await expect(lines.locator('tbody tr').first()).toBeVisible();
    const before = await lines.locator('tbody tr').count();
    expect(before).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Delete selected lines' })).toBeDisabled();
    // By keyboard: Space ticks the line.
    await lines.locator('tbody tr').first().getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(lines.locator('tbody tr').first().getByRole('checkbox')).toBeChecked();
    await expectNoViolations(page, 'a draft with a line selected');
    await page.getByRole('button', { name: 'Delete selected lines' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Delete the selected line?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('One line deleted.')).toBeVisible();
    await expect(lines.locator('tbody tr')).toHaveCount(before - 1);

    // Approve every draft of the month without the mouse: Enter opens the question with Cancel
    // focused, Tab reaches Approve, Enter approves. Then progress, and the outcome with the numbers.
    await page.getByRole('link', { name: 'Back to the drafts' }).click();
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('');
    const approveAll = page.getByRole('button', { name: `Approve all (${draftCount})` });
    await expect(approveAll).toBeEnabled();
    await approveAll.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Approve' })).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('approval-panel');
    await expect(panel.getByRole('progressbar', { name: 'Approval progress' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Approval finished' })).toBeVisible({ timeout: 90_000 });
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(draftCount));
    await expect(panel).toContainText(`${draftCount} drafts approved.`);
    await expect(panel).toContainText(/Numbers 2026\/\d{6} to 2026\/\d{6}\./);
    await expectNoViolations(page, 'drafts after approval');
    await expect(draftsTable(page).locator('tbody tr')).toHaveCount(0);
    await expect(page.getByText('No drafts. Run a month to make them.')).toBeVisible();

    // One of the new invoices: its number, payment reference and status history.
    await page.goto(`/invoices/invoices?monthFrom=${MONTH}&monthUntil=${MONTH}&customerIds=${target.customerId}`);
    const row = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first();
    const number = (await row.getByRole('link', { name: /^2026\/\d{6}$/ }).innerText()).trim();
    await row.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
    await expect(page.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Created');
  });

  test('the read-only account sees the drafts but cannot run, simulate, approve or delete', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/drafts');
    await expect(page).toHaveURL(/\/invoices\/drafts/);
    await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Drafts in figures' })).toHaveAttribute('aria-busy', 'false');
    for (const name of ['Simulate', 'Run month', /^Approve all/, 'Approve selected', 'Delete selected', 'Recalculate'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(draftsTable(page).getByRole('checkbox')).toHaveCount(0);
  });
});

/** A name as a literal in a regular expression. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
