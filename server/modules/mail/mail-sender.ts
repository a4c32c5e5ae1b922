/**
 * Delivering the outbox (docs/domain.md "Mails"). `deliverDue` claims the due mails in one statement
 * (a lease and an attempt each; rows another instance is claiming are skipped, so no two instances
 * ever send the same mail), sends each, and marks it sent, retrying (the next attempt from the
 * schedule) or failed (a final refusal, the attempts used up, or a recipient that is not a plain
 * address). A mail whose lease ran out (its instance died mid-send) is due again, for any instance:
 * the lease is short (config.ts `MAIL_LEASE_MS`, 2 minutes), and a send is cut off well before it ends
 * (`sendTimeoutMs`: half the lease), so a live instance always writes its outcome while it still
 * holds the mail. The transport is SMTP when SMTP_URL is set, else the local
 * outbox: the full message written as `<id>.eml` into MAIL_OUTBOX_DIR, and the mail counts as sent.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { MAIL_LEASE_MS, type ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { mailAttachments, mails } from '../../db/schema';
import { isPlainAddress } from '../../../src/shared/email-address';
import { recordEvent } from '../company/timeline';
import { produceMailFailedTask } from '../task/task-producers';
import { failureReason, isPermanentFailure, retryDelayMs, type SendFailure } from './outbox';

/** The longest one send may take under a lease: half of it, so its outcome is written in time. */
export const sendTimeoutMs = (leaseMs: number) => Math.floor(leaseMs / 2);
/** Mails claimed and sent together by one run. */
export const DELIVERY_BATCH = 10;

/** Sends one message (the mail's id names the local outbox's file); resolves with the refused recipients. */
export type SendMail = (mailId: number, message: SendMailOptions) => Promise<{ rejected: string[] }>;
export type MailTransport = { send: SendMail; close: () => void };

/** SMTP when the configuration names a server, else the local outbox folder (or nowhere, in memory). */
export function mailTransport(config: Pick<ServerConfig, 'smtpUrl' | 'mailOutboxDir'>): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      // Each phase well inside one send's time (`sendTimeoutMs`: a minute by default).
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      send: async (_mailId, message) => ({ rejected: (await smtp.sendMail(message)).rejected.map(String) }),
      close: () => smtp.close(),
    };
  }
  const local = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = config.mailOutboxDir;
  return {
    send: async (mailId, message) => {
      const info = await local.sendMail(message);
      if (dir) {
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, `${mailId}.eml`), info.message as Buffer);
      }
      return { rejected: [] };
    },
    close: () => local.close(),
  };
}

export type DeliveryDeps = {
  db: Db;
  send: SendMail;
  /** Told the ids of mails whose status changed (the hub's `changed` for the mails domain). */
  announce?: (mailIds: number[]) => void;
  /** How long a claim holds a mail; `MAIL_LEASE_MS` unless set. */
  leaseMs?: number;
};

export type DeliveryOutcome = { mailId: number; status: 'sent' | 'retrying' | 'failed' };

/**
 * Claims up to `limit` due mails: pending or retrying, due by `now`, not held by a live lease; each
 * gets a lease and counts an attempt. One statement: FOR UPDATE SKIP LOCKED makes a concurrent claim
 * pass over the rows this one is taking, and a row claimed meanwhile no longer matches.
 */
function claimDue(db: Db, now: Date, limit: number, leaseMs: number) {
  const due = db
    .select({ id: mails.id })
    .from(mails)
    .where(
      and(
        inArray(mails.status, ['pending', 'retrying']),
        lte(mails.nextAttemptAt, now),
        or(isNull(mails.lockedUntil), lt(mails.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mails.nextAttemptAt), asc(mails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mails)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mails.attempts} + 1` })
    .where(inArray(mails.id, due))
    .returning();
}

type ClaimedMail = Awaited<ReturnType<typeof claimDue>>[number];
type Attachment = typeof mailAttachments.$inferSelect;

function messageOf(mail: ClaimedMail, attachments: Attachment[]): SendMailOptions {
  return {
    from: mail.fromAddress,
    // As addresses, not as text for the mailer to parse (a plain address each: deliverOne).
    to: mail.recipients.map((address) => ({ name: '', address })),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    attachments: attachments.map((a) => ({
      filename: a.fileName,
      contentType: a.contentType,
      content: a.content,
      ...(a.kind === 'inline' && a.contentId ? { cid: a.contentId, contentDisposition: 'inline' as const } : {}),
    })),
    // Only what is in the row goes out: no file or URL is ever read into a mail.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Marks the outcome of one attempt (and the company's timeline: sent, or failed for good, then also a
 * task), while the
 * claim still holds: a mail whose lease ran out and that another run claimed since keeps that run's
 * outcome (false: nothing written).
 */
async function settle(
  db: Db,
  mail: ClaimedMail,
  outcome: DeliveryOutcome['status'],
  fields: Partial<ClaimedMail>,
): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const held = await tx
      .update(mails)
      .set({ ...fields, status: outcome, lockedUntil: null })
      .where(and(eq(mails.id, mail.id), eq(mails.lockedUntil, mail.lockedUntil!)))
      .returning({ id: mails.id });
    if (!held.length) return false;
    // Given up: a task for a person to fix the addresses and send it again (task-producers.ts).
    if (outcome === 'failed')
      await produceMailFailedTask(tx, { ...mail, lastError: fields.lastError ?? mail.lastError });
    if (mail.companyId && outcome !== 'retrying')
      await recordEvent(tx, {
        companyId: mail.companyId,
        userId: null,
        kind: 'mail',
        action: outcome,
        recordId: mail.id,
        label: mail.subject,
      });
    return true;
  });
}

/** The send, or a transient failure once it took longer than `ms` (the mail is tried again on the schedule). */
function withDeadline<T>(send: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`No answer within ${ms / 1000} s`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([send, late]).finally(() => clearTimeout(timer));
}

/** Sends one claimed mail and writes its outcome; null when its claim was lost meanwhile (see `settle`). */
async function deliverOne(
  deps: DeliveryDeps,
  mail: ClaimedMail,
  attachments: Attachment[],
  now: Date,
): Promise<DeliveryOutcome | null> {
  let status: DeliveryOutcome['status'];
  let fields: Partial<ClaimedMail>;
  // Written before every field took plain addresses only: never handed to the mailer to parse.
  const odd = mail.recipients.filter((address) => !isPlainAddress(address));
  if (odd.length) {
    status = 'failed';
    fields = {
      lastError: `Not a plain address: ${odd.map((a) => JSON.stringify(a)).join(', ')}`.slice(0, 1_000),
      nextAttemptAt: null,
    };
  } else
    try {
      const send = deps.send(mail.id, messageOf(mail, attachments));
      const { rejected } = await withDeadline(send, sendTimeoutMs(deps.leaseMs ?? MAIL_LEASE_MS));
      status = 'sent';
      // Delivered to the others; the refused addresses are kept as the reason.
      fields = {
        sentAt: new Date(),
        nextAttemptAt: null,
        lastError: rejected.length ? `Refused: ${rejected.join(', ')}` : null,
      };
    } catch (error) {
      const failure = error as SendFailure;
      const delay = isPermanentFailure(failure) ? null : retryDelayMs(mail.attempts);
      status = delay === null ? 'failed' : 'retrying';
      fields = {
        lastError: failureReason(failure),
        nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay),
      };
    }
  // Outside the try: a failure to record a sent mail must not count as a failed send (the lease
  // runs out instead, and the mail is tried again).
  if (!(await settle(deps.db, mail, status, fields))) return null;
  deps.announce?.([mail.id]);
  return { mailId: mail.id, status };
}

/** One delivery run: claims up to `limit` due mails and sends them together; the outcomes it wrote. */
export async function deliverDue(
  deps: DeliveryDeps,
  { now = new Date(), limit = DELIVERY_BATCH }: { now?: Date; limit?: number } = {},
): Promise<DeliveryOutcome[]> {
  const claimed = await claimDue(deps.db, now, limit, deps.leaseMs ?? MAIL_LEASE_MS);
  if (!claimed.length) return [];
  const attachments = await deps.db
    .select()
    .from(mailAttachments)
    .where(
      inArray(
        mailAttachments.mailId,
        claimed.map((m) => m.id),
      ),
    )
    .orderBy(asc(mailAttachments.id));
  const outcomes = await Promise.all(
    claimed.map((mail) =>
      deliverOne(
        deps,
        mail,
        attachments.filter((a) => a.mailId === mail.id),
        now,
      ),
    ),
  );
  return outcomes.filter((outcome) => outcome !== null);
}
