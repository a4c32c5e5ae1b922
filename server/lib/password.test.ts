import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another, a changed hash and an unknown scheme', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    const tampered = stored.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await verifyPassword('correct horse battery staple', tampered)).toBe(false);
    expect(await verifyPassword('correct horse battery staple', stored.replace(/^scrypt/, 'md5'))).toBe(false);
  });

  it("hashes a published password (the demo accounts') at the lower cost, verified by what its hash says", async () => {
    const stored = await hashPassword('demo-password-2026', true);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '2048', '8', '1']);
    expect(await verifyPassword('demo-password-2026', stored)).toBe(true);
    expect(await verifyPassword('demo-password-2025', stored)).toBe(false);
  });

  it('reads a typed password as the same one however its accents are composed (NFKC)', async () => {
    const stored = await hashPassword('Ce\u0301line-2026');
    expect(await verifyPassword('C\u00e9line-2026', stored)).toBe(true);
  });
});
