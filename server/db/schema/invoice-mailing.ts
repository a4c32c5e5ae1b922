/**
 * Invoices sent by e-mail (docs/domain.md "Sending invoices"): a mailing is one request to e-mail
 * invoices (one mail per invoice) or statements (one mail per customer), worked as a durable job
 * (server/modules/invoice/mailing/invoice-mailing-worker.ts); its items keep each invoice's or customer's
 * outcome, so a job that dies goes on with the items still pending and every outcome stays.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAILING_ITEM_STATUSES, MAILING_KINDS, MAILING_STATUSES } from '../../../src/shared/schemas/invoice';
import { createdAt, inList, requiredRef, tableWithId } from './columns';
import { mails } from './mail';
import { users } from './security';

export const invoiceMailings = tableWithId(
  'invoice_mailings',
  {
    kind: text('kind', { enum: MAILING_KINDS }).notNull(),
    status: text('status', { enum: MAILING_STATUSES }).notNull().default('pending'),
    total: integer('total').notNull().default(0),
    /** Items with an outcome (queued or failed). */
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('invoice_mailings_kind_check', inList('kind', MAILING_KINDS)),
    check('invoice_mailings_status_check', inList('status', MAILING_STATUSES)),
    index('invoice_mailings_pending_idx')
      .on(t.status)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One invoice (kind invoices) or one customer (kind statements) of a mailing, with its outcome. */
export const invoiceMailingItems = tableWithId(
  'invoice_mailing_items',
  {
    mailingId: requiredRef('mailing_id', () => invoiceMailings.id, { onDelete: 'cascade' }),
    // No foreign keys: an id the caller named that does not exist (any more) keeps its outcome
    // (`notFound`) like every other.
    invoiceId: integer('invoice_id'),
    customerId: integer('customer_id'),
    status: text('status', { enum: MAILING_ITEM_STATUSES }).notNull().default('pending'),
    /** Why it failed (a `validation.*` code), or a note on a queued one (`validation.ublUnavailable`: PDF only). */
    code: text('code'),
    mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('invoice_mailing_items_status_check', inList('status', MAILING_ITEM_STATUSES)),
    check('invoice_mailing_items_target_check', sql`(${t.invoiceId} is null) <> (${t.customerId} is null)`),
    index('invoice_mailing_items_mailing_idx').on(t.mailingId, t.status),
    // Never twice at once: an invoice (a customer's statement) is pending in one mailing at most.
    uniqueIndex('invoice_mailing_items_pending_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.status} = 'pending' and ${t.invoiceId} is not null`),
    uniqueIndex('invoice_mailing_items_pending_customer_idx')
      .on(t.customerId)
      .where(sql`${t.status} = 'pending' and ${t.customerId} is not null`),
  ],
);
