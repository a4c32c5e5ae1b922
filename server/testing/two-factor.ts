/** Two-factor sign-ins made for the gates, whose requests cannot carry a sign-in's challenge by themselves. */
import { generate } from 'otplib';
import type { Db } from '../db/client';
import type { SecretConfig } from '../modules/security/authenticator-secrets';
import { confirmEnrolment, startChallenge, startEnrolment } from '../modules/security/two-factor';

/** The app's code `steps` 30-second steps from now. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

/** The user enrolled, and a sign-in of theirs waiting for its code: the second step's body. */
export async function secondStepBody(db: Db, config: SecretConfig, userId: number) {
  const { secret } = await startEnrolment(db, config, userId);
  await confirmEnrolment(db, config, userId, await codeAt(secret, 0));
  return { challenge: await startChallenge(db, userId, 'verify'), code: await codeAt(secret, 1) };
}

/** A sign-in of the user that enrols (a role requires it), its secret made: the confirmation's body. */
export async function enrolmentBody(db: Db, config: SecretConfig, userId: number) {
  const challenge = await startChallenge(db, userId, 'enrol');
  const { secret } = await startEnrolment(db, config, userId);
  return { challenge, code: await codeAt(secret, 0) };
}
