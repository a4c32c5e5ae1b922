/**
 * Manual invoices as finance makes them, on /invoices/manualInvoices: a new one for a customer with a
 * line from a manual product (which fills the line) and a free-text line, a line changed, approved
 * after a confirmation: its number shows and it is among the invoices. A product inactivated while
 * the dialog is open: the server's refusal on the line's product, nothing typed lost. The header
 * edited while a colleague saved the draft (their version or mine); a line and the draft deleted
 * after a confirmation. The read-only account sees the list and a draft without any action. Axe
 * scans of the list, the add dialog, the detail, the line and header dialogs.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, signIn, pickInCombobox, filters } from './fixtures';

const PATH = '/invoices/manualInvoices';
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const table = (page: Page) => page.getByRole('table', { name: 'Manual invoices' });
const lines = (page: Page) => page.getByRole('table', { name: /^Lines of invoice / });
/** This run's own texts (a retry starts on the same database). */
const unique = () => String(Date.now() % 100_000);

/** Signs in as the admin on the manual invoices, once their rows show. */
async function openList(page: Page) {
  await signIn(page, ACCOUNTS.admin, PATH);
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
}

/** Opens the add dialog and fills the header: the customer found by name, the contract type. */
async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: 'New manual invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New manual invoice' });
  await dialog.getByRole('combobox', { name: 'Customer', exact: true }).fill('Delvaux NV');
  await expect(dialog.getByRole('option', { name: /^Delvaux NV( \(|$)/ })).toHaveCount(1);
  await pickInCombobox(dialog, 'Customer', 'Delvaux NV', /^Delvaux NV( \(|$)/);
  await dialog.getByLabel('Contract type').selectOption({ label: 'Support' });
  return dialog;
}

/** A draft made over the API (as the add dialog makes it), with two free-text lines: its id. */
async function draftOverApi(request: APIRequestContext, reference: string) {
  const customers = await apiAnswer<{ companyId: number; name: string }[]>(
    request,
    'get',
    '/api/invoice/v2/manualinvoices/customers?searchText=Delvaux%20NV',
  );
  const types = await apiAnswer<{ contractTypeId: number; code: string }[]>(
    request,
    'get',
    '/api/invoice/v2/manualinvoices/contracttypes',
  );
  const line = { manualProductId: null, quantity: 1, vatRate: 21, unit: 'piece' };
  const draft = await apiAnswer<{ invoiceId: number }>(request, 'post', '/api/invoice/v2/manualinvoices', {
    customerId: customers.find((c) => c.name === 'Delvaux NV')!.companyId,
    receiver: 'client',
    contractTypeId: types.find((t) => t.code === 'setup')!.contractTypeId,
    periodFrom: '2026-11-01T00:00:00.000Z',
    periodTo: '2026-11-30T00:00:00.000Z',
    reference,
    message: null,
    lines: [
      { ...line, description: 'Workshop preparation', unitPrice: 300 },
      { ...line, description: 'Workshop material', unitPrice: 40 },
    ],
  });
  return draft.invoiceId;
}

test.describe('manual invoices', () => {
  test('a new manual invoice from a manual product and a free-text line, a line changed, approved and among the invoices', async ({
    page,
  }) => {
    const reference = `E2E-MI-${unique()}`;
    await signIn(page, ACCOUNTS.admin, PATH);
    await expect(page.getByRole('heading', { name: 'Manual invoices' })).toBeVisible();
    // The open ones by default: every state but paid, said by the chips while the filters are closed.
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('State: Draft');
    const states = (await filters(page)).getByRole('group', { name: 'State' });
    await expect(states.getByLabel('Draft', { exact: true })).toBeChecked();
    await expect(states.getByLabel('Paid', { exact: true })).not.toBeChecked();
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    await expectNoViolations(page, `${PATH} list`);

    const dialog = await openAddDialog(page);
    await dialog.getByLabel('Reference').fill(reference);
    const first = dialog.getByRole('group', { name: 'Line 1' });
    await pickInCombobox(first, 'Manual product', 'PROJECT-DAY', 'PROJECT-DAY – Project management day');
    // The product fills the line, which stays editable.
    await expect(first.getByLabel('Description')).toHaveValue('Project management day');
    await expect(first.getByLabel('Unit price')).toHaveValue('760,00');
    await expect(first.getByRole('combobox', { name: 'Unit', exact: true })).toHaveValue('day');
    await first.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    const second = dialog.getByRole('group', { name: 'Line 2' });
    await second.getByLabel('Description').fill('Travel costs, flat rate');
    await second.getByLabel('Unit price').fill('45');
    await expect(dialog.getByText(/^Total excl\. VAT: €1,565\.00$/)).toBeVisible();
    await expectNoViolations(page, `${PATH} add dialog`);
    await dialog.getByRole('button', { name: 'Save' }).click();

    // The new draft opens.
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('The manual invoice was made as a draft.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Manual invoice draft #\d+$/ })).toBeVisible();
    await expect(lines(page).locator('tbody tr')).toHaveCount(2);
    await expect(lines(page)).toContainText('PROJECT-DAY');
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('€1,565.00');
    await expectNoViolations(page, 'manual invoice detail (draft)');

    // A line changed in its dialog.
    await page.getByRole('button', { name: 'Edit line Travel costs, flat rate' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit line' });
    await expect(edit.getByLabel('Description')).toHaveValue('Travel costs, flat rate');
    await expect(edit.getByLabel('Manual product')).toHaveValue('');
    await expectNoViolations(page, 'manual invoice line dialog');
    await edit.getByLabel('Quantity').fill('3');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('€1,655.00');

    // Approved after a confirmation: the number shows, and a way to its life among the invoices.
    await page.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Approve this manual invoice');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(/^Approved as invoice \d{4}\/\d{6}\.$/)).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: /^Manual invoice \d{4}\/\d{6}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.innerText()).replace('Manual invoice ', '');
    await expect(page.getByRole('toolbar', { name: 'Manual invoice actions' })).toHaveCount(0);
    await page.getByRole('link', { name: `Open invoice ${number} among the invoices` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await page.goto(`/invoices/invoices?searchText=${encodeURIComponent(number)}`);
    await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: number })).toBeVisible();
  });

  test('a product inactivated while the dialog is open: the refusal on the line, nothing typed lost', async ({
    page,
  }) => {
    const code = `E2E-MI-${unique()}`;
    await openList(page);
    const { request } = page;
    const types = await apiAnswer<{ productTypeId: number; code: string }[]>(
      request,
      'get',
      '/api/invoice/v2/manualproducts/producttypes',
    );
    const created = await apiAnswer<{ manualProductId: number }>(request, 'post', '/api/invoice/v2/manualproducts', {
      code,
      description: 'Product of this test',
      productTypeId: types.find((t) => t.code === 'service')!.productTypeId,
      unitPrice: 80,
      vatRate: 21,
      unit: 'hour',
    });

    const dialog = await openAddDialog(page);
    const first = dialog.getByRole('group', { name: 'Line 1' });
    await pickInCombobox(first, 'Manual product', code, `${code} – Product of this test`);
    await first.getByLabel('Description').fill('Product of this test, adapted');
    await first.getByLabel('Quantity').fill('4');
    const off = await request.post('/api/invoice/v2/manualproducts/set-inactive', {
      data: { manualProductIds: [created.manualProductId] },
      headers: HEADERS,
    });
    expect(off.ok()).toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(first.getByText('This product is inactive: it can no longer be used on a new line.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Customer', exact: true })).not.toHaveValue('');
    await expect(dialog.getByLabel('Contract type')).not.toHaveValue('');
    await expect(first.getByLabel('Description')).toHaveValue('Product of this test, adapted');
    await expect(first.getByLabel('Quantity')).toHaveValue('4');
    await expect(first.getByLabel('Unit price')).toHaveValue('80,00');
    await expectNoViolations(page, `${PATH} add dialog with a server field error`);
    // Free text instead: saved.
    await first.getByRole('button', { name: 'Clear Manual product' }).click();
    await expect(first.getByRole('combobox', { name: 'Manual product' })).toHaveAttribute(
      'placeholder',
      'Free text (no product)',
    );
    await expect(first.getByRole('combobox', { name: 'Manual product' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(lines(page)).toContainText('Product of this test, adapted');
  });

  test('the header edited over a colleague’s change, a line deleted, then the draft, each after a confirmation', async ({
    page,
  }) => {
    const reference = `E2E-DEL-${unique()}`;
    await openList(page);
    const id = await draftOverApi(page.request, reference);
    await page.goto(`${PATH}/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Manual invoice draft #${id}` })).toBeVisible();
    await expect(lines(page).locator('tbody tr')).toHaveCount(2);

    // The header in its dialog; a colleague saves the draft first: their version or mine.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit manual invoice' });
    await expect(edit.getByLabel('Reference')).toHaveValue(reference);
    await expectNoViolations(page, 'manual invoice header dialog');
    await edit.getByLabel('Reference').fill(`${reference} mine`);
    const draft = await apiAnswer<Record<string, unknown>>(page.request, 'get', `/api/invoice/v2/manualinvoices/${id}`);
    const theirs = await page.request.put('/api/invoice/v2/manualinvoices', {
      headers: HEADERS,
      data: {
        ...Object.fromEntries(
          ['customerId', 'receiver', 'contractTypeId', 'periodFrom', 'periodTo', 'message'].map((k) => [k, draft[k]]),
        ),
        invoiceId: id,
        version: draft.version,
        reference: `${reference} theirs`,
      },
    });
    expect(theirs.ok()).toBe(true);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText('Someone else changed this record in the meantime.');
    await expect(edit.getByLabel('Reference')).toHaveValue(`${reference} mine`);
    await edit.getByRole('button', { name: 'Use their version' }).click();
    await expect(edit.getByLabel('Reference')).toHaveValue(`${reference} theirs`);
    await edit.getByLabel('Reference').fill(`${reference} both`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Invoice' })).toContainText(`${reference} both`);

    await page.getByLabel('Select the line Workshop material').check();
    await page.getByRole('button', { name: 'Delete selected lines' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete the selected line?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('One line deleted.')).toBeVisible();
    await expect(lines(page).locator('tbody tr')).toHaveCount(1);
    await expect(lines(page)).not.toContainText('Workshop material');

    await page.getByRole('button', { name: 'Delete draft' }).click();
    // By its question: the lines' question may still be fading out.
    const deleteDraft = page.getByRole('alertdialog', { name: /^Delete this manual invoice/ });
    await expect(deleteDraft).toContainText('Delete this manual invoice draft');
    await deleteDraft.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The manual invoice draft was deleted.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await page.getByLabel('Search').fill(reference);
    await expect(page.getByText('No manual invoices match this view.')).toBeVisible();
  });

  test('the read-only account sees the list and a draft without any action', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, `${PATH}?statuses=draft`);
    const draft = table(page)
      .getByRole('link', { name: /^Draft #\d+$/ })
      .first();
    await expect(draft).toBeVisible();
    await page.keyboard.press('a');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New manual invoice' })).toHaveCount(0);

    await draft.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Manual invoice draft #\d+$/ })).toBeVisible();
    await expect(lines(page).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Manual invoice actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Approve|Edit|Add line|Delete)/ })).toHaveCount(0);
    await expect(lines(page).getByRole('checkbox')).toHaveCount(0);
  });
});
