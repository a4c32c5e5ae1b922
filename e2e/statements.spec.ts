/**
 * Bank statements on screen (docs/domain.md "Bank statements", "Screens"): the demo day's CODA file
 * uploaded through the statements screen (its movements previewed), matched by the import job, the
 * statement opened with 20 lines matched, 3 proposed and 2 unmatched; two proposals confirmed with
 * the keyboard alone (J to the line, Enter or C) and the unknown payer's line assigned to an invoice
 * found in the picker (O), the invoices then paid and partly paid with the
 * statement's payment listed; axe scans of the list, the upload and the detail. The statement pays
 * demo invoices that other specs read, so this spec runs on a server of its own.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, pickInCombobox, signIn, serverOfItsOwn } from './fixtures';

const server = serverOfItsOwn(2);

const CODA = readFileSync('server/modules/payment/statement/samples/demo-statement.cod');
const fact = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`).first();
const focusedLine = (page: Page) => page.locator('tr[data-line-id]:focus');

/** J (down), then K (up), as often as it takes, until the focused line names `invoice` (or a payer). */
async function toLineOf(page: Page, invoice: string) {
  for (const key of ['j', 'k'])
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(key);
      await expect(focusedLine(page)).toHaveCount(1);
      if ((await focusedLine(page).innerText()).toLowerCase().includes(invoice.toLowerCase())) return;
    }
  throw new Error(`no line of ${invoice}`);
}

test('a CODA statement uploaded, its lines matched, two proposals confirmed with the keyboard, a line assigned by hand', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.admin, `${server.baseURL}/invoices/statements`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
  await expect(page.getByText("No bank statements yet. Upload your bank's CODA or CAMT.053 file.")).toBeVisible();

  // The upload opens on the bank statement type; the preview shows the file's movements.
  await page.getByRole('button', { name: 'Upload statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file to import' });
  await expect(dialog.getByLabel('Type')).toHaveValue('bankStatement');
  await dialog
    .getByLabel('choose a file')
    .setInputFiles({ name: 'demo-statement.cod', mimeType: 'text/plain', buffer: CODA });
  await expect(dialog.getByTestId('preview-read')).toHaveText('CODA bank statement, 26 movements');
  const preview = dialog.getByRole('table', { name: 'Preview of the first rows' });
  await expect(preview.getByRole('row').nth(1)).toContainText('ATELIER LUMIERE SRL');
  await expect(preview.getByRole('row').nth(1)).toContainText('+++202/6000/53443+++');
  await expectNoViolations(page, 'statement upload');
  await dialog.getByRole('button', { name: 'Start the import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Statement file uploaded' })).toBeVisible();

  // The import matches the lines; the hub's announcement brings the statement into the list.
  const row = page.getByRole('table', { name: 'Bank statements' }).getByRole('row', { name: /236/ });
  await expect(row).toContainText('20 matched', { timeout: 90_000 });
  await expect(row).toContainText('3 proposed');
  await expect(row).toContainText('2 unmatched');
  await expect(row).toContainText('BE68539007547034');
  await expect(row).toContainText('CODA');
  const unmatched = page.getByRole('table', { name: 'Money not on an invoice, per customer' });
  await expect(unmatched.getByRole('row', { name: /Unknown payer/ })).toBeVisible();
  await expectNoViolations(page, 'statements list');

  await row.getByRole('link', { name: 'Statement 236 of BE68539007547034' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement 236' })).toBeVisible();
  await expect(fact(page, 'Account')).toHaveText('BE68539007547034');
  await expect(fact(page, 'Format')).toHaveText('CODA');
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.locator('tr[data-outcome="matched"]')).toHaveCount(20);
  await expect(lines.locator('tr[data-outcome="proposed"]')).toHaveCount(3);
  await expect(lines.locator('tr[data-outcome="unmatched"]')).toHaveCount(2);
  const byNumber = lines.locator('tr[data-line-id]', { hasText: '2026/000498' });
  await expect(byNumber).toContainText('Proposed');
  await expect(byNumber).toContainText('Invoice number in the message');
  await expect(lines.locator('tr[data-line-id]', { hasText: 'Vandamme Consulting' })).toContainText(
    'Reference of no open invoice',
  );
  await expectNoViolations(page, 'statement detail');

  // Keyboard only: J to the line proposed on 2026/000498 (its number in the message), Enter confirms.
  await toLineOf(page, '2026/000498');
  await page.keyboard.press('Enter');
  await expect(page.getByText('recorded on invoice 2026/000498.').first()).toBeVisible();
  await expect(byNumber).toHaveAttribute('data-outcome', 'matched');
  await expect(byNumber).toContainText('Confirmed by a person');
  await expect(lines.locator('tr[data-outcome="proposed"]')).toHaveCount(2);
  await expect(page.getByText('21 matched')).toBeVisible();

  // A partial payment's proposal: J (or K) to it, C confirms.
  await toLineOf(page, '2026/000515');
  await page.keyboard.press('c');
  await expect(page.getByText('recorded on invoice 2026/000515.').first()).toBeVisible();
  await expect(lines.locator('tr[data-line-id]', { hasText: '2026/000515' })).toHaveAttribute(
    'data-outcome',
    'matched',
  );

  // The unknown payer's line to an invoice of our choosing: O opens the picker, an open invoice found
  // by its number, the payment recorded on it.
  await toLineOf(page, 'J. Peeters');
  await page.keyboard.press('o');
  const assign = page.getByRole('dialog', { name: /^Assign line \d+ to an invoice$/ });
  await expect(assign).toContainText('from J. PEETERS');
  const picked = await pickInCombobox(assign, 'Invoice', '2026/0004');
  const chosen = /2026\/0004\d\d/.exec(await picked.inputValue())![0];
  await expectNoViolations(page, 'statement line assigned by hand');
  await assign.getByRole('button', { name: 'Record the payment' }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByText(`recorded on invoice ${chosen}.`).first()).toBeVisible();
  await expect(lines.locator('tr[data-line-id]', { hasText: /J\. Peeters/i })).toHaveAttribute(
    'data-outcome',
    'matched',
  );
  await expect(lines.locator('tr[data-outcome="unmatched"]')).toHaveCount(1);

  // The invoices: paid in full, and partly paid, each with the statement's payment listed.
  await lines
    .locator('tr[data-line-id]', { hasText: '2026/000498' })
    .getByRole('link', { name: '2026/000498' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice 2026/000498' })).toBeVisible();
  await expect(fact(page, 'State')).toHaveText('Paid');
  const payments = page.getByRole('table', { name: 'Payments of invoice 2026/000498' });
  await expect(payments.locator('tbody tr').first()).toContainText('€5,556.40');
  await expect(payments.locator('tbody tr').first()).toContainText('Bank statement');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement 236' })).toBeVisible();
  await page.getByRole('table', { name: 'Lines' }).getByRole('link', { name: '2026/000515' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice 2026/000515' })).toBeVisible();
  await expect(fact(page, 'State')).toHaveText('Partially paid');
  await expect(page.getByRole('table', { name: 'Payments of invoice 2026/000515' })).toContainText('Bank statement');
});
