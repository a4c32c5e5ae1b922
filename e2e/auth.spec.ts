import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, ALL_SIDEBAR, PASSWORD, sidebar, sidebarEntries, signInByForm } from './fixtures';

/**
 * Signs the administrator in on `path` and waits for the shell's start-up calls to be answered (the
 * unread badge, then the sidebar's task count, loaded after the shell), so that the next call to the
 * API is the one the test makes.
 */
async function signInSettled(page: Page, path?: string) {
  const tasksCounted = page.waitForResponse((r) => /\/api\/task\/v2\/tasks\/list\?.*assignees=mine/.test(r.url()));
  await signInByForm(page, ACCOUNTS.admin, path);
  await expect(page.getByTestId('unread-badge')).toBeVisible();
  await tasksCounted;
}

test.describe('sign-in and access', () => {
  test('the all-modules account sees every module and lands on the dashboard', async ({ page }) => {
    await signInByForm(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => sidebarEntries(page)).toEqual(ALL_SIDEBAR);
    await sidebar(page).getByRole('button', { name: 'Invoices' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Drafts' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Drafts' }).click();
    await expect(page).toHaveURL(/\/invoices\/drafts$/);
    await expect(page.getByText('TEST ENVIRONMENT')).toBeVisible();
  });

  test('the read-only account sees every module but cannot open an add screen', async ({ page }) => {
    await signInByForm(page, ACCOUNTS.viewer);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => sidebarEntries(page)).toEqual(ALL_SIDEBAR);
    await page.goto('/products/add');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(page.getByText('You may view Products but not change it.')).toBeVisible();
  });

  test('the products-only account sees only products, and is refused elsewhere', async ({ page }) => {
    await signInByForm(page, ACCOUNTS.products);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => sidebarEntries(page)).toEqual(['Products']);
    await page.goto('/products/add');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await page.goto('/company');
    await expect(page.getByText('You do not have access to Companies.')).toBeVisible();
  });

  test('an account with no module sees nothing of the application, with a clear message', async ({ page }) => {
    await signInByForm(page, ACCOUNTS.nomodule);
    await expect(page.getByRole('heading', { name: 'No modules available' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  });

  test('a wrong password gives a clear message and keeps the e-mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ACCOUNTS.viewer);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The e-mail address or password is incorrect.' }),
    ).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.viewer);
    await expect(page).toHaveURL(/\/login/);
  });

  test('what is typed before the app takes the page over is kept and signs in', async ({ page }) => {
    // A slow connection: the server's sign-in page shows and takes typing while the app still loads.
    let release!: () => void;
    const appHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const opened = page.goto('/login'); // returns once the app reacts to input
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
    await page.getByLabel('Password').fill(PASSWORD);
    await expect(page.locator('html[data-interactive]')).toHaveCount(0);
    release();
    await opened;
    await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.admin);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('validation shows only after a field was touched', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('E-mail');
    await email.fill('not-an-email');
    await expect(page.getByText('Enter a valid e-mail address.')).toHaveCount(0);
    await expect(page.getByText('This field is required.')).toHaveCount(0);
    await email.blur();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Password').focus();
    await page.getByLabel('Password').blur();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await email.fill(ACCOUNTS.admin);
    await email.blur();
    await expect(page.getByText('Enter a valid e-mail address.')).toHaveCount(0);
  });

  test('a deep link while signed out returns there after sign-in', async ({ page }) => {
    await page.goto('/settings/about');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/settings\/about$/);
    await expect(page.getByText('Version', { exact: true })).toBeVisible();
  });

  test('an unknown path while signed out asks to sign in first, then shows not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fno%2Fsuch%2Fpage$/);
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // Shown in the shell: the sidebar is there.
    await expect(sidebar(page)).toBeVisible();
  });

  test('single sign-on without an identity provider opens the development sign-in', async ({ page }) => {
    await page.goto('/oauth/signin');
    await expect(page).toHaveURL(/\/login\?.*sso=development/);
    await expect(page.getByText('No identity provider is configured')).toBeVisible();
  });

  test('log out ends the session: the app asks to sign in again', async ({ page }) => {
    await signInByForm(page, ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/products');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });

  test('a 401 in the middle of a session logs the user out', async ({ page, context }) => {
    await signInSettled(page, '/company');
    await expect(page).toHaveURL(/\/company$/);
    await context.clearCookies();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcompany/);
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  });

  test('a session that expired before a CSV export: the export asks to sign in again', async ({ page, context }) => {
    await signInSettled(page, '/products');
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await expect(exportButton).toBeEnabled();
    await context.clearCookies();
    await exportButton.click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fproducts/);
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  });
});
