/**
 * Service fees (docs/domain.md "Service fees"): per reseller and month one document of what the
 * provider owes it (made by the monthly job once the month's invoices are approved), its lines (the
 * invoices it is made of: each invoice counts in one document only) and its life (claimed, the
 * reseller's own document number, paid, expired). Its history is on the reseller's timeline
 * (kind serviceFee).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, money, requiredRef, tableWithId, versioned } from './columns';
import { companies } from './company';
import { invoices } from './invoice';
import { users } from './security';
import { SERVICE_FEE_STATUSES } from '../../../src/shared/constants/service-fee';

export const serviceFees = tableWithId(
  'service_fees',
  {
    resellerId: requiredRef('reseller_id', () => companies.id),
    /** The month it is for, YYYY-MM. */
    period: text('period').notNull(),
    status: text('status', { enum: SERVICE_FEE_STATUSES }).notNull().default('unclaimed'),
    /** What its invoices invoiced excl. VAT, and the fee on them. */
    baseAmount: money('base_amount').notNull(),
    feeAmount: money('fee_amount').notNull(),
    /** The reseller's own percentage when it has one; null: each line's product rebate group. */
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    claimUntil: date('claim_until', { mode: 'string' }).notNull(),
    claimedOn: date('claimed_on', { mode: 'string' }),
    claimedBy: integer('claimed_by').references(() => users.id),
    datePaid: date('date_paid', { mode: 'string' }),
    /** The reseller's own invoice number for it (unique per reseller). */
    companyDocumentNumber: text('company_document_number'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    // Once per reseller and month, whichever instance makes it (the job inserts with on conflict do nothing).
    uniqueIndex('service_fees_reseller_period_idx').on(t.resellerId, t.period),
    uniqueIndex('service_fees_document_number_idx')
      .on(t.resellerId, sql`lower(${t.companyDocumentNumber})`)
      .where(sql`${t.companyDocumentNumber} is not null`),
    index('service_fees_period_idx').on(t.period, t.id),
    index('service_fees_status_idx').on(t.status, t.claimUntil),
    check('service_fees_status_check', inList('status', SERVICE_FEE_STATUSES)),
    check('service_fees_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** An invoice a document counts: an invoice counts in one document only (the unique index). */
export const serviceFeeLines = tableWithId(
  'service_fee_lines',
  {
    serviceFeeId: requiredRef('service_fee_id', () => serviceFees.id, { onDelete: 'cascade' }),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    baseAmount: money('base_amount').notNull(),
    feeAmount: money('fee_amount').notNull(),
  },
  (t) => [
    uniqueIndex('service_fee_lines_invoice_idx').on(t.invoiceId),
    index('service_fee_lines_fee_idx').on(t.serviceFeeId, t.id),
  ],
);
