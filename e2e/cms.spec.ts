import { expect, test, ACCOUNTS, expectNoViolations, filters, signIn } from './fixtures';

type PortalPage = { items: { title: string; body: string; featured: boolean; tags: { name: string }[] }[] };

test.describe('cms', () => {
  test('writes an item in NL and FR with a featured tag, publishes it, and the portal serves it without a script', async ({
    page,
  }) => {
    // Titles of this run's own (a retry starts on the same database).
    const run = Date.now() % 100_000;
    const nl = `Nieuws voor klanten ${run}`;
    const fr = `Nouvelles pour les clients ${run}`;
    await signIn(page, ACCOUNTS.admin, '/cms');
    await expect(page.getByRole('link', { name: 'Gepland onderhoud van het portaal' })).toBeVisible();
    const panel = await filters(page);
    await panel.getByRole('group', { name: 'Status' }).getByLabel('Hidden', { exact: true }).check();
    await expect(page.getByRole('link', { name: 'Uw factuur lezen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gepland onderhoud van het portaal' })).toHaveCount(0);
    await expectNoViolations(page, '/cms list');

    await page.getByRole('button', { name: 'New item' }).first().click();
    await expect(page.getByRole('heading', { name: 'New item', level: 1 })).toBeVisible();
    await page.getByLabel('Maintenance (featured)').check();
    await page.getByLabel('Title in Dutch').fill(nl);
    const nlBody = page.getByRole('textbox', { name: 'Text in Dutch' });
    await nlBody.click();
    await page.keyboard.type('Hallo <script>alert("nl")</script> klanten');
    // The last word becomes a link: the toolbar's popover refuses a script address on its field.
    await page.keyboard.press('Control+Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).first().click();
    const address = page.getByRole('textbox', { name: 'Link address' });
    await expect(address).toBeFocused();
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(address).toHaveAccessibleDescription(/starting with https:\/\//);
    await expectNoViolations(page, '/cms/new link popover');
    await address.fill('https://www.example.be/klanten');
    await address.press('Enter');
    await expect(address).toHaveCount(0);
    await expect(nlBody.getByRole('link', { name: 'klanten' })).toHaveAttribute(
      'href',
      'https://www.example.be/klanten',
    );
    await page.getByLabel('Title in French').fill(fr);
    await page.getByRole('textbox', { name: 'Text in French' }).click();
    await page.keyboard.type('Bonjour <script>alert("fr")</script> clients');
    // The preview shows the language as the portal will, and the languages left empty are named.
    await expect(
      page.frameLocator('iframe[title="Preview in Dutch"]').getByRole('heading', { name: nl }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No text in English, German' })).toBeVisible();
    await expectNoViolations(page, '/cms/new edit screen');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Item saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: nl, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/cms\/\d+$/);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publish this item' });
    await expect(publish.getByLabel(/^Active/)).toBeChecked();
    await expectNoViolations(page, '/cms publish dialog');
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(publish).toHaveCount(0);
    await expect(page.getByText('Item published.')).toBeVisible();

    // The portal's call (public: it reads no session; the API test calls it without one).
    const portal = page.request;
    for (const [language, title, word] of [
      ['NL', nl, 'Hallo'],
      ['FR', fr, 'Bonjour'],
    ] as const) {
      const res = await portal.get(`/api/cms/v2/portal/items?language=${language}`);
      expect(res.status()).toBe(200);
      const text = await res.text();
      expect(text).not.toMatch(/<script/i);
      const answer = (JSON.parse(text) as { response: PortalPage }).response;
      const item = answer.items.find((i) => i.title === title);
      expect(item, `${language} item on the portal`).toBeDefined();
      expect(item!.featured).toBe(true);
      expect(item!.tags.map((t) => t.name)).toContain('Maintenance');
      expect(item!.body).toContain(word);
      if (language === 'NL') expect(item!.body).toContain('href="https://www.example.be/klanten"');
      // Featured first.
      expect(answer.items.findIndex((i) => !i.featured)).not.toBe(0);
    }

    await page.getByRole('button', { name: 'Unpublish' }).click();
    const unpublish = page.getByRole('dialog', { name: 'Unpublish this item' });
    await expectNoViolations(page, '/cms unpublish dialog');
    await unpublish.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Item taken off the portal.')).toBeVisible();
    const after = await portal.get('/api/cms/v2/portal/items?language=NL');
    expect(((await after.json()) as { response: PortalPage }).response.items.map((i) => i.title)).not.toContain(nl);
  });

  test('creates a featured tag in the tags dialog (a taken name refused on its field) and uses it on an item', async ({
    page,
  }) => {
    const run = Date.now() % 100_000;
    const tag = `Releases ${run}`;
    const title = `Nieuwe versie ${run}`;
    await signIn(page, ACCOUNTS.admin, '/cms');
    await page.getByRole('button', { name: 'Tags', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tags' });
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Maintenance' })).toContainText('Featured');
    await expectNoViolations(page, '/cms tags dialog');

    await dialog.getByRole('button', { name: 'New tag' }).click();
    const form = page.getByRole('dialog', { name: 'New tag' });
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await name.fill('maintenance');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(name).toHaveAccessibleDescription(/already in use/);
    await expectNoViolations(page, '/cms tags dialog, a name taken');
    await name.fill(tag);
    await form.getByLabel('Featured').check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Tag saved.')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: tag })).toContainText('Featured');
    await expect(dialog.getByRole('button', { name: 'New tag' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'New item' }).first().click();
    await expect(page.getByRole('heading', { name: 'New item', level: 1 })).toBeVisible();
    await page.getByLabel(`${tag} (featured)`).check();
    await page.getByLabel('Title in English').fill(title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Item saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByLabel(`${tag} (featured)`)).toBeChecked();
  });
});
