/**
 * The customer portal's one-time tokens (docs/domain.md "Invitations and impersonation"): a token
 * names its kind, the contact and a nonce, expires (an invitation after 7 days, an impersonation
 * after one minute) and is signed with HMAC-SHA256, so the portal can trust what it says; the nonce
 * is stored, so a token is redeemed once only, on any instance.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const PORTAL_TOKEN_KINDS = ['invitation', 'impersonation'] as const;
export type PortalTokenKind = (typeof PORTAL_TOKEN_KINDS)[number];

/** How long a token is valid from its making. */
export const TOKEN_LIFETIME_MS: Readonly<Record<PortalTokenKind, number>> = {
  invitation: 7 * 24 * 60 * 60_000,
  impersonation: 60_000,
};

export type PortalTokenClaims = { kind: PortalTokenKind; contactId: number; nonce: string; expiresAt: number };

const encode = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const signatureOf = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

/** A new token's claims: a random nonce, and its expiry from `now`. */
export const newClaims = (kind: PortalTokenKind, contactId: number, now: number): PortalTokenClaims => ({
  kind,
  contactId,
  nonce: randomBytes(18).toString('base64url'),
  expiresAt: now + TOKEN_LIFETIME_MS[kind],
});

/** `<claims as base64url JSON>.<HMAC-SHA256 of that part, base64url>` */
export function signToken(secret: string, claims: PortalTokenClaims): string {
  const body = encode(JSON.stringify(claims));
  return `${body}.${encode(signatureOf(secret, body))}`;
}

export type TokenCheck = { ok: true; claims: PortalTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** The claims of a token signed with `secret` and not expired at `now`; else why not. */
export function verifyToken(secret: string, token: string, now: number): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = signatureOf(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: PortalTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PortalTokenClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!PORTAL_TOKEN_KINDS.includes(claims.kind) || !Number.isSafeInteger(claims.expiresAt))
    return { ok: false, reason: 'invalid' };
  if (claims.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** The portal address a token is sent to: `<portal>/invitation?token=...` or `<portal>/impersonate?token=...`. */
export function portalLink(portalUrl: string, kind: PortalTokenKind, token: string): string {
  const url = new URL(
    kind === 'invitation' ? 'invitation' : 'impersonate',
    portalUrl.endsWith('/') ? portalUrl : `${portalUrl}/`,
  );
  url.searchParams.set('token', token);
  return url.toString();
}
