/**
 * The outbox as staff use it: invite a contact (the mail goes through the outbox and is delivered),
 * find the invitation in /mails with its status, open it (headers, the body in its sandboxed frame,
 * attachments), resend it to other addresses (a bad list is refused on its field), open the portal
 * as the contact (a signed one-minute link in a new tab), and read it all on the company's timeline.
 * The read-only account sees the mails but no resend.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, signIn, filters } from './fixtures';

const mailsTable = (page: Page) => page.getByRole('table', { name: 'Mails' });

async function addContact(page: Page, last: string, email: string) {
  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel('First name').fill('Mira');
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The contact was saved.')).toBeVisible();
}

test.describe('mails', () => {
  test('invite a contact, see the mail delivered in /mails, open it and resend it; all on the timeline', async ({
    page,
  }) => {
    const last = `Janssens-${Date.now()}`;
    const email = `mira.${last.toLowerCase()}@example.be`;
    // Wide enough for the contacts' Invited column.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page, ACCOUNTS.admin, '/company/4?tab=contacts');
    const contacts = page.getByRole('table', { name: /^Contacts of / });
    await expect(contacts.locator('tbody tr').first()).toBeVisible();
    await addContact(page, last, email);
    const row = contacts.getByRole('row', { name: new RegExp(last) });

    // Invite, after a confirmation that names the address.
    await row.getByRole('button', { name: `Invite Mira ${last}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('The invitation is queued for sending.')).toBeVisible();
    const headers = await contacts.getByRole('columnheader').allInnerTexts();
    const invited = headers.findIndex((header) => header.trim() === 'Invited');
    expect(invited).toBeGreaterThan(0);
    await expect(row.getByRole('cell').nth(invited)).not.toHaveText('–');

    // Impersonate: the portal opens in a new tab with a signed one-minute link.
    await page
      .context()
      .route('https://portal.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Portal</title><h1>Portal</h1>' }),
      );
    const [portal] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('button', { name: `Open the customer portal as Mira ${last}` }).click(),
    ]);
    await expect(portal).toHaveURL(/^https:\/\/portal\.example\.com\/impersonate\?token=[\w-]+\.[\w-]+$/);
    await portal.close();

    // The invitation in the outbox, delivered (the local outbox on a machine without SMTP).
    await page.goto('/mails');
    await page.getByLabel('Search').fill(email);
    // In the contact's language: a new contact speaks Dutch unless told otherwise.
    const subject = /^Uitnodiging voor het klantenportaal/;
    const mailRow = mailsTable(page).getByRole('row', { name: /Uitnodiging voor het klantenportaal/ });
    await expect(mailRow).toHaveCount(1);
    await expect(mailRow.getByRole('img', { name: 'Sent' })).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'mails list');

    await mailRow.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    const body = page.frameLocator('iframe[title^="Message of the mail"]');
    await expect(body.getByText(`Beste Mira ${last},`)).toBeVisible();
    await expectNoViolations(page, 'mail detail');

    // Resend: a bad list is refused on the field and kept; a good one queues a new mail and opens it.
    await page.getByRole('button', { name: 'Resend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resend mail' });
    const recipients = dialog.getByLabel('Recipients');
    await expect(recipients).toHaveValue(email);
    await recipients.fill(`${email}; finance@example`);
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await expect(dialog.getByText('Enter one or more valid e-mail addresses')).toBeVisible();
    await expect(recipients).toHaveValue(`${email}; finance@example`);
    await expectNoViolations(page, 'resend dialog with an error');
    await recipients.fill(`${email}; finance@example.be`);
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('The mail is queued for sending.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Mail \d+$/ })).toBeVisible();
    await expect(page.getByText(`${email}, finance@example.be`).first()).toBeVisible();

    // The company's timeline: the invitation, the impersonation, the mails.
    await page.goto('/company/4?tab=timeline');
    const timeline = page.getByRole('list', { name: /^Timeline of / });
    await expect(timeline.getByText(`Ada Admin invited contact Mira ${last}`)).toBeVisible();
    await expect(timeline.getByText(`Ada Admin opened the portal as contact Mira ${last}`)).toBeVisible();
    await expect(timeline.getByText(/Ada Admin resent mail Uitnodiging voor het klantenportaal/)).toBeVisible();
    await expect(
      timeline.getByText(/The system delivered mail Uitnodiging voor het klantenportaal/).first(),
    ).toBeVisible();
  });

  test('the read-only account sees the mails and their attachments, but cannot resend or invite', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer, '/mails');
    await expect(mailsTable(page).locator('tbody tr').first()).toBeVisible();
    await (await filters(page)).getByRole('checkbox', { name: 'Failed' }).check();
    await expect(page).toHaveURL(/statuses=failed/);
    const failed = mailsTable(page).locator('tbody tr').first();
    await expect(failed.getByRole('img', { name: 'Failed' })).toBeVisible();
    await failed.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Last failure')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);

    // An invoice mail's PDF downloads under its name, as the PDF it is.
    await page.goto('/mails?kinds=invoice');
    await mailsTable(page).locator('tbody tr').first().getByRole('link').first().click();
    const attachment = page.getByRole('link', { name: /\.pdf$/ }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toBe(await attachment.innerText());
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/company/4?tab=contacts');
    await expect(
      page
        .getByRole('table', { name: /^Contacts of / })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Invite / })).toHaveCount(0);
  });
});
