/**
 * A company's invoices as finance reads them on the company: the Invoices tab shows its invoicing in
 * figures and its invoices (the demo data invoices every demo contract each month of the last year);
 * the open amount is what its rows leave unpaid, and a number opens the invoice. A statement of its
 * open invoices goes out as one mail.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, signIn } from './fixtures';

/** An amount as the screen shows it in English (en-IE: €1,234.56, -€12.00) in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

const figure = (strip: Locator, label: string) =>
  strip.locator('div', { has: strip.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** An invoiced end user of the demo data (the invoicing customer call finds it). */
async function invoicedCompany(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  const customers = await apiAnswer<{ companyId: number; name: string }[]>(
    page.request,
    'get',
    '/api/invoice/v2/customers/partytype?partyTypes=ENDUSER',
  );
  expect(customers.length).toBeGreaterThan(0);
  return customers[0]!;
}

test.describe('company invoices', () => {
  test('shows what a company owes from its invoices, and a number opens the invoice', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    const company = await invoicedCompany(page);
    await page.goto(`/company/${company.companyId}`);
    const tabs = page.getByRole('navigation', { name: 'Company sections' });
    await tabs.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/tab=invoices/);
    await expect(tabs.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');

    const strip = page.getByRole('group', { name: 'Invoicing in figures' });
    await expect(strip).toHaveAttribute('aria-busy', 'false');
    const count = Number((await figure(strip, 'Invoices').innerText()).replace(/,/g, ''));
    expect(count).toBeGreaterThan(0);
    await expect(figure(strip, 'Payment term')).toHaveText('30 days');
    await expect(figure(strip, 'Peppol receiver')).toHaveText(/^(Yes|No)$/);

    // Every invoice on one page, then the open amount against the rows: total incl. minus paid.
    const table = page.getByRole('table', { name: `Invoices of ${company.name}` });
    if (count > 20) await page.getByLabel('Rows per page').selectOption('100');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(count);
    let open = 0;
    for (const row of await rows.all()) {
      const cells = row.getByRole('cell');
      open += cents(await cells.nth(5).innerText()) - cents(await cells.nth(6).innerText());
    }
    expect(cents(await figure(strip, 'Open amount').innerText())).toBe(open);
    // Newest first: the first row's document date is the last invoice's.
    await expect(figure(strip, 'Last invoice')).toHaveText(
      (await rows.first().getByRole('cell').nth(3).innerText()).trim(),
    );
    await expectNoViolations(page, 'company invoices tab');

    // The number opens the invoice, by keyboard.
    const number = rows.first().getByRole('link');
    const documentNumber = (await number.innerText()).trim();
    await number.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/invoices\/invoices\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(documentNumber) })).toBeVisible();
  });

  test('e-mails a statement of the open invoices', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
    const customers = await apiAnswer<{ companyId: number; name: string }[]>(
      page.request,
      'get',
      '/api/invoice/v2/customers/partytype?partyTypes=ENDUSER',
    );
    // A customer with something open (the demo leaves a quarter of the invoices unpaid).
    let company: { companyId: number; name: string } | undefined;
    for (const candidate of customers) {
      const profile = await apiAnswer<{ openAmount: number }>(
        page.request,
        'get',
        `/api/v2/customers/${candidate.companyId}`,
      );
      if (profile.openAmount > 0) {
        company = candidate;
        break;
      }
    }
    expect(company).toBeDefined();
    await page.goto(`/company/${company!.companyId}?tab=invoices`);
    await page.getByRole('button', { name: 'Send statement' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`E-mail ${company!.name} a statement`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'E-mail' }).click();
    const progress = page.getByRole('region', { name: 'Statement sent' });
    await expect(progress).toBeVisible({ timeout: 30_000 });
    await expect(progress.getByRole('status')).toContainText('1 mail queued.');
    await expectNoViolations(page, 'statement sent');
    await progress.getByRole('link', { name: 'Open the mails' }).click();
    await expect(page).toHaveURL(/\/mails/);
  });

  test('the read-only account sends no statement', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/company');
    const company = await invoicedCompany(page);
    await page.goto(`/company/${company.companyId}?tab=invoices`);
    await expect(page.getByRole('group', { name: 'Invoicing in figures' })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('table', { name: `Invoices of ${company.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send statement' })).toHaveCount(0);
  });
});
