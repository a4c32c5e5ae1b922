import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { authenticators, roles, serverSecrets } from '../../db/schema';
import { lastMailOfKind } from '../../testing/mails';
import { ADMIN, testAppForFile, VIEWER } from '../../testing/test-app';
import { identityEventsOf } from './identity-audit';
import { openSecret, sealPlaintextSecrets, sealSecret } from './authenticator-secrets';
import { setRoleRequiresTwoFactor } from './two-factor';

const t = testAppForFile({ loginRateLimit: 3 });

const IDENTITY = '/api/security/v2/identity';
const ACCOUNT = '/api/security/v2/account';
const LOGIN = `${ACCOUNT}/login`;
const PASSWORD = 'demo-password-2026';
const VIEWER_ID = 2;

/** A code of the app `steps` 30-second steps from now (1: the next, which the server still takes). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

/** Enrols the signed-in user's authenticator: its secret and recovery codes. */
async function enrol(cookie: string) {
  const setup = (await t.post(`${IDENTITY}/authenticator/setup`, {}, cookie)).json().response;
  const confirmed = await t.post(`${IDENTITY}/authenticator/confirm`, { code: await codeAt(setup.secret) }, cookie);
  expect(confirmed.statusCode).toBe(200);
  return { secret: setup.secret as string, recoveryCodes: confirmed.json().response.recoveryCodes as string[] };
}

/** The password step: the second step it asks for and its challenge, and no session cookie yet. */
async function passwordStep(email = VIEWER) {
  const res = await t.post(LOGIN, { email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.cookies.filter((c) => c.name === 'bo_session' && c.value)).toEqual([]);
  return res.json().response as { twoFactor: 'verify' | 'enrol'; challenge: string };
}

const secondStep = (challenge: string, code: string) => t.post(`${LOGIN}/two-factor`, { challenge, code });

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  `bo_session=${res.cookies.find((c) => c.name === 'bo_session')!.value}`;

describe('enrolling an authenticator', () => {
  it('from the profile: a secret and its QR code, confirmed by a code, ten recovery codes shown once', async () => {
    const cookie = await t.login(VIEWER);
    const status = () => t.read(`${IDENTITY}/authenticator`, cookie);
    expect(await status()).toEqual({ enrolled: false, required: false, recoveryCodesLeft: 0 });
    const setup = (await t.post(`${IDENTITY}/authenticator/setup`, {}, cookie)).json().response;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Back%20office:viewer%40backoffice\.test\?secret=/);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await t.post(`${IDENTITY}/authenticator/confirm`, { code: '000000' }, cookie);
    expect(wrong.json().fieldErrors).toEqual({ code: 'identity:errors.invalidCode' });
    const right = await t.post(`${IDENTITY}/authenticator/confirm`, { code: await codeAt(setup.secret) }, cookie);
    const { recoveryCodes, account } = right.json().response;
    expect(account).toBeNull();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status()).toEqual({ enrolled: true, required: false, recoveryCodesLeft: 10 });
    const again = await t.post(`${IDENTITY}/authenticator/setup`, {}, cookie);
    expect(again.json().errorMessage).toBe('identity:errors.authenticatorExists');
    expect((await identityEventsOf(t.database.db, VIEWER_ID)).map((e) => [e.action, e.actorId])).toEqual([
      ['authenticatorEnrolled', VIEWER_ID],
    ]);
  });

  it('without a session or a sign-in that enrols, there is nothing to enrol', async () => {
    const res = await t.post(`${IDENTITY}/authenticator/setup`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('identity:errors.signInExpired');
    const forged = await t.post(`${IDENTITY}/authenticator/setup`, { challenge: 'made-up' });
    expect(forged.json().errorMessage).toBe('identity:errors.signInExpired');
  });
});

describe('signing in with two factors', () => {
  it('asks for a code after the password; a wrong code is refused, the right one signs in, never twice', async () => {
    const { secret } = await enrol(await t.login(VIEWER));
    const { twoFactor, challenge } = await passwordStep();
    expect(twoFactor).toBe('verify');
    expect((await secondStep(challenge, '123456')).json().fieldErrors).toEqual({ code: 'identity:errors.invalidCode' });
    // The enrolment took this step's code: the next step's is the first one left.
    const code = await codeAt(secret, 1);
    const res = await secondStep(challenge, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().response.email).toBe(VIEWER);
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie: sessionCookie(res) })).statusCode).toBe(200);
    // The challenge is spent, and the code too: replayed within its window on a new sign-in it is refused.
    expect((await secondStep(challenge, code)).json().errorMessage).toBe('identity:errors.signInExpired');
    const next = await passwordStep();
    expect((await secondStep(next.challenge, code)).json().fieldErrors).toEqual({
      code: 'identity:errors.invalidCode',
    });
  });

  it('takes a recovery code once', async () => {
    const { recoveryCodes } = await enrol(await t.login(VIEWER));
    const recovery = recoveryCodes[3]!;
    const first = await passwordStep();
    // Typed as it is read: upper-case, without its dash.
    const res = await secondStep(first.challenge, recovery.toUpperCase().replace('-', ''));
    expect(res.statusCode).toBe(200);
    const second = await passwordStep();
    expect((await secondStep(second.challenge, recovery)).json().fieldErrors).toEqual({
      code: 'identity:errors.invalidCode',
    });
    expect(await t.read(`${IDENTITY}/authenticator`, sessionCookie(res))).toMatchObject({ recoveryCodesLeft: 9 });
    expect((await identityEventsOf(t.database.db, VIEWER_ID)).map((e) => e.action)).toEqual([
      'authenticatorEnrolled',
      'recoveryCodeUsed',
    ]);
  });

  it('holds the sign-in limit on the second step', async () => {
    const { secret } = await enrol(await t.login(VIEWER));
    const { challenge } = await passwordStep();
    for (let i = 0; i < 3; i++) expect((await secondStep(challenge, '000000')).statusCode).toBe(400);
    const limited = await secondStep(challenge, await codeAt(secret, 1));
    expect(limited.statusCode).toBe(429);
  });

  it('an unknown or finished challenge is refused', async () => {
    expect((await secondStep('made-up', '123456')).json().errorMessage).toBe('identity:errors.signInExpired');
  });
});

describe("an administrator's reset and a role that requires two factors", () => {
  it('reset authenticator clears it and mails the user; the password alone signs in again', async () => {
    const viewer = await t.login(VIEWER);
    await enrol(viewer);
    const admin = await t.login(ADMIN);
    const res = await t.call({ method: 'POST', url: `${IDENTITY}/${VIEWER_ID}/reset-authenticator`, cookie: admin });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailOfKind(t.database.db, 'account');
    expect(mail).toMatchObject({ recipients: [VIEWER], subject: 'Your two-factor sign-in was reset', createdBy: 1 });
    const again = await t.post(LOGIN, { email: VIEWER, password: PASSWORD });
    expect(again.json().response).toMatchObject({ email: VIEWER });
    const events = await identityEventsOf(t.database.db, VIEWER_ID);
    expect(events.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['authenticatorEnrolled', VIEWER_ID, { enrolled: false }, { enrolled: true, recoveryCodes: 10 }],
      ['authenticatorReset', 1, { enrolled: true }, { enrolled: false }],
    ]);
  });

  it('a user of a role that requires it enrols right after the password, and has no session before', async () => {
    const before = await t.login(VIEWER);
    // The viewer's role requires two-factor sign-in (set as the role form does it: role-routes.test.ts).
    await t.database.db.update(roles).set({ requireTwoFactor: true }).where(eq(roles.name, 'Auditor'));
    const { twoFactor, challenge } = await passwordStep();
    expect(twoFactor).toBe('enrol');
    // The challenge is no session.
    expect((await t.call({ method: 'GET', url: ACCOUNT })).statusCode).toBe(401);
    const setup = (await t.post(`${IDENTITY}/authenticator/setup`, { challenge })).json().response;
    const confirmed = await t.post(`${IDENTITY}/authenticator/confirm`, {
      challenge,
      code: await codeAt(setup.secret),
    });
    expect(confirmed.json().response.account).toMatchObject({ email: VIEWER });
    expect(confirmed.json().response.recoveryCodes).toHaveLength(10);
    const cookie = sessionCookie(confirmed);
    expect(await t.read(`${IDENTITY}/authenticator`, cookie)).toEqual({
      enrolled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    // From now on the code is asked.
    expect((await passwordStep()).twoFactor).toBe('verify');
    expect(before).not.toBe(cookie);
  });

  it('requiring it for a role ends the sessions of its users without an authenticator, and is audited', async () => {
    const viewer = await t.login(VIEWER);
    const admin = await t.login(ADMIN);
    const [auditor] = await t.database.db.select().from(roles).where(eq(roles.name, 'Auditor'));
    await setRoleRequiresTwoFactor(t.database.db, 1, auditor!.id, true);
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie: viewer })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie: admin })).statusCode).toBe(200);
    expect((await identityEventsOf(t.database.db, VIEWER_ID)).map((e) => [e.action, e.actorId, e.after])).toEqual([
      ['twoFactorRequired', 1, { role: 'Auditor', required: true }],
    ]);
    expect((await passwordStep()).twoFactor).toBe('enrol');
  });
});

describe('authenticator secrets at rest', () => {
  const storedSecret = async () =>
    (await t.database.db.select().from(authenticators).where(eq(authenticators.userId, VIEWER_ID)))[0]!.secret;

  it('are stored encrypted (AES-256-GCM), never as the app holds them; a code from the app still signs in', async () => {
    const { secret } = await enrol(await t.login(VIEWER));
    const stored = await storedSecret();
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(secret);
    // The key is the server's own (no TOTP_ENCRYPTION_KEY in the tests): kept apart from the secrets.
    const keys = await t.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'totp-secrets'));
    expect(keys).toHaveLength(1);
    const { challenge } = await passwordStep();
    const res = await secondStep(challenge, await codeAt(secret, 1));
    expect(res.statusCode).toBe(200);
  });

  it('stored in plain text before, are encrypted at start, and sign-in with a code goes on working', async () => {
    const { secret } = await enrol(await t.login(VIEWER));
    // As an authenticator enrolled before secrets were encrypted.
    await t.database.db.update(authenticators).set({ secret }).where(eq(authenticators.userId, VIEWER_ID));
    expect(await sealPlaintextSecrets(t.database.db, t.config)).toBe(1);
    expect(await storedSecret()).toMatch(/^v1\./);
    expect(await sealPlaintextSecrets(t.database.db, t.config)).toBe(0);
    const { challenge } = await passwordStep();
    expect((await secondStep(challenge, await codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('one still in plain text when read is used, and encrypted then', async () => {
    const { secret } = await enrol(await t.login(VIEWER));
    await t.database.db.update(authenticators).set({ secret }).where(eq(authenticators.userId, VIEWER_ID));
    const { challenge } = await passwordStep();
    expect((await secondStep(challenge, await codeAt(secret, 1))).statusCode).toBe(200);
    expect(await storedSecret()).toMatch(/^v1\./);
  });

  it('with TOTP_ENCRYPTION_KEY set, are encrypted with a key from it, and no key is stored', async () => {
    const db = t.database.db;
    const configured = { totpEncryptionKey: 'a long random text the deployment keeps' };
    const sealed = await sealSecret(db, configured, 'JBSWY3DPEHPK3PXP');
    expect(await openSecret(db, configured, { userId: VIEWER_ID, secret: sealed })).toBe('JBSWY3DPEHPK3PXP');
    expect(await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'totp-secrets'))).toEqual([]);
    await expect(
      openSecret(db, { totpEncryptionKey: 'another' }, { userId: VIEWER_ID, secret: sealed }),
    ).rejects.toThrow();
  });
});
