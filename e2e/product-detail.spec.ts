import { expect, test, ACCOUNTS, fillNewProduct, signIn } from './fixtures';

test.describe('product create and detail', () => {
  test('an invalid create shows each message on its field and keeps what was typed', async ({ page }) => {
    await signIn(page, ACCOUNTS.products, '/products/add');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await page.getByLabel('Description (English)').fill('Only English');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const field of [
      'Code',
      'Product type',
      'Price method',
      'Status',
      'Description (Dutch)',
      'Description (French)',
    ])
      await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Description (English)')).toHaveValue('Only English');
    await expect(page.getByLabel('Description (English)')).not.toHaveAttribute('aria-invalid', 'true');
    // The rebate percentage offered on create is at most 100: a keystroke past 100 is refused.
    await page.getByLabel('Rebate (Pricing)').pressSequentially('101');
    await expect(page.getByLabel('Rebate (Pricing)')).toHaveValue('10');
  });

  test('create with three descriptions and a percentage metadata entry, then open it by id and by guid', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.products, '/products/add');
    await fillNewProduct(page, 'E2E-M365-BASIC');
    await page.getByLabel('Rebate (Pricing)').fill('12,5');
    await page.getByLabel('Metadata to add').selectOption({ label: 'Margin (Pricing)' });
    await page.getByRole('button', { name: 'Add metadata' }).click();
    await page.getByLabel('Margin (Pricing)').fill('7');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByText('The product was created.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /E2E-M365-BASIC/ })).toBeVisible();
    // The base view shows the product info; D opens the full view with every block.
    await expect(page.getByRole('region', { name: 'Metadata' })).toHaveCount(0);
    await page.keyboard.press('d');
    await expect(page).toHaveURL(/view=full/);
    await expect(page.getByText('Testproduct voor e2e')).toBeVisible();
    await expect(page.getByText('Produit de test pour e2e')).toBeVisible();
    const metadata = page.getByRole('region', { name: 'Metadata' });
    await expect(metadata.getByText('12.5')).toBeVisible();
    await expect(metadata.getByText(/^Margin\b/).first()).toBeVisible();

    const guid = await page.locator('code').innerText();
    await page.goto(`/products/${guid}?view=full`);
    await expect(page.getByRole('heading', { name: /E2E-M365-BASIC/ })).toBeVisible();
    await expect(page.getByText('Produit de test pour e2e')).toBeVisible();

    // The new product is in the (refreshed) list.
    await page.goto('/products?searchText=E2E-M365');
    await expect(
      page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'E2E-M365-BASIC' }),
    ).toBeVisible();
  });

  test('the full view shows the Partner Center offer URI; a DATE metadata value is typed as DD/MM/YYYY', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.products, '/products/add');
    await fillNewProduct(page, 'E2E-FULL-VIEW');
    await page.getByLabel('Rebate (Pricing)').fill('1');
    await page.getByLabel('Offer URI').fill('https://partner.example.test/offers/e2e-full-view');
    // The shared date field, typed DD/MM/YYYY; the value is sent as a calendar day.
    await page.getByLabel('Metadata to add').selectOption({ label: 'End of sale (Lifecycle)' });
    await page.getByRole('button', { name: 'Add metadata' }).click();
    await page.getByRole('textbox', { name: 'End of sale (Lifecycle)' }).fill('31/12/2027');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { name: /E2E-FULL-VIEW/ })).toBeVisible();
    await page.keyboard.press('d');
    await expect(page).toHaveURL(/view=full/);
    const partnerCenter = page.getByRole('region', { name: 'Partner Center' });
    await expect(partnerCenter.getByText('Offer URI')).toBeVisible();
    await expect(partnerCenter.getByText('https://partner.example.test/offers/e2e-full-view')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Metadata' }).getByText('31/12/2027')).toBeVisible();
  });

  test('save and continue to pricing lands on the pricing step', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/products/add');
    await fillNewProduct(page, 'E2E-PRICING-NEXT');
    await page.getByLabel('Rebate (Pricing)').fill('0');
    await page.getByRole('button', { name: 'Save and continue to pricing' }).click();
    await expect(page).toHaveURL(/\/products\/add\/\d+\/pricing$/);
  });

  test('a duplicate code is answered on its field', async ({ page }) => {
    await signIn(page, ACCOUNTS.products, '/products?sort=code');
    const first = await page.getByRole('table', { name: 'Products' }).getByRole('link').first().innerText();
    await page.goto('/products/add');
    await fillNewProduct(page, first.toLowerCase());
    await page.getByLabel('Rebate (Pricing)').fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This value is already in use.')).toBeVisible();
    await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/products\/add$/);
  });

  test('the read-only account is blocked from /products/add; a missing product shows not found', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/products/add');
    await expect(page.getByRole('heading', { name: 'New product' })).toHaveCount(0);
    await expect(page.getByText(/permission|access/i).first()).toBeVisible();
    await page.goto('/products/999999');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('edit view: E opens the form, a save updates the product; D and E exclude each other', async ({ page }) => {
    await signIn(page, ACCOUNTS.products, '/products/1');
    await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await page.keyboard.press('d');
    await expect(page).toHaveURL(/view=full/);
    await page.keyboard.press('e');
    await expect(page).toHaveURL(/view=edit/);
    await expect(page.getByRole('button', { name: 'Full view' })).toHaveAttribute('aria-pressed', 'false');
    const dutch = page.getByLabel('Description (Dutch)');
    await dutch.fill('Aangepaste omschrijving uit de e2e-test');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await expect(page).not.toHaveURL(/view=/);
    await page.keyboard.press('d');
    await expect(page.getByText('Aangepaste omschrijving uit de e2e-test')).toBeVisible();
  });

  test('two sessions editing the same product: the second save gets the conflict and keeps its input', async ({
    browser,
  }) => {
    const first = await (await browser.newContext()).newPage();
    const second = await (await browser.newContext()).newPage();
    await signIn(first, ACCOUNTS.admin, '/products/2?view=edit');
    await signIn(second, ACCOUNTS.products, '/products/2?view=edit');
    await expect(first.getByLabel('Description (English)')).not.toHaveValue('');
    await expect(second.getByLabel('Description (English)')).not.toHaveValue('');
    await first.getByLabel('Description (English)').fill('First colleague wins');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByText('Your changes were saved.')).toBeVisible();

    await second.getByLabel('Description (English)').fill('Second colleague is late');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByRole('alert').filter({ hasText: 'Someone else changed this record' })).toBeVisible();
    await expect(second.getByLabel('Description (English)')).toHaveValue('Second colleague is late');
    await second.getByRole('button', { name: 'Use their version' }).click();
    await expect(second.getByLabel('Description (English)')).toHaveValue('First colleague wins');
    // Keeping mine after a second conflict saves mine, knowingly, on top of theirs.
    await first.goto('/products/2?view=edit');
    await first.getByLabel('Description (English)').fill('First colleague again');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByText('Your changes were saved.')).toBeVisible();
    await second.getByLabel('Description (English)').fill('Second colleague insists');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await second.getByRole('button', { name: 'Keep mine' }).click();
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByText('Your changes were saved.')).toBeVisible();
    await second.goto('/products/2?view=full');
    await expect(second.getByRole('definition').filter({ hasText: 'Second colleague insists' })).toBeVisible();
  });

  test('read-only: the edit view is disabled and E does nothing', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/products/1');
    await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await page.keyboard.press('e');
    await expect(page).not.toHaveURL(/view=edit/);
    await page.goto('/products/1?view=edit');
    await expect(page.getByRole('button', { name: 'Full view' })).toBeVisible();
    await expect(page.getByLabel('Code')).toHaveCount(0);
  });
});
