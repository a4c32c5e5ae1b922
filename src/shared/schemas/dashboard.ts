/**
 * The dashboard's tiles (docs/domain.md "Dashboard"): each one module's figures in one small answer.
 * Money in euro with cents, summed exactly (numeric) by the database.
 */
import * as z from 'zod';
import { AGEING_BUCKETS } from '../constants/dashboard';
import { CONTRACT_STATUSES } from '../constants/contract';
import { ANOMALIES } from './invoice';
import { REQUEST_STATUSES } from '../constants/request-log';

const count = z.number().int().nonnegative();
const amount = z.number();

export const invoicesTile = z.object({
  /** Today's Brussels day, the ageing's reference. */
  today: z.string(),
  open: z.object({ count, amount }),
  overdue: z.object({ count, amount }),
  ageing: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), count, amount })),
});
export type InvoicesTile = z.infer<typeof invoicesTile>;

export const monthRunTile = z.object({
  /** Every real month draft waiting for approval. */
  draftsWaiting: count,
  /** The latest month with drafts (the next run's invoices), null when none waits. */
  month: z.string().nullable(),
  drafts: count,
  totalExcl: amount,
  previousMonth: z.string().nullable(),
  /** The month before's invoices of the same customers and receivers (excl. VAT). */
  previousTotalExcl: amount,
  flaggedCount: count,
  flagged: z.array(
    z.object({
      customerId: z.number().int(),
      customerName: z.string(),
      totalExcl: amount,
      previousTotalExcl: amount.nullable(),
      anomalies: z.array(z.enum(ANOMALIES)),
    }),
  ),
});
export type MonthRunTile = z.infer<typeof monthRunTile>;

export const mailsTile = z.object({ failed: count, pending: count });
export type MailsTile = z.infer<typeof mailsTile>;

export const tasksTile = z.object({ mine: count, unassigned: count });
export type TasksTile = z.infer<typeof tasksTile>;

export const dataQualityTile = z.object({ errors: count, warnings: count });
export type DataQualityTile = z.infer<typeof dataQualityTile>;

export const serviceFeesTile = z.object({ unclaimed: z.object({ count, amount }) });
export type ServiceFeesTile = z.infer<typeof serviceFeesTile>;

export const contractsTile = z.object({
  byStatus: z.array(z.object({ status: z.enum(CONTRACT_STATUSES), count })),
  /** Contract items (of contracts not inactive) whose end day is in this Brussels month. */
  itemsEndingThisMonth: count,
});
export type ContractsTile = z.infer<typeof contractsTile>;

export const productsTile = z.object({
  byStatus: z.array(z.object({ statusId: z.number().int(), count })),
});
export type ProductsTile = z.infer<typeof productsTile>;

export const manualInvoicesTile = z.object({ drafts: count, open: z.object({ count, amount }) });
export type ManualInvoicesTile = z.infer<typeof manualInvoicesTile>;

export const lastRunTile = z
  .object({
    requestId: z.number().int(),
    month: z.string(),
    status: z.enum(REQUEST_STATUSES),
    drafts: count,
    errors: count,
    warnings: count,
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .nullable();
export type LastRunTile = z.infer<typeof lastRunTile>;
