import { type Locator, type Page } from '@playwright/test';
import { expect, test, A11Y_TAGS, ACCOUNTS, expectNoViolations, signIn, filters, typeInEditor, axe } from './fixtures';
import { SPLAT_EXAMPLE } from './route-tree';

test('login, its error state, and an unknown path signed out (sign-in first)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expectNoViolations(page, '/login');
  await page.getByLabel('E-mail').fill('x');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectNoViolations(page, '/login (error)');
  // The not-found screen itself is scanned signed in, as the route tree's splat route.
  await page.goto(`/${SPLAT_EXAMPLE}`);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fnope$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expectNoViolations(page, `/${SPLAT_EXAMPLE} signed out`);
});

// Each screen of the route tree is scanned on the path its own spec walks (the screen sweep scans
// every one in npm run bench: e2e/screen-sweep.spec.ts); here the screens no path walks, and the
// states a path passes by: dialogs, menus, errors, selections.

test('the screens no path walks: settings, about, release notes, the pricing step, an unknown path', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/settings');
  for (const path of [
    '/settings',
    '/settings/settings',
    '/settings/about',
    '/settings/release-notes/1x',
    '/products/add/1/pricing',
    `/${SPLAT_EXAMPLE}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expectNoViolations(page, path);
  }
});

/** Opens a menu from its button until `item` shows (a click while it is already open closes it). */
async function openMenu(page: Page, button: string, item: Locator) {
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: button }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('dialogs, menus and drawers of the shell', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/company');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectNoViolations(page, 'shortcuts modal');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page, 'notifications drawer');
  await page.keyboard.press('Escape');
  await openMenu(page, 'External links', page.getByRole('menuitem').first());
  await expectNoViolations(page, 'external links menu');
  await page.keyboard.press('Escape');
  const resetPassword = page.getByRole('menuitem', { name: 'Reset password' });
  await openMenu(page, 'Profile menu', resetPassword);
  await expectNoViolations(page, 'profile menu');
  // A menu closes when the page loses the focus (on a busy machine, seen in traces): opened again if so.
  await openMenu(page, 'Profile menu', resetPassword);
  await resetPassword.click();
  await expect(page.getByRole('dialog', { name: 'Reset your password?' })).toBeVisible();
  await expectNoViolations(page, 'reset password modal');
});

test('the rebate group dialog, with its field errors showing', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/rebategroups');
  await page.getByRole('button', { name: 'Add rebate group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rebate group' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await expectNoViolations(page, 'rebate group dialog');
});

test('the file upload dialog, with a file previewed and a header problem showing', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/fileimports');
  await page.getByRole('button', { name: 'Upload a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file to import' });
  await dialog.getByLabel('choose a file').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('productCode;priceType;price\r\nX;RRP;1,50\r\n'),
  });
  await expect(dialog.getByRole('alert')).toContainText('"price"');
  await expect(dialog.getByRole('table', { name: 'Preview of the first rows' })).toBeVisible();
  await expectNoViolations(page, 'file upload dialog');
});

test('the products list: filters set, a row selected, a saved filter being deleted, the filters closed to chips', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/products');
  const panel = await filters(page);
  await panel.getByRole('checkbox', { name: 'Active' }).check();
  await page.getByRole('table', { name: 'Products' }).locator('tbody tr').first().getByRole('checkbox').check();
  await panel.getByLabel('Save current filters as').fill('Active only');
  await panel.getByRole('button', { name: 'Save' }).click();
  // The alert first (it mounts when its library has loaded: on a busy machine, during a later scan).
  await expect(page.getByText('The filter was saved.')).toBeVisible();
  await panel.getByRole('button', { name: 'Delete the filter Active only' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Active only?' })).toBeVisible();
  await expectNoViolations(page, 'products list with filters, selection and a confirmation');
  // Leave no saved filter behind for the other specs of this run.
  await page.getByRole('alertdialog', { name: 'Delete Active only?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('button', { name: 'Active only', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText('Status: Active');
  await expectNoViolations(page, 'products list, filters closed to chips');
});

test("a list's column menu, open with a column hidden", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/contract');
  await expect(page.locator('tbody tr').first().getByRole('link').first()).toBeVisible();
  const button = page.getByRole('button', { name: 'Columns', exact: true });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Columns shown' });
  const choice = menu.getByRole('checkbox').first();
  await choice.uncheck();
  await expect(menu.getByRole('button', { name: 'Default columns' })).toBeEnabled();
  await expectNoViolations(page, 'column menu');
  // Back to the table's own columns: the choice is kept with the user's preferences, for later specs too.
  await menu.getByRole('button', { name: 'Default columns' }).click();
  await expect(choice).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the new-product form with its field errors showing', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, '/products/add');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'new-product form with errors');
});

test('product pricing: list with a pending change, the price dialog with errors, graph table and explanation', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/products/5');
  const general = page.getByRole('table', { name: 'General prices' });
  await general
    .getByRole('button', { name: /Change price/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change price' });
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('1,23');
  await dialog.getByRole('button', { name: 'Keep change' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 price changed, not saved yet.' })).toBeVisible();
  const graph = page.getByRole('region', { name: 'Price over time' });
  await expect(graph.getByRole('img')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Price that applies');
  await expectNoViolations(page, 'product detail with pricing, graph and explanation');
  await graph.getByRole('button', { name: 'Show as table' }).click();
  await expectNoViolations(page, 'pricing graph as a table');
  await page.getByRole('button', { name: 'Add pricing rule' }).click();
  const add = page.getByRole('dialog', { name: 'New pricing rule' });
  await add.getByRole('button', { name: 'Add price' }).click();
  await expect(add.getByText('The pricing type is required.')).toBeVisible();
  await expectNoViolations(page, 'new price dialog with errors');
});

test('tasks: the list with a selection, the assign-to confirmation, a task with its payload modal showing errors', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/tasks?statuses=open&statuses=failed');
  const tasks = page.getByRole('table', { name: 'Tasks' });
  await tasks.locator('tbody tr').first().getByRole('checkbox').check();
  await expectNoViolations(page, 'tasks list with a selection');
  await page
    .getByRole('toolbar', { name: 'Actions on the selected tasks' })
    .getByRole('button', { name: /^Assign to… / })
    .click();
  const assign = page.getByRole('dialog', { name: 'Assign task' });
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign.getByText('This field is required.')).toBeVisible();
  await expectNoViolations(page, 'assign-to confirmation with its error');
  await page.keyboard.press('Escape');
  await expect(assign).toBeHidden();
  // A failed mail's task, whose data can be edited.
  await page.goto('/tasks?categories=mailFailed&statuses=open&statuses=onHold');
  await tasks.locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
  await expectNoViolations(page, 'task detail');
  await page.getByRole('button', { name: 'Edit data' }).click();
  const payload = page.getByRole('dialog', { name: 'Edit the task’s data' });
  await typeInEditor(payload.getByRole('textbox', { name: 'Data (JSON)' }), '{ "recipients": ["not-an-address"] }');
  await payload.getByRole('button', { name: 'Save' }).click();
  await expect(payload.getByText('Recipients (1): Enter a valid e-mail address.')).toBeVisible();
  await expectNoViolations(page, 'task payload modal with an error');
});

test('the no-module screen', async ({ page }) => {
  await signIn(page, ACCOUNTS.nomodule);
  await expect(page.getByRole('heading', { name: 'No modules available' })).toBeVisible();
  await expectNoViolations(page, 'no modules');
});

test('the scan catches a deliberately broken screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<button type="button"></button><img src="/favicon.svg"><p style="color:#bbb">low contrast</p>',
    );
  });
  const result = await axe(page).withTags(A11Y_TAGS).analyze();
  expect(result.violations.map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
});
