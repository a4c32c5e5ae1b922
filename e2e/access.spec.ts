/**
 * Access administration end to end: an administrator makes a role and gives it to a new staff user,
 * who (in a second browser) sees exactly what it grants; a right taken away leaves their screen at
 * once, without a reload, and the server refuses the write. Every new screen and dialog is scanned
 * (axe); a role is given to a user with the keyboard alone.
 */
import { type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiAnswer, expect, expectNoViolations, sidebarEntries, signIn, test } from './fixtures';

/** Presses Tab until `target` has the focus (the keyboard-only path), at most 40 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('access administration', () => {
  test('a new role for a new user: exactly its modules, and an edit right taken away leaves their screen at once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.admin, '/roles');
    await expect(page.getByRole('row', { name: /Administrator/ })).toBeVisible();
    await expectNoViolations(page, '/roles');

    // The role, with invoices edit and companies read.
    await page.getByRole('button', { name: 'Add role' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'New role' });
    await roleDialog.getByLabel('Name').fill('Invoicing clerk');
    await expectNoViolations(page, 'new role dialog');
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(roleDialog).toBeHidden();
    await page.getByRole('link', { name: 'Invoicing clerk' }).click();
    await expect(page.getByRole('heading', { name: 'Invoicing clerk' })).toBeVisible();
    await expect(page.getByText('This role grants nothing yet.')).toBeVisible();
    const addDefinition = async (definition: string, value: string) => {
      await page.getByRole('button', { name: 'Add access definition' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an access definition to Invoicing clerk' });
      await dialog.getByLabel('Access definition').selectOption({ label: definition });
      await dialog.getByLabel('Value').selectOption({ label: value });
      if (definition === 'Invoices') await expectNoViolations(page, 'access definition dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
    };
    await addDefinition('Invoices', 'Read and edit');
    await addDefinition('Companies', 'Read');
    const granted = page.getByRole('table', { name: 'What this role grants' });
    await expect(granted.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('table', { name: 'History' }).getByRole('row')).toHaveCount(4);
    await expectNoViolations(page, '/roles/$id');

    // A new staff user, given the role.
    await page.goto('/entities');
    await expect(page.getByRole('row', { name: /Ada Admin/ })).toBeVisible();
    await expectNoViolations(page, '/entities');
    await page.getByRole('button', { name: 'Add user' }).click();
    const userDialog = page.getByRole('dialog', { name: 'New staff user' });
    await userDialog.getByLabel('Name').fill('Cleo Clerk');
    await userDialog.getByLabel('E-mail').fill('cleo@backoffice.test');
    await expectNoViolations(page, 'new user dialog');
    await userDialog.getByRole('button', { name: 'Save' }).click();
    const added = page.getByRole('dialog', { name: 'User added' });
    const password = (await added.getByTestId('temporary-password').innerText()).trim();
    expect(password).toHaveLength(20);
    await expectNoViolations(page, 'user added dialog');
    await added.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('heading', { name: 'Cleo Clerk' })).toBeVisible();
    await page.getByRole('button', { name: 'Change roles' }).click();
    const assign = page.getByRole('dialog', { name: 'Roles of Cleo Clerk' });
    await assign.getByLabel('Invoicing clerk').check();
    await expectNoViolations(page, 'assign roles dialog');
    await assign.getByRole('button', { name: 'Save' }).click();
    await expect(assign).toBeHidden();
    const rights = page.getByRole('table', { name: 'Effective rights' });
    await expect(rights.getByRole('row', { name: /Invoices/ })).toContainText('Invoicing clerk');
    await expectNoViolations(page, '/entities/$id');

    // The clerk, in a second browser, sees exactly those two modules and may edit invoices.
    const clerkContext = await browser.newContext();
    const clerk = await clerkContext.newPage();
    await clerk.goto('/invoices/invoices');
    await clerk.getByLabel('E-mail').fill('cleo@backoffice.test');
    await clerk.getByLabel('Password').fill(password);
    await clerk.getByRole('button', { name: 'Sign in' }).click();
    await expect(clerk.getByRole('heading', { name: 'Invoices' }).first()).toBeVisible();
    expect(await sidebarEntries(clerk)).toEqual(['Companies', 'Invoices']);
    const selectAll = clerk.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(selectAll).toBeVisible();

    // The administrator takes the invoices edit right away: the clerk's edit controls go, unreloaded.
    await page.goto('/roles');
    await page.getByRole('link', { name: 'Invoicing clerk' }).click();
    await page.getByLabel('Value of Invoices').selectOption({ label: 'Read' });
    await expect(page.getByRole('table', { name: 'History' }).getByRole('row')).toHaveCount(5);
    await expect(selectAll).toHaveCount(0);
    expect(await sidebarEntries(clerk)).toEqual(['Companies', 'Invoices']);
    const write = await clerk.request.post('/api/invoice/v2/invoices/approve', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { invoiceIds: [1] },
    });
    expect(write.status()).toBe(403);

    // Companies taken away too: the module leaves the sidebar; the open invoices screen stays.
    await page.getByRole('button', { name: 'Remove Companies' }).click();
    await page.getByRole('button', { name: 'Remove' }).last().click();
    await expect(clerk.getByRole('navigation', { name: 'Modules' }).getByText('Companies')).toHaveCount(0);
    // Invoices too: the open screen leaves for one the clerk may see (none is left).
    await page.getByRole('button', { name: 'Remove Invoices' }).click();
    await page.getByRole('button', { name: 'Remove' }).last().click();
    await expect(clerk).not.toHaveURL(/\/invoices/);
    await clerkContext.close();
  });

  test('the access screen: the catalogue and every role by definition', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/access');
    const matrix = page.getByRole('table', { name: 'Roles by access definition' });
    await expect(matrix.getByRole('row', { name: /Every module/ })).toContainText('Read and edit');
    await expect(page.getByRole('row', { name: /Linked companies/ }).first()).toBeVisible();
    await expectNoViolations(page, '/access');
  });

  test('keyboard only: give a role to a user', async ({ page }) => {
    // A user of this test's own (the demo accounts keep their meaning for the other specs).
    const name = `Kim Keyboard ${Date.now() % 100_000}`;
    await signIn(page, ACCOUNTS.admin, '/entities');
    // Signed in (the list shows), the user is added through the API.
    await expect(page.getByRole('row', { name: /Noah Newcomer/ })).toBeVisible();
    await apiAnswer(page.request, 'post', '/api/access/v2/entities', {
      name,
      email: `kim.${Date.now() % 100_000}@backoffice.test`,
      language: 'en',
    });
    await page.reload();
    await page.getByLabel('Search').fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Change roles' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Roles of ${name}` });
    await tabTo(page, dialog.getByLabel('Auditor'));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Effective rights' }).getByRole('row', { name: /Companies/ }),
    ).toContainText('Auditor');
  });
});
