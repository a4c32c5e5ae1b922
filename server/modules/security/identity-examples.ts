/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself) where a
 * request made from the schemas cannot succeed: a new password needs a live reset link, taken from
 * the mail an administrator's reset sends; enrolling from the profile needs no sign-in's challenge.
 */
import type { Mail, MailDetail } from '../../../src/shared/schemas/mail';
import type { AdminCall, ModuleExamples } from '../../testing/routes';

const IDENTITY = '/api/security/v2/identity';

/** A live reset link's token for the user without modules (id 4), from the newest account mail. */
async function resetToken(callAsAdmin: AdminCall): Promise<string> {
  await callAsAdmin('POST', `${IDENTITY}/4/reset-password`, { onBehalfOfMainApplication: true });
  const page = await callAsAdmin<{ items: Mail[] }>('GET', '/api/mail/v2/mails?kinds=account&pageSize=5');
  const mail = await callAsAdmin<MailDetail>('GET', `/api/mail/v2/mails/${page.items[0]!.mailId}`);
  return /token=([\w-]+)/.exec(mail.text)![1]!;
}

export const examples: ModuleExamples = (callAsAdmin) => ({
  // Enrolling the signed-in administrator (a pending secret; confirming it is the gate's own example).
  [`POST ${IDENTITY}/authenticator/setup`]: async () => ({ body: {} }),
  [`POST ${IDENTITY}/password-reset`]: async () => ({
    body: { token: await resetToken(callAsAdmin), password: 'Gate-lantern-orchard-77' },
  }),
});
