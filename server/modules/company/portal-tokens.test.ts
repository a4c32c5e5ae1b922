import { describe, expect, it } from 'vitest';
import { newClaims, portalLink, signToken, TOKEN_LIFETIME_MS, verifyToken } from './portal-tokens';

const SECRET = 'a-secret-shared-with-the-portal';
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('portal tokens', () => {
  it('carries its claims, signed, until it expires: one minute for an impersonation, 7 days for an invitation', () => {
    const claims = newClaims('impersonation', 42, NOW);
    expect(claims.expiresAt - NOW).toBe(60_000);
    expect(newClaims('invitation', 42, NOW).expiresAt - NOW).toBe(TOKEN_LIFETIME_MS.invitation);
    const token = signToken(SECRET, claims);
    expect(verifyToken(SECRET, token, NOW + 59_999)).toEqual({ ok: true, claims });
    expect(verifyToken(SECRET, token, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, altered, or malformed', () => {
    const token = signToken(SECRET, newClaims('impersonation', 42, NOW));
    expect(verifyToken('another secret', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), contactId: 43 }),
    ).toString('base64url');
    expect(verifyToken(SECRET, `${forged}.${signature}`, NOW).ok).toBe(false);
    for (const bad of ['', 'abc', `${body}.`, `${body}.${signature}.x`, `!!.${signature}`])
      expect(verifyToken(SECRET, bad, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('makes a nonce per token', () => {
    expect(newClaims('invitation', 1, NOW).nonce).not.toBe(newClaims('invitation', 1, NOW).nonce);
  });

  it('links to the portal, with or without a trailing slash or a path', () => {
    expect(portalLink('https://portal.example.com', 'impersonation', 'a.b')).toBe(
      'https://portal.example.com/impersonate?token=a.b',
    );
    expect(portalLink('https://example.com/portal/', 'invitation', 'a.b')).toBe(
      'https://example.com/portal/invitation?token=a.b',
    );
  });
});
