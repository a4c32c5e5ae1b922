/**
 * Sending invoices by e-mail as finance does it: select two invoices on the list, e-mail them after
 * the question, watch the mailing finish with two mails queued (an accessible progress and outcome),
 * then find both mails in /mails by their invoice numbers, each with the invoice's PDF attached.
 */
import { type Page } from '@playwright/test';
import { expect, test, expectNoViolations, invoiceRows } from './fixtures';

const mailsTable = (page: Page) => page.getByRole('table', { name: 'Mails' });

/** June's invoices approval left as created (another month than the other invoice specs use). */
const CREATED = '/invoices/invoices?states=created&monthFrom=2026-06&monthUntil=2026-06&orderBys=documentNumber';

test.describe('sending invoices', () => {
  test('e-mails two selected invoices and finds their mails with the PDF', async ({ page }) => {
    const { first, second } = await invoiceRows(page, CREATED);
    await expect(page.getByRole('button', { name: /^E-mail all \(\d+\)$/ })).toBeEnabled();

    await page.getByRole('checkbox', { name: new RegExp(`^Select Invoice ${first} of `) }).check();
    await page.getByRole('checkbox', { name: new RegExp(`^Select Invoice ${second} of `) }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'E-mail selected' }).click();
    await expect(page.getByRole('alertdialog')).toContainText("E-mail 2 invoices to the customers' billing contacts?");
    await page.getByRole('alertdialog').getByRole('button', { name: 'E-mail' }).click();

    const progress = page.getByRole('region', { name: 'Invoices sent' });
    await expect(progress).toBeVisible({ timeout: 20_000 });
    await expect(progress.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuenow', '2');
    await expect(progress).toContainText('2 of 2 done');
    await expect(progress.getByRole('status')).toContainText('2 mails queued.');
    await expectNoViolations(page, 'mailing progress and outcome');

    await progress.getByRole('link', { name: 'Open the mails' }).click();
    await expect(page).toHaveURL(/\/mails/);
    for (const number of [first, second]) {
      await page.goto(`/mails?searchText=${encodeURIComponent(number)}`);
      const row = mailsTable(page).getByRole('row', { name: new RegExp(number.replace('/', '\\/')) });
      await expect(row).toHaveCount(1);
      await row.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
      const pdf = `INV-${number.replace('/', '-')}.pdf`;
      await expect(page.getByRole('link', { name: pdf })).toBeVisible();
    }
  });
});
