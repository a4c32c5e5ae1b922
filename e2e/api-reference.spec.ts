import { expect, test, ACCOUNTS, expectNoViolations, signIn } from './fixtures';

test.describe('API reference', () => {
  test('shows every call of the OpenAPI document, self-hosted under the CSP, and passes an axe scan', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    // A read-only colleague is staff too: the reference needs a session, not a module.
    await signIn(page, ACCOUNTS.viewer, '/settings/settings');
    await page.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/settings\/api$/);
    await expect(page.getByRole('heading', { name: 'API reference', level: 2 })).toBeVisible();

    // A known call, its operation opened: its parameters and its answers.
    // Swagger UI breaks a path for wrapping (invisible characters in its text): found by its data-path.
    const operation = (method: string, path: string) =>
      page.locator(`.opblock-${method}`).filter({ has: page.locator(`[data-path="${path}"]`) });
    const call = operation('get', '/api/cms/v2/items/{id}');
    // Every module's name, its calls folded. The server makes the document at its first request and
    // Swagger UI is a large chunk: on a busy machine that takes longer than a screen's usual wait.
    const module = page.locator('.opblock-tag-section').filter({ has: page.getByRole('heading', { name: 'cms' }) });
    await expect(module).toBeVisible({ timeout: 60_000 });
    expect(await page.locator('.opblock-tag-section').count()).toBeGreaterThan(15);
    await expectNoViolations(page, '/settings/api');
    await module.getByRole('heading', { name: 'cms' }).click();
    await expect(call).toBeVisible();
    await expect(call.locator('.opblock-summary-operation-id')).toHaveText('cms.detail');
    await expect(operation('post', '/api/cms/v2/tags').locator('.opblock-summary-operation-id')).toHaveText(
      'cms.tags.create',
    );
    await expectNoViolations(page, '/settings/api with the CMS calls');

    await call.locator('.opblock-summary-control').click();
    await expect(call.getByRole('heading', { name: 'Parameters' })).toBeVisible();
    await expect(call.getByRole('heading', { name: 'Responses' })).toBeVisible();
    await expect(
      call
        .getByText('409', { exact: true })
        .or(call.getByText('404', { exact: true }))
        .first(),
    ).toBeVisible();
    await expectNoViolations(page, '/settings/api with a call opened');

    expect(problems, 'console errors (a CSP refusal is one)').toEqual([]);
    const origin = new URL(page.url()).origin;
    expect(
      requested.filter((url) => !url.startsWith(`${origin}/`)),
      'requests to another origin (a CDN, a validator badge)',
    ).toEqual([]);
  });

  test('needs a session', async ({ page }) => {
    await page.goto('/settings/api');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    expect((await page.request.get('/api/openapi.json')).status()).toBe(401);
  });
});
