import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('login and not-found screens have no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('E-mail').fill('x');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoViolations(page);
});

test('the shell, settings, shortcuts modal and notifications drawer have no accessibility violations', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  await expectNoViolations(page);
  for (const path of ['/settings/settings', '/settings/about', '/settings/release-notes/1x']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expectNoViolations(page);
  }
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Open notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page);
});

test('the no-module screen has no accessibility violations', async ({ page }) => {
  await signIn(page, ACCOUNTS.nomodule);
  await expect(page.getByRole('heading', { name: 'No modules available' })).toBeVisible();
  await expectNoViolations(page);
});
