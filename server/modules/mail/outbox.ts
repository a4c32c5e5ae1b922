/**
 * The outbox (docs/domain.md "Mails"): a mail is queued as a row (pending, due now) with its
 * attachments, in the caller's transaction, so it is sent if and only if the change that wrote it
 * commits; the worker delivers it (mail-sender.ts). Also the delivery rules: when a failed attempt is
 * tried again, and which failures are final.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { mailAttachments, mails } from '../../db/schema';
import { recordEvent } from '../company/timeline';
import type { MailAttachmentKind, MailKind } from '../../../src/shared/constants/mail';

export type MailAttachmentToQueue = {
  fileName: string;
  contentType: string;
  /** `inline`: a part the body shows by `cid:<contentId>` (an image); a file otherwise. */
  kind?: MailAttachmentKind;
  contentId?: string | null;
  content: Uint8Array;
};

/** A mail to queue (`enqueueMail`). */
export type MailToQueue = {
  kind: MailKind;
  /** The company it concerns: its timeline records the mail. */
  companyId?: number | null;
  contactId?: number | null;
  /** The sender, e.g. `config.mailFrom`. */
  from: string;
  replyTo?: string | null;
  recipients: readonly string[];
  subject: string;
  html: string;
  text: string;
  attachments?: readonly MailAttachmentToQueue[];
  /** Who queued it; null for the system. */
  createdBy?: number | null;
  /** The mail this one resends. */
  resentFromId?: number | null;
};

/**
 * Queues a mail: pending, due now, with a Message-ID made once (every attempt sends the same), and
 * its attachments; the company's timeline records it (`created`, or `resent` for a resend). Call it
 * with the transaction of the change that sends the mail. All or nothing on its own too (a savepoint
 * inside the caller's transaction): no worker can claim the mail before its attachments are in.
 * Returns the mail's id.
 */
export function enqueueMail(outer: Db, mail: MailToQueue, now = new Date()): Promise<number> {
  return outer.transaction((t) => queueIn(t as unknown as Db, mail, now));
}

async function queueIn(db: Db, mail: MailToQueue, now: Date): Promise<number> {
  const [row] = await db
    .insert(mails)
    .values({
      kind: mail.kind,
      companyId: mail.companyId ?? null,
      contactId: mail.contactId ?? null,
      fromAddress: mail.from,
      replyTo: mail.replyTo ?? null,
      recipients: [...mail.recipients],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: `<${randomUUID()}@backoffice.local>`,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
      createdBy: mail.createdBy ?? null,
      resentFromId: mail.resentFromId ?? null,
    })
    .returning({ id: mails.id });
  const mailId = row!.id;
  if (mail.attachments?.length)
    await db.insert(mailAttachments).values(
      mail.attachments.map((a) => ({
        mailId,
        fileName: a.fileName,
        contentType: a.contentType,
        kind: a.kind ?? 'attachment',
        contentId: a.contentId ?? null,
        content: Buffer.from(a.content),
        size: a.content.byteLength,
      })),
    );
  if (mail.companyId)
    await recordEvent(db, {
      companyId: mail.companyId,
      userId: mail.createdBy ?? null,
      kind: 'mail',
      action: mail.resentFromId ? 'resent' : 'created',
      recordId: mailId,
      label: mail.subject,
      occurredAt: now,
    });
  return mailId;
}

/** The waits after the 1st, 2nd, ... failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h; then it fails. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;

/** How long to wait before the next attempt after `attemptsMade` attempts failed; null: give up. */
export function retryDelayMs(attemptsMade: number): number | null {
  return RETRY_DELAYS_MS[attemptsMade - 1] ?? null;
}

/** What a failed send tells (nodemailer's errors carry the SMTP reply and its code). */
export type SendFailure = { message?: string; code?: string; responseCode?: number; response?: string };

/**
 * A final refusal, not worth trying again: the SMTP server answered 5xx about the mail (a mailbox
 * that does not exist, a message refused). A 4xx (try again later), a connection refused or a
 * timeout is transient, and so is a refused sign-in to the SMTP server (EAUTH): that is the
 * server's configuration, not the mail, so the mail waits for it to be fixed.
 */
export function isPermanentFailure(error: SendFailure): boolean {
  const code = error.responseCode;
  return error.code !== 'EAUTH' && typeof code === 'number' && code >= 500 && code < 600;
}

/** The failure as kept on the mail: the SMTP reply when there is one, else the error's message. */
export const failureReason = (error: SendFailure) =>
  (error.response || error.message || String(error.code ?? 'unknown error')).slice(0, 1_000);
