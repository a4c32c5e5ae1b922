/**
 * The request logs as finance reads them: a simulation of the first open month is started over the
 * API, /invoicerequests shows it (its progress while it runs) until it is finished, its row opens
 * the run's log with its facts; the log filters by type (error, warning, info: each in the URL) and a
 * line links to its contract. The read-only account reads the list and a run's log too.
 */
import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, signIn, filters, signInTo } from './fixtures';

const runsTable = (page: Page) => page.getByRole('table', { name: 'Request logs' });
const logTable = (page: Page) => page.getByRole('table', { name: 'Log' });

/**
 * Starts a simulation of the first open month the seed leaves (December 2026), or of a later one when
 * a simulation of that month is pending already (another spec of the run started it).
 */
async function startSimulation(page: Page): Promise<{ requestId: number; month: string }> {
  for (const month of ['2026-12', '2027-01', '2027-02', '2027-03']) {
    const reply = await page.request.post('/api/invoice/v2/simulations/run-month', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { month },
    });
    if (reply.ok()) {
      const { response } = (await reply.json()) as { response: { requestId: number } };
      return { requestId: response.requestId, month };
    }
    expect(reply.status(), `simulation of ${month}: ${await reply.text()}`).toBe(400);
  }
  throw new Error('No month to simulate');
}

const MONTH_NAMES: Record<string, string> = {
  '2026-12': 'December 2026',
  '2027-01': 'January 2027',
  '2027-02': 'February 2027',
  '2027-03': 'March 2027',
};

test.describe('request logs', () => {
  test('a simulation runs to its end in the list, its log filters by type and links to contracts', async ({ page }) => {
    test.setTimeout(150_000);
    await signInTo(page, '/invoicerequests', 'Request logs');
    const { requestId, month } = await startSimulation(page);
    const monthName = MONTH_NAMES[month]!;

    // The new run shows (the hub's invoice events, else the refresh while one is pending), as a
    // simulation, with its progress until it is finished.
    await (await filters(page)).getByRole('checkbox', { name: 'Simulation' }).check();
    await expect(page).toHaveURL(/kinds=simulation/);
    const row = runsTable(page)
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/invoicerequests/${requestId}"]`) });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row.getByText('Simulation', { exact: true })).toBeVisible();
    const bar = row.getByRole('progressbar');
    if ((await bar.count()) > 0) await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(row.getByText('Finished', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(row.getByRole('progressbar')).toHaveCount(0);
    await expectNoViolations(page, 'request logs list');

    // Finished runs only: ours stays.
    await (await filters(page)).getByRole('checkbox', { name: 'Finished' }).check();
    await expect(page).toHaveURL(/statuses=finished/);
    await expect(row).toHaveCount(1);

    // Its log: the facts, then the lines by type.
    await row.getByRole('link', { name: monthName }).click();
    await expect(page).toHaveURL(new RegExp(`/invoicerequests/${requestId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Simulation for ${monthName}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Run' })).toContainText('Finished');
    await expect(page.getByRole('region', { name: 'Outcome' })).toContainText(/[\d,]+ of [\d,]+ contracts/);
    await expect(logTable(page).locator('tbody tr').first()).toBeVisible();
    await expectNoViolations(page, 'request log detail');

    // Each type alone, in the URL; every line shown is of that type. Info stays chosen.
    const types = page.getByRole('group', { name: 'Type' });
    for (const [label, value] of [
      ['Error', 'error'],
      ['Warning', 'warning'],
      ['Info', 'info'],
    ] as const) {
      const box = types.getByRole('checkbox', { name: label });
      await box.check();
      await expect(page).toHaveURL(new RegExp(`types=${value}$`));
      await expect(logTable(page)).not.toHaveAttribute('aria-busy', 'true');
      const badges = await logTable(page).locator('tbody tr td:first-child').allInnerTexts();
      expect(badges.map((b) => b.trim()).filter((b) => b !== label)).toEqual([]);
      if (value !== 'info') {
        await box.uncheck();
        await expect(page).not.toHaveURL(/types=/);
      }
    }
    const line = logTable(page).locator('tbody tr').first();
    await expect(line).toBeVisible();
    await expect(line.getByText('Info', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'request log detail, filtered');

    // A line's contract opens the contract.
    const contract = line.getByRole('link');
    const number = (await contract.innerText()).trim();
    await expect(contract).toHaveAttribute('href', /^\/contract\/\d+$/);
    await contract.click();
    await expect(page).toHaveURL(/\/contract\/\d+/);
    await expect(page.getByText(number).first()).toBeVisible();
  });

  test('a bad id is the not-found state', async ({ page }) => {
    await signInTo(page, '/invoicerequests/999999', 'Request not found');
    await page.getByRole('link', { name: 'Back to the request logs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request logs' })).toBeVisible();
  });

  test('the read-only account reads the request logs and a run', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/invoicerequests');
    await expect(page.getByRole('heading', { level: 1, name: 'Request logs' })).toBeVisible();
    const first = runsTable(page).locator('tbody tr').first();
    await expect(first.getByRole('link')).toBeVisible();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/invoicerequests\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^(Run|Simulation) for / })).toBeVisible();
  });
});
