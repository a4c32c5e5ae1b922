/**
 * The outbox (docs/domain.md "Mails"): every mail the back office sends is a row here first, with
 * its attachments, then delivered by the worker (server/modules/mail/mail-sender.ts): claimed under
 * a lease, sent, and marked sent, retrying (with the next attempt's time) or failed.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableWithId, createdAt, GIN_NO_PENDING_LIST, inList, requiredRef } from './columns';
import { companies, contacts } from './company';
import { users } from './security';
import { MAIL_ATTACHMENT_KINDS, MAIL_KINDS, MAIL_STATUSES } from '../../../src/shared/constants/mail';

/** Bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const mails = tableWithId(
  'mails',
  {
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    companyId: integer('company_id').references(() => companies.id),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Made once when queued (`<uuid@backoffice.local>`): every attempt sends the same Message-ID. */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Delivery attempts started (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending or retrying mail is due. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The claim's lease: an instance sending the mail holds it until then; past it, another may. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Who queued it; null for the system. */
    createdBy: integer('created_by').references(() => users.id),
    /** The mail this one resends. */
    resentFromId: integer('resent_from_id').references((): AnyPgColumn => mails.id),
  },
  (t) => [
    uniqueIndex('mails_message_id_idx').on(t.messageId),
    // The worker's claim: due pending and retrying mails in order.
    index('mails_due_idx').on(t.status, t.nextAttemptAt),
    // The list's default order (newest first) and a company's mails.
    index('mails_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mails_company_idx').on(t.companyId),
    // The one search: a subject containing the text (server/modules/search).
    index('mails_subject_trgm_idx')
      .using('gin', sql`${t.subject} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    // The one search: a recipient containing the text, the recipients as one text (bo_mail_recipients:
    // array_to_string declared IMMUTABLE, which an index needs; migration 0036).
    index('mails_recipients_trgm_idx')
      .using('gin', sql`bo_mail_recipients(${t.recipients}) gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    check('mails_status_check', inList('status', MAIL_STATUSES)),
    check('mails_kind_check', inList('kind', MAIL_KINDS)),
  ],
);

export const mailAttachments = tableWithId(
  'mail_attachments',
  {
    mailId: requiredRef('mail_id', () => mails.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** A file of the mail, or a part its body shows by `cid:` (an image). */
    kind: text('kind', { enum: MAIL_ATTACHMENT_KINDS }).notNull().default('attachment'),
    contentId: text('content_id'),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    index('mail_attachments_mail_idx').on(t.mailId),
    check('mail_attachments_kind_check', inList('kind', MAIL_ATTACHMENT_KINDS)),
  ],
);
