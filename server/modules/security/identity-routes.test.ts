import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails, passwordResetTokens, users } from '../../db/schema';
import { lastMailOfKind } from '../../testing/mails';
import { ADMIN, PRODUCTS, testAppForFile, VIEWER } from '../../testing/test-app';
import { identityEventsOf } from './identity-audit';
import { RESET_LIFETIME_MS, resetLinkState } from './password-reset';

const t = testAppForFile({ loginRateLimit: 3, appUrl: 'https://backoffice.example.com' });

const IDENTITY = '/api/security/v2/identity';
const ACCOUNT = '/api/security/v2/account';
const LOGIN = `${ACCOUNT}/login`;
const NEW_PASSWORD = 'Lantern-orchard-velvet-42';

/** The newest mail to `email` in the outbox, and the reset link in it. */
async function lastMailTo(email: string) {
  const mail = await lastMailOfKind(t.database.db, 'account');
  expect(mail?.recipients).toEqual([email]);
  const token = /reset-password\?token=([\w-]+)/.exec(mail!.text)?.[1];
  return { mail: mail!, token };
}

const mailCount = async () =>
  (await t.database.db.select({ id: mails.id }).from(mails).where(eq(mails.kind, 'account'))).length;

const setPassword = (token: string, password = NEW_PASSWORD) =>
  t.post(`${IDENTITY}/password-reset`, { token, password });

describe('password reset links', () => {
  it('the own reset mails a one-time link in the user’s language; it sets a password and ends every session', async () => {
    await t.database.db.update(users).set({ language: 'nl' }).where(eq(users.email, VIEWER));
    const viewer = await t.login(VIEWER);
    const elsewhere = await t.login(VIEWER);
    const res = await t.call({ method: 'POST', url: `${IDENTITY}/reset-password`, cookie: viewer });
    expect(res.json()).toEqual({ isSuccesful: true, response: null });
    const { mail, token } = await lastMailTo(VIEWER);
    expect(mail.subject).toBe('Stel een nieuw wachtwoord in voor de backoffice');
    expect(mail.text).toContain(`https://backoffice.example.com/reset-password?token=${token}`);
    expect(mail.text).toContain('60 minuten');
    // Only the token's hash is kept.
    const [stored] = await t.database.db.select().from(passwordResetTokens);
    expect(stored!.tokenHash).not.toContain(token!);

    expect((await t.read(`${IDENTITY}/password-reset?token=${token}`, '')).state).toBe('valid');
    const weak = await setPassword(token!, 'Welcome2026!!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toEqual({ password: 'validation.password.common' });
    expect((await setPassword(token!)).statusCode).toBe(200);

    for (const cookie of [viewer, elsewhere])
      expect((await t.call({ method: 'GET', url: ACCOUNT, cookie })).statusCode).toBe(401);
    const old = await t.post(LOGIN, { email: VIEWER, password: 'demo-password-2026' });
    expect(old.json().errorMessage).toBe('auth.invalidCredentials');
    await t.login(VIEWER, NEW_PASSWORD);

    // Once only.
    expect((await t.read(`${IDENTITY}/password-reset?token=${token}`, '')).state).toBe('used');
    const again = await setPassword(token!, 'Another-good-passphrase-9');
    expect(again.json().fieldErrors).toEqual({ token: 'validation.token.used' });
    const events = await identityEventsOf(t.database.db, 2);
    expect(events.map((e) => [e.action, e.actorId])).toEqual([
      ['passwordResetRequested', 2],
      ['passwordResetUsed', null],
    ]);
  });

  it('a newer link replaces an unused one; an unknown token is invalid', async () => {
    const viewer = await t.login(VIEWER);
    await t.call({ method: 'POST', url: `${IDENTITY}/reset-password`, cookie: viewer });
    const first = (await lastMailTo(VIEWER)).token!;
    await t.call({ method: 'POST', url: `${IDENTITY}/reset-password`, cookie: viewer });
    const second = (await lastMailTo(VIEWER)).token!;
    expect((await t.read(`${IDENTITY}/password-reset?token=${first}`, '')).state).toBe('invalid');
    expect(await t.read(`${IDENTITY}/password-reset?token=${second}`, '')).toEqual({
      state: 'valid',
      email: VIEWER,
      name: 'Victor Viewer',
    });
    const unknown = await setPassword('not-a-token');
    expect(unknown.json().fieldErrors).toEqual({ token: 'validation.token.invalid' });
  });

  it('an expired link is refused', async () => {
    const viewer = await t.login(VIEWER);
    await t.call({ method: 'POST', url: `${IDENTITY}/reset-password`, cookie: viewer });
    const { token } = await lastMailTo(VIEWER);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.read(`${IDENTITY}/password-reset?token=${token}`, '')).state).toBe('expired');
    expect((await setPassword(token!)).json().fieldErrors).toEqual({ token: 'validation.token.expired' });
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie: viewer })).statusCode).toBe(200);
  });

  it("resets another user's password or authenticator only with edit right on access", async () => {
    const viewer = await t.login(VIEWER);
    const denied = await t.post(`${IDENTITY}/3/reset-password`, { onBehalfOfMainApplication: true }, viewer);
    expect(denied.statusCode).toBe(403);
    const admin = await t.login(ADMIN);
    const ok = await t.post(`${IDENTITY}/3/reset-password`, { onBehalfOfMainApplication: true }, admin);
    expect(ok.statusCode).toBe(200);
    const { mail } = await lastMailTo(PRODUCTS);
    expect(mail.text).toContain('An administrator asked for a new password');
    expect(mail.createdBy).toBe(1);
    const authenticator = await t.call({ method: 'POST', url: `${IDENTITY}/3/reset-authenticator`, cookie: admin });
    expect(authenticator.statusCode).toBe(200);
    const events = await identityEventsOf(t.database.db, 3);
    expect(events.map((e) => [e.action, e.actorId, e.after?.onBehalfOfMainApplication])).toEqual([
      ['passwordResetRequested', 1, true],
      ['authenticatorReset', 1, undefined],
    ]);
    expect(
      (await t.call({ method: 'POST', url: `${IDENTITY}/999/reset-authenticator`, cookie: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.post(`${IDENTITY}/999/reset-password`, { onBehalfOfMainApplication: true }, admin)).statusCode,
    ).toBe(404);
    const bad = await t.post(`${IDENTITY}/abc/reset-password`, {}, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ id: 'validation.invalidType' });
  });

  it('forgot password answers alike whether the e-mail is an account or not, and is rate-limited', async () => {
    const known = await t.post(`${IDENTITY}/forgot-password`, { email: 'Viewer@Backoffice.test' });
    const unknown = await t.post(`${IDENTITY}/forgot-password`, { email: 'nobody@backoffice.test' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailCount()).toBe(1);
    const { token } = await lastMailTo(VIEWER);
    expect((await t.read(`${IDENTITY}/password-reset?token=${token}`, '')).state).toBe('valid');
    expect((await identityEventsOf(t.database.db, 2)).map((e) => [e.action, e.actorId])).toEqual([
      ['passwordResetRequested', null],
    ]);
    for (let i = 0; i < 2; i++) await t.post(`${IDENTITY}/forgot-password`, { email: VIEWER });
    const limited = await t.post(`${IDENTITY}/forgot-password`, { email: VIEWER });
    expect(limited.statusCode).toBe(429);
    expect(await mailCount()).toBe(3);
  });

  it('refuses personal and repetitive passwords with their codes', async () => {
    const viewer = await t.login(VIEWER);
    await t.call({ method: 'POST', url: `${IDENTITY}/reset-password`, cookie: viewer });
    const { token } = await lastMailTo(VIEWER);
    expect((await setPassword(token!, 'short')).json().fieldErrors).toEqual({ password: 'validation.minLength|12' });
    expect((await setPassword(token!, 'victor-blue-harbour')).json().fieldErrors).toEqual({
      password: 'validation.password.personal',
    });
    expect((await setPassword(token!, 'zzzzzzzzzzzzzzz')).json().fieldErrors).toEqual({
      password: 'validation.password.repetitive',
    });
    expect((await t.read(`${IDENTITY}/password-reset?token=${token}`, '')).state).toBe('valid');
  });
});

describe('reset link expiry', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  it('is valid until its lifetime has passed, and used once used', () => {
    const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MS);
    expect(RESET_LIFETIME_MS).toBe(60 * 60_000);
    expect(resetLinkState({ expiresAt, usedAt: null }, now)).toBe('valid');
    expect(resetLinkState({ expiresAt, usedAt: null }, new Date(expiresAt.getTime() - 1))).toBe('valid');
    expect(resetLinkState({ expiresAt, usedAt: null }, expiresAt)).toBe('expired');
    expect(resetLinkState({ expiresAt, usedAt: now }, now)).toBe('used');
    expect(resetLinkState(undefined, now)).toBe('invalid');
  });
});
