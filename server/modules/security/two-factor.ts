/** Two-factor sign-in with an authenticator app (docs/domain.md "Identity"). */
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { recordIdentityEvent } from './identity-audit';
import { userExists } from './security-repository';

/** An administrator's reset of a user's authenticator. */
export async function resetAuthenticator(
  db: Db,
  _config: Pick<ServerConfig, 'appUrl' | 'mailFrom'>,
  userId: number,
  actorId: number,
) {
  if (!(await userExists(db, userId))) throw notFound();
  await recordIdentityEvent(db, { actorId, userId, action: 'authenticatorReset' });
}
