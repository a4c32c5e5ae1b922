/**
 * Invite and impersonate through the real routes on the real database: the invitation goes through
 * the outbox in the same transaction that marks the contact invited; the impersonation link is
 * signed, valid one minute and redeemed once; both need the portal's address and edit right.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Contact } from '../../../src/shared/schemas/contact';
import type { Mail, MailDetail } from '../../../src/shared/schemas/mail';
import { adminAppForFile, VIEWER } from '../../testing/test-app';
import { redeemPortalToken } from './contact-portal';

const PORTAL = 'https://portal.example.test/customers';
const t = adminAppForFile('', { portalUrl: PORTAL });
const { get } = t;
beforeEach(() => {
  t.config.portalUrl = PORTAL;
});

const CONTACTS = '/api/company/v2/contacts';
const firstContactOf = async (companyId: number): Promise<Contact> =>
  (await get(`${CONTACTS}?companyId=${companyId}&pageSize=100`)).items.find((c: Contact) => c.email);
const tokenIn = (url: string) => new URL(url).searchParams.get('token')!;
const redeem = (token: string) => t.call({ method: 'POST', url: `${CONTACTS}/tokens/redeem`, payload: { token } });

describe('invite', () => {
  it('queues an invitation with a one-time portal link, marks the contact invited, and records both', async () => {
    const contact = await firstContactOf(2);
    const res = await t.call({ method: 'POST', url: `${CONTACTS}/${contact.contactId}/invite`, cookie: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    const invited: Contact = res.json().response;
    expect(invited.invitedAt).not.toBeNull();
    expect(invited.version).toBe(contact.version);

    const mails: Mail[] = (await get(`/api/mail/v2/mails?companyId=2&kinds=invitation`)).items;
    const mail = mails.find((m) => m.contactId === contact.contactId)!;
    expect(mail).toMatchObject({ recipients: [contact.email], status: 'pending', kind: 'invitation' });
    const detail: MailDetail = await get(`/api/mail/v2/mails/${mail.mailId}`);
    const link = /href="([^"]+)"/.exec(detail.html)![1]!.replaceAll('&amp;', '&');
    expect(link.startsWith(`${PORTAL}/invitation?token=`)).toBe(true);
    expect(detail.text).toContain(link);

    // The portal redeems the invitation once.
    const first = await redeem(tokenIn(link));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().response).toEqual({
      kind: 'invitation',
      contactId: contact.contactId,
      companyId: 2,
      email: contact.email,
    });
    const again = await redeem(tokenIn(link));
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({ token: 'validation.token.used' });

    const timeline = (await get(`/api/company/v2/companies/2/timeline?pageSize=5`)).items;
    expect(timeline.map((e: { kind: string; action: string }) => `${e.kind} ${e.action}`)).toEqual(
      expect.arrayContaining(['contact invited', 'mail created']),
    );
  });

  it('refuses a contact without an e-mail address on its field, and the read-only account', async () => {
    const created = await t.post(
      CONTACTS,
      { companyId: 2, firstName: 'No', lastName: 'Mail', gender: 'nd', language: 'EN' },
      t.admin,
    );
    const id = created.json().response.contactId;
    const res = await t.call({ method: 'POST', url: `${CONTACTS}/${id}/invite`, cookie: t.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ email: 'validation.noEmail' });
    const viewer = await t.login(VIEWER);
    const contact = await firstContactOf(2);
    expect(
      (await t.call({ method: 'POST', url: `${CONTACTS}/${contact.contactId}/invite`, cookie: viewer })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: `${CONTACTS}/${contact.contactId}/impersonate/redirect`, cookie: viewer }))
        .statusCode,
    ).toBe(403);
  });
});

describe('impersonate', () => {
  it('answers a signed link to the portal, valid one minute, redeemed once, and on the timeline', async () => {
    const contact = await firstContactOf(2);
    const before = Date.now();
    const answer = await get(`${CONTACTS}/${contact.contactId}/impersonate/redirect`);
    expect(answer.url.startsWith(`${PORTAL}/impersonate?token=`)).toBe(true);
    const expiresIn = Date.parse(answer.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(55_000);
    expect(expiresIn).toBeLessThanOrEqual(61_000);

    const token = tokenIn(answer.url);
    // A minute later the link is dead, used or not.
    await expect(redeemPortalToken(t.database.db, t.config, token, Date.now() + 61_000)).rejects.toMatchObject({
      fieldErrors: { token: 'validation.token.expired' },
    });
    const [body, signature] = token.split('.') as [string, string];
    const forged = `${body.slice(0, -2)}xx.${signature}`;
    expect((await redeem(forged)).json().fieldErrors).toEqual({ token: 'validation.token.invalid' });
    expect((await redeem(token)).json().response).toMatchObject({
      kind: 'impersonation',
      contactId: contact.contactId,
    });
    expect((await redeem(token)).json().fieldErrors).toEqual({ token: 'validation.token.used' });

    const [latest] = (await get(`/api/company/v2/companies/2/timeline?pageSize=5`)).items;
    expect(latest).toMatchObject({ kind: 'contact', action: 'impersonated', recordId: contact.contactId });
  });

  it('needs the CSRF header like any write: a link from another site makes no token', async () => {
    const contact = await firstContactOf(2);
    const res = await t.app.inject({
      method: 'GET',
      url: `${CONTACTS}/${contact.contactId}/impersonate/redirect`,
      headers: { cookie: t.admin },
    });
    expect(res.statusCode).toBe(403);
  });

  it('is refused, like the invitation, while the portal address is not configured', async () => {
    t.config.portalUrl = '';
    expect(await get(`${CONTACTS}/portal`)).toEqual({ configured: false });
    const contact = await firstContactOf(2);
    for (const res of [
      await t.call({ method: 'GET', url: `${CONTACTS}/${contact.contactId}/impersonate/redirect`, cookie: t.admin }),
      await t.call({ method: 'POST', url: `${CONTACTS}/${contact.contactId}/invite`, cookie: t.admin }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe('validation.portalNotConfigured');
    }
  });
});
