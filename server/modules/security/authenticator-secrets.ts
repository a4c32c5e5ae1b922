/**
 * Authenticator (TOTP) secrets at rest: encrypted with AES-256-GCM (server/lib/secret-box.ts) under a
 * key derived from TOTP_ENCRYPTION_KEY or, unset, from a secret the first instance makes and stores
 * (`server_secrets`, 'totp-secrets'). A TOTP secret cannot be hashed (the server computes codes from
 * it), so it is encrypted instead: a copy of the table alone gives no one's codes. Secrets stored in
 * plain text before are sealed at start (`sealPlaintextSecrets`) and, should one still be met, when
 * it is read.
 */
import { and, eq, notLike } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { authenticators } from '../../db/schema';
import { serverSecret } from '../../db/server-secrets';
import { isSealed, keyFrom, open, seal } from '../../lib/secret-box';

export type SecretConfig = Pick<ServerConfig, 'totpEncryptionKey'>;

const PURPOSE = 'totp-secrets';

async function keyOf(db: Db, config: SecretConfig): Promise<Buffer> {
  return keyFrom(await serverSecret(db, PURPOSE, config.totpEncryptionKey), PURPOSE);
}

/** The value to store for a new secret. */
export async function sealSecret(db: Db, config: SecretConfig, secret: string): Promise<string> {
  return seal(await keyOf(db, config), secret);
}

/** The secret of a stored authenticator; one still in plain text is sealed now (unless it changed meanwhile). */
export async function openSecret(db: Db, config: SecretConfig, row: { userId: number; secret: string }) {
  const key = await keyOf(db, config);
  if (isSealed(row.secret)) return open(key, row.secret);
  await db
    .update(authenticators)
    .set({ secret: seal(key, row.secret) })
    .where(and(eq(authenticators.userId, row.userId), eq(authenticators.secret, row.secret)));
  return row.secret;
}

/** Seals every secret still stored in plain text (at start; another instance doing the same is harmless). */
export async function sealPlaintextSecrets(db: Db, config: SecretConfig): Promise<number> {
  const plain = await db
    .select({ userId: authenticators.userId, secret: authenticators.secret })
    .from(authenticators)
    .where(notLike(authenticators.secret, 'v1.%'));
  for (const row of plain) await openSecret(db, config, row);
  return plain.length;
}
