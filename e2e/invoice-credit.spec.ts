/**
 * Correcting an approved invoice, as finance does it: a credit note for part of a line (nothing
 * ticked is refused first), which opens and names the invoice it corrects, while the invoice lists it
 * and shows what is credited; then two lines credited and re-invoiced in one step, the corrected
 * draft (a manual invoice naming the invoice it replaces) corrected and approved. The read-only
 * account cannot credit. Axe scans of the dialog, the credit note and the corrected draft.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, signIn } from './fixtures';

type Line = {
  invoiceLineId: number;
  description: string;
  quantity: number;
  amount: number;
  lineType: string;
  creditedQuantity: number;
};
type Detail = { invoiceId: number; documentNumber: string; lines: Line[] };

const invoicesTable = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const actions = (page: Page) => page.getByRole('toolbar', { name: 'Invoice actions' });
/** The value of a detail fact by its label. */
const fact = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`).first();

/** Signs in as the admin on the invoices list, once it shows. */
async function openInvoices(page: Page) {
  await signIn(page, ACCOUNTS.admin, '/invoices/invoices');
  await expect(invoicesTable(page)).toBeVisible();
}

/**
 * A seeded invoice nothing was credited of, whose first lines are positive and have distinct
 * descriptions (at least `minQuantity` of the first, a whole number when that is 2 or more: a part of
 * it is typed); a retry on the same database takes the next one.
 */
async function creditableInvoice(request: APIRequestContext, minQuantity: number, skip: number[] = []) {
  const page = await apiAnswer<{ items: { invoiceId: number; lineCount: number }[] }>(
    request,
    'get',
    '/api/invoice/v2/invoices?types=invoice&states=paid&states=sent&pageSize=100',
  );
  for (const item of page.items.filter((i) => i.lineCount >= 2 && !skip.includes(i.invoiceId))) {
    const detail = await apiAnswer<Detail>(request, 'get', `/api/invoice/v2/invoices/${item.invoiceId}`);
    const [a, b] = detail.lines;
    if (
      detail.lines.every((l) => l.creditedQuantity === 0) &&
      a!.amount > 0 &&
      b!.amount > 0 &&
      a!.description !== b!.description &&
      a!.quantity >= minQuantity &&
      (minQuantity < 2 || Number.isInteger(a!.quantity))
    )
      return detail;
  }
  throw new Error('no creditable invoice in the seed');
}

test.describe('credit notes', () => {
  test('a credit note for part of a line: it names the invoice, the invoice lists it and what is credited', async ({
    page,
  }) => {
    await openInvoices(page);
    const invoice = await creditableInvoice(page.request, 2);
    const line = invoice.lines[0]!;
    await page.goto(`/invoices/invoices/${invoice.invoiceId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.documentNumber}` })).toBeVisible();
    await actions(page).getByRole('button', { name: 'Credit' }).click();
    const dialog = page.getByRole('dialog', { name: `Credit invoice ${invoice.documentNumber}` });

    // Nothing ticked: refused with a clear message, the reason typed kept.
    await dialog.getByLabel('Reason').fill('Two seats were cancelled');
    await dialog.getByRole('button', { name: 'Create credit note' }).click();
    await expect(dialog.getByText('Choose at least one line.')).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toHaveValue('Two seats were cancelled');

    // One of the line's quantity: what it gives back shows as typed.
    const item = dialog.getByRole('listitem').filter({ hasText: line.description });
    await item.getByRole('checkbox').check();
    const quantity = item.getByLabel('Quantity to credit');
    await expect(quantity).toHaveValue(String(line.quantity));
    await quantity.fill('1');
    await expect(dialog.getByText('Choose at least one line.')).toHaveCount(0);
    await expectNoViolations(page, 'credit dialog');
    await dialog.getByRole('button', { name: 'Create credit note' }).click();

    // The credit note opens: its own series, the invoice it corrects.
    const heading = page.getByRole('heading', { level: 1, name: /^Credit note CN-\d{4}\/\d{6}$/ });
    await expect(heading).toBeVisible();
    const note = (await heading.innerText()).replace('Credit note ', '');
    await expect(page.getByText(`Credit note ${note} made for invoice ${invoice.documentNumber}.`)).toBeVisible();
    await expect(fact(page, 'Message')).toHaveText('Two seats were cancelled');
    await expect(actions(page).getByRole('button', { name: 'Credit' })).toHaveCount(0);
    await expectNoViolations(page, 'credit note');

    // The invoice lists its credit note and what is credited of the line; it can be credited further.
    await fact(page, 'Corrects invoice').getByRole('link', { name: invoice.documentNumber }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.documentNumber}` })).toBeVisible();
    await expect(fact(page, 'Credit notes').getByRole('link', { name: note })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Lines of invoice / })).toContainText('Credited: 1');
    await expect(actions(page).getByRole('button', { name: 'Credit' })).toBeVisible();
  });

  test('two lines credited and re-invoiced: the corrected draft replaces the invoice, is corrected and approved', async ({
    page,
  }) => {
    await openInvoices(page);
    const invoice = await creditableInvoice(page.request, 1);
    const [a, b] = invoice.lines;
    await page.goto(`/invoices/invoices/${invoice.invoiceId}`);
    await actions(page).getByRole('button', { name: 'Credit' }).click();
    const dialog = page.getByRole('dialog', { name: `Credit invoice ${invoice.documentNumber}` });
    await dialog.getByRole('listitem').filter({ hasText: a!.description }).getByRole('checkbox').check();
    await dialog.getByRole('listitem').filter({ hasText: b!.description }).getByRole('checkbox').check();
    await dialog.getByLabel('Reason').fill('Wrong prices on both lines');
    await dialog.getByRole('button', { name: 'Credit and re-invoice' }).click();

    // The corrected draft opens: a manual draft holding both lines, naming the invoice it replaces.
    await expect(page.getByRole('heading', { level: 1, name: /^Manual invoice draft #\d+$/ })).toBeVisible();
    await expect(
      page.getByText(/^Credit note CN-\d{4}\/\d{6} made for invoice .*; correct the new draft/),
    ).toBeVisible();
    await expect(fact(page, 'Replaces invoice')).toHaveText(invoice.documentNumber);
    const lines = page.getByRole('table', { name: /^Lines of invoice / });
    await expect(lines.locator('tbody tr')).toHaveCount(2);
    await expectNoViolations(page, 'corrected draft');

    // Corrected: the first line at its right price.
    await page.getByRole('button', { name: `Edit line ${a!.description}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit line' });
    await edit.getByLabel('Unit price').fill('1,50');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(lines.getByRole('row').filter({ hasText: a!.description })).toContainText('€1.50');

    // Approved: an invoice of its own, numbered in the invoices' series.
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(/^Approved as invoice \d{4}\/\d{6}\.$/)).toBeVisible();

    // The invoice it replaces lists the credit note.
    await page.goto(`/invoices/invoices/${invoice.invoiceId}`);
    await expect(fact(page, 'Credit notes').getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('table', { name: /^Lines of invoice / })).toContainText(
      `Credited: ${String(a!.quantity)}`,
    );
  });

  test('the read-only account cannot credit', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/invoices/invoices');
    await expect(invoicesTable(page)).toBeVisible();
    const invoice = await creditableInvoice(page.request, 1);
    await page.goto(`/invoices/invoices/${invoice.invoiceId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.documentNumber}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Credit' })).toHaveCount(0);
  });
});
