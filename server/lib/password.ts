/** Memory-hard password hashing with Node's scrypt (N=2^15, r=8, p=1: 32 MiB per hash). */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
/**
 * For a password everyone knows (the demo accounts': the README prints it), whose hash's cost protects
 * nothing: 4 MiB, a sixteenth of the work. Every sign-in of the test tiers verifies one (the API tier
 * signs its admin in before each of its ~700 tests).
 */
const PUBLISHED = { ...PARAMS, N: 2 ** 11 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes.
 * `published`: the password is public (the demo accounts'), hashed at the lower cost.
 */
export async function hashPassword(password: string, published = false): Promise<string> {
  const params = published ? PUBLISHED : PARAMS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, verified against when the e-mail is unknown so both answers take alike. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
