/**
 * Companies as staff use them: look a customer up by its VAT number however it is typed, open it
 * from a copied link, create one (a wrong enterprise-number check digit is refused on its field),
 * validate and inactivate it (the reason kept) and read it all on its timeline, keep its contacts,
 * and see a colleague's edit without a reload. The read-only account sees no actions.
 */
import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, signIn, filters } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Companies' });

/** A company's VAT number as the list shows it (BE0123.456.789), found by its name. */
async function vatNumberOf(page: Page, name: string) {
  await page.getByLabel('Search').fill(name);
  const row = table(page).getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  return (await row.getByRole('cell').nth(1).innerText()).trim();
}

test.describe('companies', () => {
  test('finds a company by its VAT number typed any way, and opens it from a copied link', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    // Active companies only, as the spec says: the status filter shows it.
    await expect((await filters(page)).getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
    await expect((await filters(page)).getByRole('checkbox', { name: 'Inactive', exact: true })).not.toBeChecked();

    const shown = await vatNumberOf(page, 'Delvaux NV');
    expect(shown).toMatch(/^BE[01]\d{3}\.\d{3}\.\d{3}$/);
    // Typed without BE and with spaces instead of dots.
    await page.getByLabel('Search').fill(shown.slice(2).replaceAll('.', ' '));
    await expect(page).toHaveURL(/searchText=/);
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await table(page).getByRole('link', { name: 'Delvaux NV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Delvaux NV/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(shown).first()).toBeVisible();
    await expectNoViolations(page, 'company detail');

    // A colleague opens the copied link.
    const link = page.url();
    const colleague = await page.context().newPage();
    await colleague.goto(link);
    await expect(colleague.getByRole('heading', { level: 1, name: /Delvaux NV/ })).toBeVisible();
    await expect(colleague.getByRole('heading', { name: 'E-invoicing (Peppol)' })).toBeVisible();
  });

  test('creates a company: a wrong check digit is refused on its field, the right one saves', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    await page.getByRole('button', { name: 'New company' }).click();
    await expect(page.getByRole('heading', { name: 'New company' })).toBeVisible();
    const name = `Testbedrijf ${Date.now()}`;
    await page.getByLabel('Name').fill(`  ${name}  `);
    await page.getByLabel('VAT number').fill('0428.759.498');
    await page.getByLabel('Party type').selectOption({ label: 'End user' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This enterprise number does not pass the check')).toBeVisible();
    await expect(page.getByLabel('VAT number')).toHaveValue('0428.759.498');
    await expectNoViolations(page, 'company form with an error');

    // 0428.759.497 may exist already (an earlier run): a number of this run's own.
    const body = String(Date.now() % 10_000_000).padStart(7, '0');
    const digits = `0${body}${String(97 - (Number(`0${body}`) % 97)).padStart(2, '0')}`;
    await page.getByLabel('VAT number').fill(`BE ${digits}`);
    await page.getByLabel('Country').selectOption({ label: 'Belgium' });
    await page.getByLabel('City').selectOption({ label: '9000 Gent' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The company was created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    const formatted = `BE${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
    await expect(page.getByText(formatted).first()).toBeVisible();
    await expect(page.getByText(`0208:${digits}`)).toBeVisible();
    await expect(page.getByText('Not validated yet')).toBeVisible();

    // Validate after a confirmation.
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText('The company was validated.')).toBeVisible();
    await expect(page.getByText('Not validated yet')).toHaveCount(0);

    // Inactivate: the reason is required and kept.
    await page.getByRole('button', { name: 'Inactivate' }).click();
    const dialog = page.getByRole('dialog', { name: `Inactivate ${name}` });
    await dialog.getByRole('button', { name: 'Inactivate' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expectNoViolations(page, 'inactivate dialog');
    await dialog.getByLabel('Reason').fill('Merged with Gent Digital');
    await dialog.getByRole('button', { name: 'Inactivate' }).click();
    await expect(page.getByText('The company was inactivated.')).toBeVisible();
    await expect(page.getByText('Merged with Gent Digital')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inactivate' })).toHaveCount(0);

    // All of it on the company's timeline, newest first, with the fields before and after.
    await page.getByRole('link', { name: 'Timeline' }).click();
    const timeline = page.getByRole('list', { name: `Timeline of ${name}` });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    await expect(timeline.getByRole('listitem').first()).toContainText(`Ada Admin inactivated company ${name}`);
    await expect(timeline.getByRole('listitem').first()).toContainText('Reason: – → Merged with Gent Digital');
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Validated: No → Yes');
    await expect(timeline.getByRole('listitem').nth(2)).toContainText(`Ada Admin created company ${name}`);
    await expectNoViolations(page, 'company timeline');
    await page.getByRole('checkbox', { name: 'contact' }).check();
    await expect(page.getByText('Nothing has happened yet.')).toBeVisible();

    // Gone from the default list, there with the inactive ones.
    await page.getByRole('link', { name: 'Back to companies' }).click();
    await page.getByLabel('Search').fill(name);
    await expect(page.getByText('No companies match the search and filters.')).toBeVisible();
    await (await filters(page)).getByRole('checkbox', { name: 'Inactive', exact: true }).check();
    await expect(table(page).getByRole('link', { name })).toBeVisible();
  });

  test('finds a contact across every company and opens its company on the contacts tab', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    await page.getByRole('link', { name: 'Find contacts' }).click();
    await expect(page).toHaveURL(/\/company\/contacts/);
    const contacts = page.getByRole('table', { name: 'Contacts' });
    const first = contacts.locator('tbody tr').first();
    await expect(first).toBeVisible();
    await expectNoViolations(page, 'contacts');

    // Found by the e-mail address: only that contact is left, with its company.
    const email = (await first.getByRole('cell').nth(2).innerText()).trim();
    const company = (await first.getByRole('cell').nth(1).innerText()).trim();
    await page.getByLabel('Search').fill(email);
    await expect(page).toHaveURL(/searchText=/);
    await expect(contacts.locator('tbody tr')).toHaveCount(1);
    await contacts.getByRole('link', { name: company }).click();
    await expect(page).toHaveURL(/\/company\/\d+\?tab=contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(company) })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Contacts of / }).getByText(email)).toBeVisible();

    // A search that finds nothing says so and offers the way back.
    await page.goBack();
    await page.getByLabel('Search').fill('no-such-contact-anywhere');
    await expect(page.getByText('No contacts match the search.')).toBeVisible();
  });

  test('a company’s contacts: add with its types, edit, delete after a confirmation', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company/3');
    await page.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/company\/3\?tab=contacts$/);
    const contacts = page.getByRole('table', { name: /^Contacts of / });
    await expect(contacts.locator('tbody tr').first()).toBeVisible();
    await expectNoViolations(page, 'company contacts');

    const last = `Peeters-${Date.now()}`;
    await page.getByRole('button', { name: 'New contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByLabel('First name').fill('Ann');
    await dialog.getByLabel('Last name').fill(last);
    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
    await dialog.getByLabel('E-mail').fill(`ann.${last.toLowerCase()}@example.be`);
    await dialog.getByRole('checkbox', { name: 'Billing' }).check();
    await expectNoViolations(page, 'contact dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The contact was saved.')).toBeVisible();
    const row = contacts.getByRole('row', { name: new RegExp(last) });
    await expect(row).toContainText('Billing');

    await row.getByRole('button', { name: `Edit Ann ${last}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await edit.getByRole('checkbox', { name: 'Technical' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Billing, Technical');

    await row.getByRole('button', { name: `Delete Ann ${last}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The contact was deleted.')).toBeVisible();
    await expect(contacts.getByRole('row', { name: new RegExp(last) })).toHaveCount(0);
  });

  test('the read-only account sees the companies but no actions', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/company');
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'New company' })).toHaveCount(0);
    await table(page).locator('tbody tr a').first().click();
    await expect(page.getByRole('heading', { name: 'E-invoicing (Peppol)' })).toBeVisible();
    for (const action of ['Edit', 'Validate', 'Inactivate'])
      await expect(page.getByRole('button', { name: action })).toHaveCount(0);

    // Linked companies (the COMPANY_LINKED access code, which the read-only account has): an end
    // user's reseller, and the reseller's end users.
    await page.goto('/company/21?tab=linked');
    const linked = page.getByRole('list', { name: 'Companies linked to Antwerp Diamond Traders BVBA' });
    await expect(linked.getByRole('listitem')).toHaveCount(1);
    await expect(linked).toContainText('Reseller');
    await expectNoViolations(page, 'linked companies');
    await linked.getByRole('link', { name: 'Gent Digital NV' }).click();
    await page.getByRole('link', { name: 'Linked companies' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Companies linked to Gent Digital NV' })
        .getByRole('listitem')
        .filter({ hasText: 'Antwerp Diamond Traders BVBA' }),
    ).toContainText('End user');
  });

  test('a company’s metadata: read on its tab, a wrong rebate refused on its field, the right one saved', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, '/company/7?tab=metadata');
    await expect(page.getByRole('link', { name: 'Metadata' })).toHaveAttribute('aria-current', 'page');
    const tab = page.getByRole('region', { name: 'Metadata' });
    // A MULTISELECT shows its label; Hidden metadata is never shown.
    await expect(tab.getByText('Billing plan (Billing)')).toBeVisible();
    await expect(tab.getByText('Quarterly')).toBeVisible();
    await expect(tab.getByText('erpcustomerid')).toHaveCount(0);
    await expectNoViolations(page, 'company metadata');

    await page.getByRole('button', { name: 'Edit metadata' }).click();
    const rebate = page.getByLabel('Rebate (Billing)');
    if ((await rebate.count()) === 0) {
      await page.getByLabel('Metadata to add').selectOption({ label: 'Rebate (Billing)' });
      await page.getByRole('button', { name: 'Add metadata' }).click();
    }
    // A PERCENTAGE is required: empty is refused on its field.
    await rebate.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expectNoViolations(page, 'company metadata with an error');
    const value = `${10 + (Date.now() % 80)},5`;
    await rebate.fill(value);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The company was saved.')).toBeVisible();
    const shown = value.replace(',', '.');
    await expect(tab.getByText('Rebate (Billing)')).toBeVisible();
    await expect(tab.getByText(shown, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Timeline' }).click();
    await expect(
      page
        .getByRole('list', { name: /^Timeline of / })
        .getByRole('listitem')
        .first(),
    ).toContainText(new RegExp(`Metadata Rebate: .* → ${shown.replace('.', '\\.')}`));
  });

  test('a colleague’s edit of a company shows without a reload', async ({ browser }) => {
    const viewer = await (await browser.newContext()).newPage();
    const admin = await (await browser.newContext()).newPage();
    await signIn(viewer, ACCOUNTS.viewer, '/company/2');
    await expect(viewer.getByRole('heading', { level: 1, name: /Delvaux/ })).toBeVisible();
    let loads = 0;
    viewer.on('load', () => loads++);
    await signIn(admin, ACCOUNTS.admin, '/company/2?view=edit');
    const phone = `+32 2 ${String(Date.now() % 1000).padStart(3, '0')} 12 34`;
    await admin.getByLabel('Phone').fill(phone);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('The company was saved.')).toBeVisible();
    await expect(viewer.getByText(phone)).toBeVisible();
    expect(loads).toBe(0);
  });
  test('a company form left unsaved is offered back after a reload, unless a colleague changed the company since', async ({
    page,
    browser,
  }) => {
    // A reload with unsaved changes asks first (the browser's own prompt): the user leaves anyway.
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, ACCOUNTS.admin, '/company/9?view=edit');
    const street = page.getByLabel('Street');
    const offer = page.getByText('You left unsaved changes in this form');
    const typed = `Kerkstraat ${Date.now() % 1000}`;
    await street.fill(typed);
    await page.reload();
    await expect(offer).toBeVisible();
    await expectNoViolations(page, 'company form offering unsaved changes');
    await expect(street).not.toHaveValue(typed);
    await page.getByRole('button', { name: 'Restore them' }).click();
    await expect(street).toHaveValue(typed);
    await expect(offer).toHaveCount(0);

    // Still unsaved; meanwhile a colleague saves the company: what was typed on the old version is not offered.
    const colleague = await (await browser.newContext()).newPage();
    await signIn(colleague, ACCOUNTS.admin, '/company/9?view=edit');
    const phone = `+32 9 ${String(Date.now() % 1000).padStart(3, '0')} 56 78`;
    await colleague.getByLabel('Phone').fill(phone);
    await colleague.getByRole('button', { name: 'Save' }).click();
    await expect(colleague.getByText('The company was saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue(phone);
    await expect(street).not.toHaveValue(typed);
    await expect(offer).toHaveCount(0);
  });
});
