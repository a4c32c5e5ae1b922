/**
 * Secrets encrypted at rest with AES-256-GCM (node:crypto): a fresh 12-byte nonce per value, the
 * 16-byte tag checked on opening (a changed value or a wrong key fails instead of giving garbage).
 * A sealed value reads `v1.<nonce>.<tag>.<ciphertext>` (base64url), so it is told apart from a value
 * stored before encryption (which never starts so) and a later format can take `v2.`.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

/** The 32-byte key for `purpose` from a secret of any length (HKDF-SHA256): one secret, a key per use. */
export function keyFrom(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
}

export const isSealed = (value: string) => value.startsWith(`${VERSION}.`);

export function seal(key: Buffer, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plaintext of a sealed value; throws when it was changed or sealed with another key. */
export function open(key: Buffer, sealed: string): string {
  const [version, nonce, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined) throw new Error('Not a sealed value');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
