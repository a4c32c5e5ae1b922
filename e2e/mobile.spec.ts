import { expect, test, ACCOUNTS, expectNoViolations, sidebar, signIn } from './fixtures';

test.describe('narrow screens (below 768 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar hides behind a menu button that opens and closes it', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    // While the menu is open the rest of the page is hidden from assistive technology.
    const menuAnyState = page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
    await expect(sidebar(page)).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The screen gets the whole width.
    expect((await page.locator('main').boundingBox())?.width).toBeGreaterThan(360);

    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar(page)).toBeVisible();
    await expect(menuAnyState).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the menu.
    await expect(panel.locator(':focus')).toHaveCount(1);
    await expectNoViolations(page, 'narrow screen, menu open');

    // Esc closes it and focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // A click outside closes it.
    await menu.click();
    await expect(sidebar(page)).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(sidebar(page)).toBeHidden();

    // Its close button closes it.
    await menu.click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(sidebar(page)).toBeHidden();

    // Following a link closes it.
    await menu.click();
    await sidebar(page).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });
});

test.describe('from 768 px up', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('the sidebar stays, without a menu button', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  });
});
