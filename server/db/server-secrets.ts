/**
 * Secrets the server makes for itself once, by name (`server_secrets`), so that every instance uses
 * the same: the portal tokens' signing secret and the key two-factor secrets are encrypted with, each
 * unless the configuration names its own.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { serverSecrets } from './schema';

export type ServerSecretName = 'portal-tokens' | 'totp-secrets';

/** The stored secret, if an instance made one yet. */
export async function storedServerSecret(db: Db, name: ServerSecretName): Promise<string | undefined> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value;
}

/** `configured` when set, else the stored one, made now (32 random bytes) by the first instance that asks. */
export async function serverSecret(db: Db, name: ServerSecretName, configured?: string): Promise<string> {
  if (configured) return configured;
  const stored = await storedServerSecret(db, name);
  if (stored) return stored;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return (await storedServerSecret(db, name))!;
}
