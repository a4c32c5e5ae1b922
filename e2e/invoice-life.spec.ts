/**
 * An approved invoice's life as finance handles it: mark selected invoices as sent from the list,
 * mark one as sent from its page, record a payment that is too much (refused on the field, the input
 * kept), then a part with the keyboard (partly paid, listed among its payments), reverse it (the bank
 * returned it: struck through with its reason, sent again), then all of it (paid, and nothing left
 * to do but a credit note), record the
 * reminder of an overdue invoice (overdue by the system, saying why), and edit an invoice's reference and message without touching its
 * amounts. The read-only account sees the invoices without any of these actions, and downloads an
 * invoice's PDF and Peppol e-invoice.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, signIn } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const actions = (page: Page) => page.getByRole('toolbar', { name: 'Invoice actions' });
/** The value of a detail fact by its label. */
const fact = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`).first();
/** A success alert (or any text) on the page. */
const alert = (page: Page, text: string) => page.getByText(text).first();

type Listed = { items: { invoiceId: number; documentNumber: string; totalIncl: number; state: string }[] };

/** The current month's invoices approval left as created (due next month: nothing late about them). */
const CREATED =
  '/invoices/invoices?states=created&types=invoice&monthFrom=2026-11&monthUntil=2026-11&orderBys=documentNumber';

test.describe('invoice life', () => {
  test('mark sent from the list and the invoice, pay too much, a part, reverse it, then all', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, CREATED);
    const rows = table(page).locator('tbody tr');
    await expect(rows.first().getByRole('link').first()).toBeVisible();
    const first = (await rows.nth(0).getByRole('link').first().innerText()).trim();
    const second = (await rows.nth(1).getByRole('link').first().innerText()).trim();

    // Two selected rows marked as sent together, after the question: they leave the created list.
    await page.getByRole('checkbox', { name: new RegExp(`^Select Invoice ${first} of `) }).check();
    await page.getByRole('checkbox', { name: new RegExp(`^Select Invoice ${second} of `) }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await expectNoViolations(page, 'invoices with a selection');
    await page.getByRole('button', { name: 'Mark selected as sent' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Mark 2 invoices as sent?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as sent' }).click();
    await expect(alert(page, '2 invoices marked as sent.')).toBeVisible();
    await expect(table(page).getByRole('link', { name: first, exact: true })).toHaveCount(0);
    await expect(table(page).getByRole('link', { name: second, exact: true })).toHaveCount(0);

    // The next created invoice, from its page: mark it sent.
    const number = (await rows.nth(0).getByRole('link').first().innerText()).trim();
    await rows.nth(0).getByRole('link', { name: number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(fact(page, 'State')).toHaveText('Created');
    await expectNoViolations(page, 'invoice with its actions');
    await actions(page).getByRole('button', { name: 'Mark as sent' }).click();
    await expect(alert(page, `Invoice ${number} marked as sent.`)).toBeVisible();
    await expect(fact(page, 'State')).toHaveText('Sent');
    await expect(actions(page).getByRole('button', { name: 'Mark as sent' })).toHaveCount(0);
    const history = page.getByRole('list', { name: 'Status history' });
    await expect(history.locator('li').last()).toContainText('Sent');

    // Too much: refused on the field, what was typed kept.
    const id = /\/invoices\/invoices\/(\d+)$/.exec(page.url())![1];
    const total = (await apiAnswer<{ totalIncl: number }>(page.request, 'get', `/api/invoice/v2/invoices/${id}`))
      .totalIncl;
    const comma = (euro: number) => euro.toFixed(2).replace('.', ',');
    /** As the totals show an amount in English (src/shared/format.ts, en-IE): €1,234.56. */
    const shown = (euro: number) =>
      `€${new Intl.NumberFormat('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(euro)}`;
    await actions(page).getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: `Payment of invoice ${number}` });
    const amount = dialog.getByLabel('Amount received');
    // The open amount by default (nothing paid yet: the total), today, a bank transfer.
    await expect(amount).toHaveValue(comma(total));
    // The dialog opens on its amount, not on its close button.
    await expect(amount).toBeFocused();
    await expect(dialog.getByLabel('Method')).toHaveValue('bankTransfer');
    await amount.fill(comma(total + 1));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByText('More than is still open on this invoice.')).toBeVisible();
    await expect(amount).toHaveValue(comma(total + 1));
    await expectNoViolations(page, 'payment dialog with an error');

    // A part (half), keyboard first: typed over the amount, a reference, Enter records it.
    const part = Math.round(total * 50) / 100;
    await amount.press('ControlOrMeta+a');
    await page.keyboard.type(comma(part));
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Received on')).toBeFocused();
    await dialog.getByLabel('Bank reference or message').focus();
    await page.keyboard.type('First half');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(alert(page, `invoice ${number} is partly paid`)).toBeVisible();
    await expect(fact(page, 'State')).toHaveText('Partially paid');
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.locator('dt:text-is("Paid") + dd')).toContainText(shown(part));
    await expect(totals.locator('dt:text-is("Still to pay") + dd')).toContainText(shown(total - part));
    // Listed among its payments, by hand, and in the status history with its amount.
    const payments = page.getByRole('table', { name: `Payments of invoice ${number}` });
    const paymentRow = payments.locator('tbody tr').first();
    await expect(paymentRow).toContainText(shown(part));
    await expect(paymentRow).toContainText('Bank transfer');
    await expect(paymentRow).toContainText('First half');
    await expect(paymentRow).toContainText('By hand');
    await expect(history.locator('li').last()).toContainText(`Payment of ${shown(part)} received`);
    await expectNoViolations(page, 'invoice with its payments');

    // The bank returned it: reversed with a reason, struck through, the open amount back, sent again.
    await paymentRow.getByRole('button', { name: /^Reverse the payment of/ }).click();
    const reversal = page.getByRole('dialog', { name: `Reverse a payment of invoice ${number}` });
    await expect(reversal.getByLabel('Reason')).toBeFocused();
    await page.keyboard.type('Returned by the bank: AM04');
    await expectNoViolations(page, 'payment reversal dialog');
    await reversal.getByRole('button', { name: 'Reverse payment' }).click();
    await expect(reversal).toBeHidden();
    await expect(alert(page, `Payment of ${shown(part)} reversed: invoice ${number} is Sent again.`)).toBeVisible();
    await expect(fact(page, 'State')).toHaveText('Sent');
    await expect(paymentRow).toHaveAttribute('data-reversed', 'true');
    await expect(paymentRow).toContainText('Returned by the bank: AM04');
    await expect(paymentRow.getByRole('button')).toHaveCount(0);
    await expect(totals.locator('dt:text-is("Still to pay") + dd')).toContainText(shown(total));
    await expect(history.locator('li').last()).toContainText(`Payment of ${shown(part)} reversed`);

    // All of it, with the keyboard: paid, and nothing is left to do with it.
    await actions(page).getByRole('button', { name: 'Record payment' }).click();
    await expect(amount).toHaveValue(comma(total));
    await expect(amount).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(alert(page, `Invoice ${number} is paid.`)).toBeVisible();
    // The button that opened the dialog is gone: the focus is on the screen's heading, not lost.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(fact(page, 'State')).toHaveText('Paid');
    await expect(totals.locator('dt:text-is("Still to pay") + dd')).toContainText('€0.00');
    // Paid: nothing moves it any more; it can only be corrected by a credit note.
    await expect(actions(page).getByRole('button')).toHaveText(['Credit']);
    await expect(history.locator('li').last()).toContainText('Paid');
    await expect(payments.locator('tbody tr')).toHaveCount(2);
  });

  test('remind an overdue invoice, and edit a reference and message without touching the amounts', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/invoices/invoices?states=overdue&types=invoice');
    const link = table(page).locator('tbody tr').first().getByRole('link').first();
    await expect(link).toBeVisible();
    const number = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(fact(page, 'State')).toHaveText('Overdue');
    // Moved there by the system when its due date passed, which the history says in words.
    const steps = page.getByRole('list', { name: 'Status history' }).locator('li');
    await expect(steps.last()).toContainText('by the system');
    await expect(steps.last()).toContainText('Due date passed');

    // The follow-up that comes next, after the question.
    await actions(page).getByRole('button', { name: 'Record first reminder' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`Record “First reminder” for invoice ${number}?`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Record' }).click();
    await expect(alert(page, `“First reminder” recorded for invoice ${number}.`)).toBeVisible();
    await expect(fact(page, 'State')).toHaveText('First reminder');
    await expect(actions(page).getByRole('button', { name: 'Record second reminder' })).toBeVisible();

    // Reference and message: saved, shown, the totals as they were.
    const totals = page.getByRole('region', { name: 'Totals' });
    const before = await totals.innerText();
    await actions(page).getByRole('button', { name: 'Edit reference and message' }).click();
    const dialog = page.getByRole('dialog', { name: `Reference and message of invoice ${number}` });
    await dialog.getByLabel('Reference').fill('PO-2026-4711');
    await dialog.getByLabel('Message').fill('Please mention the order number with your payment.');
    await expectNoViolations(page, 'reference and message dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(alert(page, `Reference and message of invoice ${number} saved.`)).toBeVisible();
    await expect(fact(page, 'Reference')).toHaveText('PO-2026-4711');
    await expect(fact(page, 'Message')).toHaveText('Please mention the order number with your payment.');
    expect(await totals.innerText()).toBe(before);
  });

  test('the read-only account sees invoices but no actions', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, CREATED);
    const rows = table(page).locator('tbody tr');
    await expect(rows.first().getByRole('link').first()).toBeVisible();
    await expect(table(page).getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark selected as sent' })).toHaveCount(0);
    const listed = await apiAnswer<Listed>(
      page.request,
      'get',
      '/api/invoice/v2/invoices?states=created&types=invoice&monthFrom=2026-11&monthUntil=2026-11&pageSize=5',
    );
    await page.goto(`/invoices/invoices/${listed.items[0]!.invoiceId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice ${listed.items[0]!.documentNumber}` }),
    ).toBeVisible();
    await expect(fact(page, 'State')).toHaveText('Created');
    await expect(actions(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  });

  test('the read-only account downloads an invoice as PDF and as Peppol e-invoice', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/invoices/invoices');
    await expect(table(page).locator('tbody tr').first().getByRole('link').first()).toBeVisible();
    // A paid invoice of a Belgian customer (addressed on Peppol by its enterprise number).
    const paid = await apiAnswer<Listed>(
      page.request,
      'get',
      '/api/invoice/v2/invoices?states=paid&types=invoice&pageSize=20',
    );
    let invoice: { invoiceId: number; documentNumber: string } | undefined;
    for (const item of paid.items) {
      const detail = await apiAnswer<{ customerVatNumber: string | null }>(
        page.request,
        'get',
        `/api/invoice/v2/invoices/${item.invoiceId}`,
      );
      if (detail.customerVatNumber?.startsWith('BE')) {
        invoice = item;
        break;
      }
    }
    expect(invoice).toBeDefined();
    await page.goto(`/invoices/invoices/${invoice!.invoiceId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice!.documentNumber}` })).toBeVisible();
    const documents = page.getByRole('group', { name: 'Documents' });

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const [ubl] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: 'Download e-invoice (UBL)' }).click(),
    ]);
    expect(ubl.suggestedFilename()).toMatch(/\.xml$/);
    const xml = readFileSync(await ubl.path(), 'utf8');
    expect(xml).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(xml).toContain(`<cbc:ID>${invoice!.documentNumber}</cbc:ID>`);
    expect(xml).toMatch(/<cbc:EndpointID schemeID="0208">[01]\d{9}<\/cbc:EndpointID>/);
    expect(xml).toContain('mimeCode="application/pdf"');
    await expectNoViolations(page, 'invoice with its documents');
  });
});
