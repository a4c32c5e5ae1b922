import { expect, test, ACCOUNTS, sidebar, signIn, axe } from './fixtures';

test.describe('application shell', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    await expect(page).toHaveURL(/\/company$/);
    // The shell (and its shortcut listener) is up once the first module's screen shows.
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  });

  test('keyboard shortcuts: X then P, ? and Esc', async ({ page }) => {
    await page.keyboard.press('Shift+X');
    await page.keyboard.press('Shift+P');
    await expect(page).toHaveURL(/\/products$/);
    await page.keyboard.press('Shift+X');
    await page.keyboard.press('Shift+T');
    await expect(page).toHaveURL(/\/tasks$/);
    await page.keyboard.press('Shift+?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row')).toHaveCount(22);
    await expect(dialog.getByRole('row', { name: "Confirm the line's proposed invoice (also Enter) C" })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('a list by keyboard: J and K move between the rows, X selects the row, Enter opens it', async ({ page }) => {
    await page.keyboard.press('Shift+X');
    await page.keyboard.press('Shift+P');
    const rows = page.locator('tbody tr[data-row-id]');
    await expect(rows.nth(2).getByRole('link').first()).toBeVisible();
    // Where a navigation leaves the focus (its heading), J starts from.
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused();
    await page.keyboard.press('j');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(rows.nth(2)).toBeFocused();
    await page.keyboard.press('k');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('x');
    await expect(rows.nth(1).getByRole('checkbox')).toBeChecked();
    await expect(rows.nth(0).getByRole('checkbox')).not.toBeChecked();
    const href = await rows.nth(1).getByRole('link').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('an unknown path shows the not-found screen with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the start page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a navigation names the screen in the tab, opens it at its top and puts the focus on its heading', async ({
    page,
  }) => {
    await expect(page).toHaveTitle('Companies · Back office');
    await sidebar(page).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveTitle('Products · Back office');
    const heading = page.getByRole('heading', { level: 1, name: 'Products' });
    await expect(heading).toBeFocused();
    // A detail opened from the bottom of a scrolled list starts at its top, its heading focused.
    const main = page.locator('#main');
    const last = page.locator('tbody tr').last().getByRole('link').first();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => main.evaluate((m) => m.scrollTop)).toBeGreaterThan(0);
    const code = (await last.textContent())!;
    await last.click();
    await expect(page.getByRole('heading', { level: 1, name: code })).toBeFocused();
    await expect(page).toHaveTitle(`${code} · Back office`);
    expect(await main.evaluate((m) => m.scrollTop)).toBe(0);
    // A change of page or filter keeps the focus where it is.
    await page.goBack();
    await expect(heading).toBeVisible();
    const search = page.getByRole('searchbox');
    await search.fill('365');
    await expect(page).toHaveURL(/searchText=365/);
    await expect(search).toBeFocused();
  });

  test('a lost connection is said, the screen that was asked for comes once it is back', async ({ page, context }) => {
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'No connection to the server' });
    await expect(notice).toBeVisible();
    // A screen opened meanwhile says why it is not there (not "Something went wrong")...
    await sidebar(page).getByRole('link', { name: 'Contracts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The server cannot be reached' })).toBeVisible();
    // ...and comes by itself once the connection is back.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a list whose server does not answer says so, and Try again loads it', async ({ page }) => {
    const rebateGroups = /\/api\/partner\/v2\/rebategroups(\?|$)/;
    await page.route(rebateGroups, (route) => route.abort('connectionrefused'));
    await sidebar(page).getByRole('link', { name: 'Rebate groups' }).click();
    // The list says so in place, after the query's own retries (about seven seconds).
    const failed = page.getByRole('alert').filter({ hasText: 'The server cannot be reached' });
    await expect(failed).toBeVisible({ timeout: 30_000 });
    await page.unroute(rebateGroups);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toHaveCount(0);
    await expect(page.locator('tbody tr:not([data-testid="skeleton-row"])').first()).toBeVisible();
  });

  test('profile menu: settings changes the language after a save, with a leave guard on unsaved changes', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/settings$/);
    await page.getByLabel('Language').selectOption('nl');
    await sidebar(page).getByRole('link', { name: 'Products' }).click();
    const guard = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/settings\/settings$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Producten' })).toBeVisible();
    await page.getByLabel('Taal').selectOption('en');
    await page.getByRole('button', { name: /Opslaan/ }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Products' })).toBeVisible();
  });

  test('notifications drawer lists the server notifications with an unread badge', async ({ page }) => {
    const badge = page.getByTestId('unread-badge');
    await expect(badge).toBeVisible();
    // Label in name (WCAG 2.5.3): the button's name is the text it shows, then says unread; axe's own
    // check of it (experimental, so not among the sweep's tags) finds nothing.
    const button = page.getByRole('button', { name: /^Notifications/ });
    const shown = await button.evaluate((el) =>
      [...el.children]
        .filter((child) => !child.hasAttribute('aria-hidden') && !child.classList.contains('sr-only'))
        .map((child) => child.textContent?.trim())
        .join(' '),
    );
    expect(shown).toMatch(/^Notifications \d+\+?$/);
    await expect(button).toHaveAccessibleName(`${shown} unread`);
    const labelInName = await axe(page).withRules(['label-content-name-mismatch']).analyze();
    expect(labelInName.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByRole('listitem').first()).toBeVisible();
    await expect(drawer.getByText(/of \d+/)).toBeVisible();
  });

  test('reset password asks for confirmation, then confirms with an alert', async ({ page }) => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password?' });
    await expect(dialog).toContainText(ACCOUNTS.admin);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('A password reset link was sent to your e-mail address.')).toBeVisible();
  });

  test('external links open in a new window', async ({ page }) => {
    await page.getByRole('button', { name: 'External links' }).click();
    const links = page.getByRole('menuitem');
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toHaveAttribute('rel', /noopener/);
  });
});
