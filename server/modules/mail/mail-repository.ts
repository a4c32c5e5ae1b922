/**
 * Mails of the outbox in the database: the list through the list helper (search in recipients and
 * subject, filters, sorts, newest first), a mail with its sanitised body and its attachments, an
 * attachment's file, and resend (a copy of the mail and its attachments, queued to other addresses).
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Mail, MailDetail, MailListQuery, MailResend } from '../../../src/shared/schemas/mail';
import { splitAddressList } from '../../../src/shared/email-address';
import type { Db } from '../../db/client';
import { companies, mailAttachments, mails, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { containsPattern, pagedList, type SortKey } from '../../http/list';
import { sanitizeMailHtml } from './mail-html';
import { enqueueMail } from './outbox';
import { MAIL_DEFAULT_SORT, type MAIL_SORT_COLUMNS } from '../../../src/shared/constants/mail';

type SortColumn = (typeof MAIL_SORT_COLUMNS)[number];

const recipientsText = sql`array_to_string(${mails.recipients}, ', ')`;

const sorts: Record<SortColumn, SortKey> = {
  createdAt: { key: mails.createdAt },
  sentAt: { key: mails.sentAt, nullable: true },
  subject: { key: sql`lower(${mails.subject})` },
  recipients: { key: sql`lower(${recipientsText})` },
  status: { key: mails.status },
};

/** Written out in full: in a one-table SELECT drizzle leaves column names unqualified. */
const companyName = sql<string | null>`(select c.name from ${companies} c where c.id = "mails"."company_id")`;
const attachmentCount = sql<number>`(select count(*)::int from ${mailAttachments} a where a.mail_id = "mails"."id")`;
const createdByName = sql<string | null>`(select u.name from ${users} u where u.id = "mails"."created_by")`;

const columns = {
  mailId: mails.id,
  kind: mails.kind,
  recipients: mails.recipients,
  subject: mails.subject,
  status: mails.status,
  attempts: mails.attempts,
  lastError: mails.lastError,
  nextAttemptAt: mails.nextAttemptAt,
  createdAt: mails.createdAt,
  sentAt: mails.sentAt,
  companyId: mails.companyId,
  companyName,
  contactId: mails.contactId,
  attachmentCount,
};

type Row = { nextAttemptAt: Date | null; createdAt: Date; sentAt: Date | null } & Omit<
  Mail,
  'nextAttemptAt' | 'createdAt' | 'sentAt'
>;
const toMail = (r: Row): Mail => ({
  ...r,
  attachmentCount: Number(r.attachmentCount),
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

function whereOf(q: MailListQuery): SQL | undefined {
  const pattern = q.searchText ? containsPattern(q.searchText) : null;
  return and(
    q.statuses?.length ? inArray(mails.status, q.statuses) : undefined,
    q.kinds?.length ? inArray(mails.kind, q.kinds) : undefined,
    q.companyId ? eq(mails.companyId, q.companyId) : undefined,
    pattern ? or(ilike(mails.subject, pattern), ilike(recipientsText, pattern)) : undefined,
  );
}

/** Newest first unless sorted otherwise. */
export function listMails(db: Db, q: MailListQuery) {
  return pagedList(db, {
    list: {
      from: mails,
      id: mails.id,
      idDescending: true,
      where: whereOf(q),
      sorts,
      defaultSort: MAIL_DEFAULT_SORT,
    },
    query: q,
    rows: (byIds) => db.select(columns).from(mails).where(byIds),
    toItem: (r) => toMail(r as Row),
    idOf: (m) => m.mailId,
  });
}

const attachmentColumns = {
  attachmentId: mailAttachments.id,
  fileName: mailAttachments.fileName,
  contentType: mailAttachments.contentType,
  kind: mailAttachments.kind,
  contentId: mailAttachments.contentId,
  size: mailAttachments.size,
};

/** The mail with its headers, its body made safe to show (mail-html.ts) and its attachments; null if none. */
export async function mailDetail(db: Db, id: number): Promise<MailDetail | null> {
  const [row] = await db
    .select({
      ...columns,
      from: mails.fromAddress,
      replyTo: mails.replyTo,
      messageId: mails.messageId,
      html: mails.html,
      text: mails.text,
      resentFromId: mails.resentFromId,
      createdByName,
    })
    .from(mails)
    .where(eq(mails.id, id));
  if (!row) return null;
  const attachments = await db
    .select(attachmentColumns)
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, id))
    .orderBy(asc(mailAttachments.id));
  // The images the body shows by cid, as data URLs: only they are read with their bytes.
  const inline = await db
    .select({
      contentId: mailAttachments.contentId,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(and(eq(mailAttachments.mailId, id), eq(mailAttachments.kind, 'inline')));
  const dataUrls = new Map(
    inline.flatMap((a) =>
      a.contentId && a.contentType.startsWith('image/')
        ? [[a.contentId, `data:${a.contentType};base64,${a.content.toString('base64')}`] as const]
        : [],
    ),
  );
  const { html, ...rest } = row;
  return { ...rest, ...toMail(rest as Row), html: sanitizeMailHtml(html, dataUrls), attachments };
}

/** A mail's kind; null if there is no such mail. */
export async function mailKindOf(db: Db, id: number) {
  const [row] = await db.select({ kind: mails.kind }).from(mails).where(eq(mails.id, id));
  return row?.kind ?? null;
}

/** What a one-time link's token is replaced with where it must not be read. */
export const WITHHELD = '(withheld)';

/** The mail with the tokens of its links withheld (a password reset link, read by someone else). */
export function withoutLinks<M extends { html: string; text: string }>(mail: M): M {
  const mask = (body: string) => body.replace(/([?&]token=)[\w.-]+/g, `$1${WITHHELD}`);
  return { ...mail, html: mask(mail.html), text: mask(mail.text) };
}

/** One attachment of the mail, with its bytes; null if the mail has no such attachment. */
export async function mailAttachment(db: Db, mailId: number, attachmentId: number) {
  const [row] = await db
    .select({
      fileName: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(and(eq(mailAttachments.id, attachmentId), eq(mailAttachments.mailId, mailId)));
  return row ?? null;
}

/** The addresses of an e-mail list (comma, semicolon or space between), each once, in the order given. */
export function uniqueAddresses(text: string): string[] {
  const seen = new Set<string>();
  return splitAddressList(text).filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Queues the mail again, as a new pending mail with the same content and attachments, to the
 * addresses given (each once); the company's timeline records it as resent by the user. Returns the
 * new mail's id.
 */
export async function resendMail(db: Db, input: MailResend, actor: number | null): Promise<number> {
  const [original] = await db.select().from(mails).where(eq(mails.id, input.mailId));
  if (!original) throw badRequest('validation.failed', { mailId: 'validation.unknown' });
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const attachments = await tx
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, original.id))
      .orderBy(asc(mailAttachments.id));
    return enqueueMail(tx, {
      kind: original.kind,
      companyId: original.companyId,
      contactId: original.contactId,
      from: original.fromAddress,
      replyTo: original.replyTo,
      recipients: uniqueAddresses(input.recipients),
      subject: original.subject,
      html: original.html,
      text: original.text,
      attachments,
      createdBy: actor,
      resentFromId: original.id,
    });
  });
}
