/**
 * Identity as people use it, on a server of this spec's own (the sign-ins it changes never reach the
 * other specs' accounts): a user enrols an authenticator app from the profile menu, signs out and in
 * again with a code from it (a wrong code is refused); an administrator resets it and the user signs
 * in with the password alone and is offered to enrol again. A password reset by mail: "Forgot
 * password?" on the sign-in page, the link from the outbox, the new password set, the old one refused,
 * another session of the user ended, the used link saying so.
 */
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { startServer, type RunningServer } from '../bench/server-process';
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, PASSWORD, signIn } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 4310) + 7;
let server: RunningServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(
    { CHECK_ANSWERS: 'true', LOGIN_RATE_LIMIT: '10', APP_URL: `http://127.0.0.1:${port}` },
    port,
  );
  base = server.baseURL;
});
test.afterAll(async () => {
  await server?.stop();
});

const USER = ACCOUNTS.viewer;
const USER_ID = 2;
const IDENTITY = '/api/security/v2/identity';

/** A code of the app from the key shown on screen, `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

async function openProfileItem(page: Page, item: string) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signed in: the shell with its profile menu. */
const inTheApp = (page: Page) => expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

/** An administrator's page in a context of its own. */
async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ACCOUNTS.admin, `${base}/company`);
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  return page;
}

test('enrol an authenticator, sign in with its code, and sign in with the password alone once an administrator reset it', async ({
  page,
  browser,
}) => {
  await signIn(page, USER, `${base}/`);
  await inTheApp(page);

  await openProfileItem(page, 'Two-factor sign-in');
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  const key = dialog.getByLabel('Key');
  await expect(key).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expectNoViolations(page, 'two-factor enrolment');
  const secret = (await key.innerText()).replace(/\s/g, '');
  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(dialog.getByText('This code is not right, or was already used.')).toBeVisible();
  await dialog.getByLabel('Code from the app').fill(await codeAt(secret));
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoViolations(page, 'recovery codes');
  await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(dialog).toBeHidden();

  // Signed out, the password alone is not enough: the code is asked, a wrong one refused.
  await openProfileItem(page, 'Log out');
  await signInWith(page, USER, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  await expectNoViolations(page, 'second step');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This code is not right, or was already used.')).toBeVisible();
  // The enrolment took this step's code: the next step's is the first one left.
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await inTheApp(page);

  // An administrator resets it (a mail tells the user): the next sign-in is with the password alone.
  const admin = await adminPage(browser);
  await apiAnswer(admin.request, 'post', `${base}${IDENTITY}/${USER_ID}/reset-authenticator`);
  await openProfileItem(page, 'Log out');
  await signInWith(page, USER, PASSWORD);
  await inTheApp(page);
  // Offered to enrol again.
  await openProfileItem(page, 'Two-factor sign-in');
  await expect(page.getByRole('dialog', { name: 'Two-factor sign-in' }).getByLabel('Key')).toBeVisible();
  const mails = await apiAnswer<{ items: { subject: string; recipients: string[] }[] }>(
    admin.request,
    'get',
    `${base}/api/mail/v2/mails?kinds=account&pageSize=5`,
  );
  expect(mails.items[0]).toMatchObject({ subject: 'Your two-factor sign-in was reset', recipients: [USER] });
});

test('reset the password by mail: the old one refused, another session ended, the link used once', async ({
  page,
  browser,
}) => {
  const email = ACCOUNTS.products;
  // A session of the user elsewhere.
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, email, `${base}/products`);
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await page.goto(`${base}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoViolations(page, 'forgot password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If ${email} belongs to an account`)).toBeVisible();

  // The link, from the outbox.
  const admin = await adminPage(browser);
  const list = await apiAnswer<{ items: { mailId: number; recipients: string[] }[] }>(
    admin.request,
    'get',
    `${base}/api/mail/v2/mails?kinds=account&pageSize=5`,
  );
  const mail = list.items.find((m) => m.recipients.includes(email))!;
  const detail = await apiAnswer<{ text: string }>(admin.request, 'get', `${base}/api/mail/v2/mails/${mail.mailId}`);
  const link = /http\S+\/reset-password\?token=[\w-]+/.exec(detail.text)![0];

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For the account ${email}.`)).toBeVisible();
  await expectNoViolations(page, 'reset password');
  const fresh = 'Lantern-orchard-velvet-42';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Password2026!');
  await page.getByLabel('Repeat the new password').fill('Password2026!');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This password is too common or too easy to guess.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
  await page.getByLabel('Repeat the new password').fill(fresh);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();

  // The other session has ended.
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  // The old password is refused, the new one signs in.
  await signInWith(page, email, PASSWORD);
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await signInWith(page, email, fresh);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  await expectNoViolations(page, 'used reset link');
});
