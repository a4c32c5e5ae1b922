import { describe, expect, it } from 'vitest';
import { isSealed, keyFrom, open, seal } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = keyFrom('a long random text from the configuration', 'totp-secrets');

  it('opens what it sealed; each sealing differs (a fresh nonce) and holds nothing of the plaintext', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const a = seal(key, secret);
    const b = seal(key, secret);
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(isSealed(secret)).toBe(false);
    expect(a).not.toContain(secret);
    expect(open(key, a)).toBe(secret);
    expect(open(key, b)).toBe(secret);
  });

  it('derives a 32-byte key per purpose: another purpose or secret is another key', () => {
    expect(key).toHaveLength(32);
    expect(keyFrom('a long random text from the configuration', 'other').equals(key)).toBe(false);
    expect(keyFrom('another text', 'totp-secrets').equals(key)).toBe(false);
  });

  it('refuses a changed value, another key and what is not sealed', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    const [version, nonce, tag, body] = sealed.split('.');
    const changed = [version, nonce, tag, `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`].join('.');
    expect(() => open(key, changed)).toThrow();
    expect(() => open(keyFrom('another text', 'totp-secrets'), sealed)).toThrow();
    expect(() => open(key, 'JBSWY3DPEHPK3PXP')).toThrow('Not a sealed value');
  });
});
