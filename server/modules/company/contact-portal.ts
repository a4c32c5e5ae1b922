/**
 * The customer portal and a contact (docs/domain.md "Invitations and impersonation"): invite sends
 * the contact a one-time link through the outbox (in the transaction that marks the contact invited
 * and records it on the timeline); impersonate gives staff a signed, single-use link valid one
 * minute; the portal redeems a token once. Both need the portal's address (PORTAL_URL).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Contact } from '../../../src/shared/schemas/contact';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { contacts, portalTokens } from '../../db/schema';
import { serverSecret, storedServerSecret } from '../../db/server-secrets';
import { badRequest, notFound } from '../../http/errors';
import { enqueueMail } from '../mail/outbox';
import { contactDetail } from './contact-repository';
import { invitationMail } from './invitation-mail';
import { newClaims, portalLink, signToken, verifyToken, type PortalTokenKind } from './portal-tokens';
import { recordEvent } from './timeline';

type PortalConfig = Pick<ServerConfig, 'portalUrl' | 'portalTokenSecret' | 'mailFrom'>;

/** PORTAL_TOKEN_SECRET, or the one the first instance made and stored (every instance reads the same). */
const secretOf = (db: Db, config: PortalConfig) => serverSecret(db, 'portal-tokens', config.portalTokenSecret);

function portalOf(config: PortalConfig): string {
  if (!config.portalUrl) throw badRequest('validation.portalNotConfigured');
  return config.portalUrl;
}

/** A new token for the contact, its nonce stored (in `db`, the caller's transaction). */
async function issueToken(
  db: Db,
  secret: string,
  kind: PortalTokenKind,
  contactId: number,
  actor: number | null,
  now: number,
) {
  const claims = newClaims(kind, contactId, now);
  await db.insert(portalTokens).values({
    nonce: claims.nonce,
    kind,
    contactId,
    expiresAt: new Date(claims.expiresAt),
    createdBy: actor,
  });
  return { token: signToken(secret, claims), expiresAt: new Date(claims.expiresAt) };
}

async function contactOrFail(db: Db, contactId: number) {
  const contact = await contactDetail(db, contactId);
  if (!contact) throw notFound();
  return contact;
}

const fullName = (c: Pick<Contact, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`;

export async function inviteContact(db: Db, config: PortalConfig, contactId: number, actor: number | null) {
  const now = Date.now();
  const portal = portalOf(config);
  const contact = await contactOrFail(db, contactId);
  if (!contact.email) throw badRequest('validation.failed', { email: 'validation.noEmail' });
  const secret = await secretOf(db, config);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { token } = await issueToken(tx, secret, 'invitation', contactId, actor, now);
    const mail = invitationMail(
      contact.language,
      fullName(contact),
      contact.companyName,
      portalLink(portal, 'invitation', token),
    );
    await tx
      .update(contacts)
      .set({ invitedAt: new Date(now) })
      .where(eq(contacts.id, contactId));
    await enqueueMail(tx, {
      kind: 'invitation',
      from: config.mailFrom,
      companyId: contact.companyId,
      contactId,
      recipients: [contact.email!],
      ...mail,
      createdBy: actor,
    });
    await recordEvent(tx, {
      companyId: contact.companyId,
      userId: actor,
      kind: 'contact',
      action: 'invited',
      recordId: contactId,
      label: fullName(contact),
      changes: [{ field: 'email', before: null, after: contact.email }],
    });
  });
  return (await contactDetail(db, contactId))!;
}

export async function impersonateContact(db: Db, config: PortalConfig, contactId: number, actor: number | null) {
  const now = Date.now();
  const portal = portalOf(config);
  const contact = await contactOrFail(db, contactId);
  const secret = await secretOf(db, config);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { token, expiresAt } = await issueToken(tx, secret, 'impersonation', contactId, actor, now);
    await recordEvent(tx, {
      companyId: contact.companyId,
      userId: actor,
      kind: 'contact',
      action: 'impersonated',
      recordId: contactId,
      label: fullName(contact),
    });
    return { url: portalLink(portal, 'impersonation', token), expiresAt: expiresAt.toISOString() };
  });
}

/** What a token stands for, once: a second redemption, an expired or a forged token is refused. */
export async function redeemPortalToken(db: Db, config: PortalConfig, token: string, now = Date.now()) {
  // Redeeming never makes the secret: without one, no token was ever issued (and a refused
  // redeem writes nothing).
  const secret = config.portalTokenSecret ?? (await storedServerSecret(db, 'portal-tokens'));
  const check: ReturnType<typeof verifyToken> = secret
    ? verifyToken(secret, token, now)
    : { ok: false, reason: 'invalid' };
  if (!check.ok) throw badRequest('validation.failed', { token: `validation.token.${check.reason}` });
  const [used] = await db
    .update(portalTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(portalTokens.nonce, check.claims.nonce),
        eq(portalTokens.contactId, check.claims.contactId),
        eq(portalTokens.kind, check.claims.kind),
        isNull(portalTokens.usedAt),
        gt(portalTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ contactId: portalTokens.contactId });
  if (!used) throw badRequest('validation.failed', { token: 'validation.token.used' });
  const contact = await contactOrFail(db, used.contactId);
  return { kind: check.claims.kind, contactId: contact.contactId, companyId: contact.companyId, email: contact.email };
}
