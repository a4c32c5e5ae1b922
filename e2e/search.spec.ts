/**
 * The one search (Cmd+K): a structured reference opens its invoice, an enterprise number typed with
 * dots opens its company (Cmd/Ctrl+Enter in a new tab), the screens and actions, a products-only user
 * finds no invoice, and the open palette passes an axe scan.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, apiAnswer, expect, expectNoViolations, signIn, signInApi, test } from './fixtures';

type Invoice = { invoiceId: number; documentNumber: string | null; paymentReference: string | null };
type Company = { companyId: number; name: string; vatNumber: string | null };

const anInvoice = async (page: Page) => {
  const { items } = await apiAnswer<{ items: Invoice[] }>(
    page.request,
    'get',
    '/api/invoice/v2/invoices?types=invoice&pageSize=20',
  );
  return items.find((i) => i.paymentReference && i.documentNumber)!;
};

/** The palette, opened with Cmd+K (Ctrl+K off macOS). */
async function openPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Search everything' });
  await expect(palette).toBeVisible();
  const input = palette.getByRole('combobox', { name: 'Search records, screens and actions' });
  await expect(input).toBeFocused();
  return { palette, input };
}

test('Cmd+K, a structured reference, Enter: the invoice opens', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  const invoice = await anInvoice(page);
  const { palette, input } = await openPalette(page);
  await input.fill(invoice.paymentReference!);
  const hit = palette.getByRole('option', { name: new RegExp(invoice.documentNumber!.replace('/', '\\/')) });
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await expect(palette.getByRole('group', { name: 'Invoices and credit notes' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/invoices/invoices/${invoice.invoiceId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice.documentNumber!);

  // Without +++ and slashes, the same invoice.
  await openPalette(page);
  await page.keyboard.type(invoice.paymentReference!.replace(/\D/g, ''));
  await expect(page.getByRole('option', { name: new RegExp(invoice.documentNumber!) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('an enterprise number with dots finds its company; Enter opens it, Cmd/Ctrl+Enter in a new tab', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.admin, '/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const { items } = await apiAnswer<{ items: Company[] }>(page.request, 'get', '/api/company/v2/companies?pageSize=20');
  const company = items.find((c) => c.vatNumber?.startsWith('BE'))!;
  const digits = company.vatNumber!.slice(2);
  const dotted = `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;

  const { palette, input } = await openPalette(page);
  await input.fill(dotted);
  const hit = palette.getByRole('option', { name: new RegExp(company.name) });
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await expect(hit).toContainText(`BE${dotted}`);

  const opened = context.waitForEvent('page');
  await page.keyboard.press('ControlOrMeta+Enter');
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`/company/${company.companyId}$`));
  await expect(palette).toBeVisible();
  await tab.close();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/company/${company.companyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
});

test('screens and actions: typed, chosen with the arrows, opened with Enter; listed with the shortcuts', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  const { palette, input } = await openPalette(page);
  await input.fill('new comp');
  await expect(palette.getByRole('option', { name: 'New company' })).toHaveAttribute('aria-selected', 'true');
  await input.fill('drafts');
  const drafts = palette.getByRole('option', { name: 'Go to Drafts' });
  await expect(drafts).toBeVisible();
  while ((await drafts.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/invoices\/drafts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();

  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByRole('row', { name: /Search everything/ })).toContainText('Ctrl+K / ⌘K');
});

test('a products-only user finds no invoice and no company', async ({ page }) => {
  await signInApi(page.request, ACCOUNTS.admin);
  const invoice = await anInvoice(page);
  const { items } = await apiAnswer<{ items: Company[] }>(page.request, 'get', '/api/company/v2/companies?pageSize=5');
  await signIn(page, ACCOUNTS.products, '/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const { palette, input } = await openPalette(page);
  await input.fill(invoice.paymentReference!);
  await expect(palette.getByRole('status')).toHaveText(`Nothing found for “${invoice.paymentReference!}”`);
  await expect(palette.getByRole('option')).toHaveCount(0);
  await input.fill(items[0]!.name);
  await expect(palette.getByRole('status')).toHaveText(`Nothing found for “${items[0]!.name}”`);
  await expect(palette.getByRole('group', { name: 'Companies' })).toHaveCount(0);
  // Their own module's records and screens are there.
  await input.fill('products');
  await expect(palette.getByRole('option', { name: 'Go to Products' })).toBeVisible();
});

test('the open palette with its results passes an axe scan, and the focus goes back on close', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  const search = page.getByRole('searchbox').first();
  await search.focus();
  const { palette, input } = await openPalette(page);
  await input.fill('in');
  await expect(palette.getByRole('group', { name: 'Companies' })).toBeVisible();
  await expect(palette.getByRole('group', { name: 'Screens' })).toBeVisible();
  await expectNoViolations(page, 'command palette');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(search).toBeFocused();
});
