/**
 * The invoices as finance reads them: /invoices/invoices lists the approved invoices, newest document
 * date first; filters by state, type and invoicing month (all in the URL); an invoice opens from its
 * number with its structured payment reference, lines, totals and status history, and opens the same
 * from a copied link; a bad id is the not-found state. The read-only account sees the list too. The
 * summary strip counts what the list lists, and the per-customer view's names narrow the list to a
 * company. An unknown invoicing sub-module is the not-found screen inside the shell.
 */
import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, signIn, filters, signInTo } from './fixtures';

const invoicesTable = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const rows = (page: Page) => invoicesTable(page).locator('tbody tr');

const strip = (page: Page) => page.getByRole('group', { name: 'Figures of the invoices shown' });
/** The strip's invoice count, digits only (empty while loading). */
const stripCount = async (page: Page) =>
  (await strip(page).getByTestId('invoices-summary-count').innerText()).replace(/\D/g, '');
/** The total the pagination names ("1–20 of 240"). */
const listTotal = async (page: Page) =>
  /of ([\d.,\s]+)$/
    .exec((await page.getByRole('navigation', { name: 'Pages' }).locator('p').innerText()).trim())?.[1]
    ?.replace(/\D/g, '') ?? '';

/** DD/MM/YYYY as YYYY-MM-DD, so days compare as text. */
const isoOf = (day: string) => day.split('/').reverse().join('-');

/** The cells of the rows' `n`th column (1-based), after the selection column when there is one (edit right). */
async function column(page: Page, n: number) {
  const offset = await invoicesTable(page).locator('thead th input[type=checkbox]').count();
  return rows(page).locator(`td:nth-child(${n + offset})`);
}

/** The document date cells of the rows shown (the seventh column). */
async function documentDates(page: Page) {
  const texts = await (await column(page, 7)).allInnerTexts();
  return texts.map((t) => isoOf(t.trim()));
}

test.describe('invoices', () => {
  test('list newest first, filter by state, type and month, open an invoice and its copied link', async ({ page }) => {
    await signInTo(page, '/invoices/invoices', 'Invoices');
    await expect(rows(page)).toHaveCount(20);
    await expect(
      rows(page)
        .first()
        .getByRole('link', { name: /^\d{4}\/\d{6}$/ }),
    ).toBeVisible();

    // Newest first: the document dates never go up, the first in the last month of the history or later.
    const dates = await documentDates(page);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]! >= '2026-11-01').toBe(true);
    // The column says so, though no order is chosen.
    await expect(page.getByRole('columnheader', { name: /^Document date/ })).toHaveAttribute('aria-sort', 'descending');
    await expectNoViolations(page, 'invoices list');

    // Filters: a state, a type and a month range of one month, each in the URL.
    // (October's invoices are due: those approval left created are overdue since the server started.)
    await (await filters(page)).getByRole('checkbox', { name: 'Paid', exact: true }).check();
    await expect(page).toHaveURL(/states=paid/);
    await (await filters(page)).getByRole('checkbox', { name: 'Invoice', exact: true }).check();
    await expect(page).toHaveURL(/types=invoice/);
    // The invoicing months (the paid-on days have a From and Until of their own).
    await (
      await filters(page)
    )
      .getByRole('group', { name: 'Month' })
      .getByLabel('From')
      .selectOption({ label: 'October 2026' });
    await expect(page).toHaveURL(/monthFrom=2026-10/);
    await (
      await filters(page)
    )
      .getByRole('group', { name: 'Month' })
      .getByLabel('Until')
      .selectOption({ label: 'October 2026' });
    await expect(page).toHaveURL(/monthUntil=2026-10/);
    // Only October's invoices, once the rows arrive: the month run's on the day of its approval, the
    // first; a manual invoice's on its own day in October.
    await expect
      .poll(async () => {
        const dates = await documentDates(page);
        return dates.every((d) => d.startsWith('2026-10-')) && dates.includes('2026-10-01');
      })
      .toBe(true);
    for (const state of await (await column(page, 3)).allInnerTexts()) expect(state.trim()).toBe('Paid');
    await expectNoViolations(page, 'invoices list, filtered');

    // Open the first invoice of the month run (its lines name their contracts) from its number.
    const index = (await documentDates(page)).indexOf('2026-10-01');
    const number = (await (await column(page, 1)).nth(index).innerText()).trim();
    const totalIncl = (await (await column(page, 10)).nth(index).innerText()).trim();
    const first = rows(page).nth(index);
    await first.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/invoices\/invoices\/\d+$/);
    const url = page.url();

    async function expectInvoice() {
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
      // The structured payment reference: +++123/4567/89012+++, the last two digits the first ten mod 97.
      const reference = (
        await page
          .locator('code')
          .filter({ hasText: /^\+\+\+/ })
          .innerText()
      ).trim();
      const match = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(reference);
      expect(match, reference).not.toBeNull();
      const digits = match!.slice(1).join('');
      const rest = Number(digits.slice(0, 10)) % 97;
      expect(digits.slice(10)).toBe(String(rest === 0 ? 97 : rest).padStart(2, '0'));
      // Lines, each with its contract.
      const lines = page.getByRole('table', { name: `Lines of invoice ${number}` });
      await expect(lines.locator('tbody tr').first()).toBeVisible();
      await expect(lines.locator('tbody tr').first().getByRole('link')).toBeVisible();
      // Totals: the list's total incl. VAT, the VAT per rate.
      const totals = page.getByRole('region', { name: 'Totals' });
      await expect(totals.getByText('Total excl. VAT')).toBeVisible();
      await expect(totals.getByText(/^VAT \d+(\.\d+)?% on /).first()).toBeVisible();
      await expect(totals).toContainText(totalIncl);
      // The status history: approved by the month's run, from draft to created.
      const history = page.getByRole('list', { name: 'Status history' });
      await expect(history.locator('li').first()).toContainText('Draft');
      await expect(history.locator('li').first()).toContainText('Created');
    }
    await expectInvoice();
    await expectNoViolations(page, 'invoice detail');

    // A copied link opens the same invoice.
    await page.goto('/');
    await page.goto(url);
    await expectInvoice();

    // A bad id is the not-found state.
    await page.goto('/invoices/invoices/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeVisible();

    // Every invoicing sub-module has its screens: an unknown one is the not-found screen, in the shell.
    await page.goto('/invoices/nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the summary strip counts the list, a state changes it, the per-customer view narrows the list', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, '/invoices/invoices');
    await expect(rows(page)).toHaveCount(20);
    await expect.poll(() => stripCount(page)).not.toBe('');
    const all = await stripCount(page);
    expect(Number(all)).toBeGreaterThan(20);
    expect(await listTotal(page)).toBe(all);
    for (const figure of ['Excl. VAT', 'VAT', 'Incl. VAT', 'Paid', 'Open'])
      await expect(strip(page).getByText(figure, { exact: true })).toBeVisible();
    await expect(strip(page).getByTestId('invoices-summary-totalIncl')).toHaveText(/^-?€[\d,]+\.\d{2}$/);

    // A state: the paid invoices, fewer than all, the strip and the list alike, nothing open on them.
    await (await filters(page)).getByRole('checkbox', { name: 'Paid', exact: true }).check();
    await expect(page).toHaveURL(/states=paid/);
    await expect.poll(() => listTotal(page)).not.toBe(all);
    const paid = await listTotal(page);
    expect(Number(paid)).toBeGreaterThan(0);
    await expect.poll(() => stripCount(page)).toBe(paid);
    await expect(strip(page).getByTestId('invoices-summary-open')).toContainText('€0.00');
    // Created instead: the ones approval left as they were, the strip and the list alike.
    await (await filters(page)).getByRole('checkbox', { name: 'Paid', exact: true }).uncheck();
    await (await filters(page)).getByRole('checkbox', { name: 'Created' }).check();
    await expect(page).toHaveURL(/states=created/);
    await expect(page).not.toHaveURL(/states=paid/);
    // Between the two clicks the list counted every invoice for a moment: wait for the created ones.
    await expect.poll(async () => [paid, all].includes(await listTotal(page))).toBe(false);
    const created = await listTotal(page);
    expect(Number(created)).toBeLessThan(Number(all));
    await expect.poll(() => stripCount(page)).toBe(created);

    // Per customer, the filter kept: the companies by open amount, each counting its invoices.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Per customer' }).click();
    await expect(page).toHaveURL(/view=customers/);
    await expect(page.getByRole('button', { name: 'Per customer' })).toHaveAttribute('aria-pressed', 'true');
    const customers = page.getByRole('table', { name: 'Per customer' });
    const first = customers.locator('tbody tr').first();
    await expect(first.getByRole('link')).toBeVisible();
    expect(await stripCount(page)).toBe(created);
    await expectNoViolations(page, 'invoices per customer');
    const name = (await first.getByRole('link').innerText()).trim();
    const count = (await first.locator('td:nth-child(2)').innerText()).trim();

    // Its name opens the invoices list narrowed to that company, the state still chosen.
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/customerIds=\d+/);
    await expect(page).not.toHaveURL(/view=customers/);
    await expect(page).toHaveURL(/states=created/);
    await expect.poll(() => listTotal(page)).toBe(count);
    await expect.poll(() => stripCount(page)).toBe(count);
    for (const customer of await (await column(page, 2)).allInnerTexts()) expect(customer.trim()).toBe(name);
  });

  test('sort by number, and the read-only account sees the invoices', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/invoices/invoices');
    await expect(rows(page)).toHaveCount(20);
    await invoicesTable(page)
      .getByRole('button', { name: /^Number/ })
      .click();
    await expect(page).toHaveURL(/sort=documentNumber/);
    await expect(page.getByRole('columnheader', { name: /^Document date/ })).not.toHaveAttribute('aria-sort');
    await expect(rows(page).first().getByRole('link', { name: '2025/000001' })).toBeVisible();
    await rows(page).first().getByRole('link', { name: '2025/000001' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice 2025/000001' })).toBeVisible();
  });
});
