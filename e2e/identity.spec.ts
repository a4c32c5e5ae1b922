/**
 * Identity as people use it, on a server of this spec's own (the sign-ins it changes never reach the
 * other specs' accounts): a user enrols an authenticator app from the profile menu, signs out and in
 * again with a code from it (a wrong code is refused); an administrator requires two-factor sign-in
 * for the user's role and resets the authenticator, and the user signs in with the password alone
 * and is asked to enrol again. A password reset by mail: "Forgot
 * password?" on the sign-in page, the link from the outbox, the new password set, the old one refused,
 * another session of the user ended, the used link saying so.
 */
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import type { RunningServer } from '../bench/server-process';
import {
  expect,
  test,
  ACCOUNTS,
  apiAnswer,
  expectNoViolations,
  PASSWORD,
  signInByForm,
  startOwnServer,
} from './fixtures';

const port = Number(process.env.E2E_PORT ?? 4310) + 7;
let server: RunningServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(
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
  await signInByForm(page, ACCOUNTS.admin, `${base}/company`);
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  return page;
}

test('enrol an authenticator, sign in with its code; once an administrator requires it for the role and resets it, enrol again at sign-in', async ({
  page,
  browser,
}) => {
  await signInByForm(page, USER, `${base}/`);
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

  // An administrator requires two-factor sign-in for the user's role (Auditor) in the role's edit dialog:
  // the user, enrolled, stays signed in.
  const admin = await adminPage(browser);
  await admin.goto(`${base}/roles`);
  await admin.getByRole('link', { name: 'Auditor' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Auditor' })).toBeVisible();
  await admin.getByRole('button', { name: 'Edit' }).click();
  const roleDialog = admin.getByRole('dialog', { name: 'Edit role' });
  const required = roleDialog.getByRole('switch', { name: 'Require two-factor sign-in' });
  await expect(required).not.toBeChecked();
  await required.check();
  await expectNoViolations(admin, 'role dialog with two-factor sign-in');
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(admin.locator('dt:text-is("Two-factor sign-in") + dd')).toHaveText('Required');
  await expect(
    admin.getByRole('table', { name: 'History' }).getByRole('row', { name: /Two-factor sign-in requirement changed/ }),
  ).toBeVisible();
  await page.reload();
  await inTheApp(page);

  // It resets the user's authenticator on the user's page (a mail tells the user); their history shows
  // it beside the access changes, newest first.
  await admin.goto(`${base}/entities/${USER_ID}`);
  await admin.getByRole('button', { name: 'Reset authenticator' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Reset authenticator' }).click();
  const history = admin.getByRole('table', { name: 'History' }).getByRole('row');
  await expect(history.nth(1)).toContainText('Authenticator reset');
  await expect(history.nth(2)).toContainText('Two-factor sign-in requirement changed');
  await expect(history.nth(3)).toContainText('Authenticator set up');
  await expectNoViolations(admin, "a user's history with identity events");

  // Signed out, the password alone signs in no more: the role requires two factors, so the user
  // enrols again right after it.
  await openProfileItem(page, 'Log out');
  await signInWith(page, USER, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByText('Your role requires two-factor sign-in')).toBeVisible();
  const newKey = page.getByLabel('Key');
  await expect(newKey).toBeVisible();
  await expectNoViolations(page, 'enrolment at sign-in');
  const newSecret = (await newKey.innerText()).replace(/\s/g, '');
  expect(newSecret).not.toBe(secret);
  await page.getByLabel('Code from the app').fill(await codeAt(newSecret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await inTheApp(page);
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
  await signInByForm(elsewhere, email, `${base}/products`);
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
  await inTheApp(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  await expectNoViolations(page, 'used reset link');
});
