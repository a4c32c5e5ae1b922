/**
 * Service fees (spec 02: /servicefee, the link and set-paid modals; docs/domain.md "Service fees"):
 * the self-billing statements of what the provider owes a reseller for a month, a percentage of what
 * its end users were invoiced. The list with its filters and totals, a document with its lines (the
 * invoices it is made of) and history, and the three writes: claim, the reseller's document number,
 * the day it was paid. The same rules for the dialogs and the server.
 */
import * as z from 'zod';
import { brusselsDay } from '../brussels-day';
import { dayOfWire, isCalendarDay, isWireDay, toWireDay } from '../calendar-day';
import { SERVICE_FEE_ACTIONS, SERVICE_FEE_SORT_COLUMNS, SERVICE_FEE_STATUSES } from '../constants/service-fee';
import { TIMELINE_ACTIONS } from '../constants/timeline';
import {
  dbInt,
  hasAtMostTwoDecimals,
  listOf,
  listQuery,
  queryId,
  recordEvent,
  repeated,
  requiredString,
} from './common';

export { idParam } from './common';
export { invoiceDownload } from './invoice';

/** A period, `YYYY-MM`. */
const period = z.string({ error: 'validation.month' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.month');

/** An amount bound in a query (euro, two decimals at most). */
const amountBound = z.coerce
  .number({ error: 'validation.number' })
  .min(-1_000_000_000, 'validation.min|-1000000000')
  .max(1_000_000_000, 'validation.max|1000000000')
  .refine(hasAtMostTwoDecimals, 'validation.decimals|2');

export const serviceFeeFilters = z.object({
  statuses: repeated(z.enum(SERVICE_FEE_STATUSES, { message: 'validation.invalid' })).optional(),
  resellerIds: repeated(queryId).optional(),
  /** Periods from and until (YYYY-MM, both included). */
  periodFrom: period.optional(),
  periodUntil: period.optional(),
  /** The fee from and until (euro, both included). */
  amountFrom: amountBound.optional(),
  amountTo: amountBound.optional(),
});

export const serviceFeeListQuery = listQuery(serviceFeeFilters.shape, SERVICE_FEE_SORT_COLUMNS)
  .refine((q) => !q.periodFrom || !q.periodUntil || q.periodFrom <= q.periodUntil, {
    message: 'validation.dateOrder',
    path: ['periodUntil'],
  })
  .refine((q) => q.amountFrom === undefined || q.amountTo === undefined || q.amountFrom <= q.amountTo, {
    message: 'validation.rangeOrder',
    path: ['amountTo'],
  });
export type ServiceFeeListQuery = z.infer<typeof serviceFeeListQuery>;

export const serviceFeeListItem = z.object({
  serviceFeeId: z.number().int(),
  /** The specification's status fields: the id (claimed 0, unclaimed 1, paid 2, expired 3) and its name. */
  servicefeeStatusId: z.number().int(),
  servicefeeStatusDescription: z.enum(SERVICE_FEE_STATUSES),
  status: z.enum(SERVICE_FEE_STATUSES),
  resellerId: z.number().int(),
  resellerName: z.string(),
  /** The month it is for, YYYY-MM. */
  period: z.string(),
  /** What the reseller's end users were invoiced (excl. VAT) in the invoices it counts. */
  baseAmount: z.number(),
  /** What the provider owes the reseller. */
  feeAmount: z.number(),
  /** The reseller's own percentage; null: each invoice line at its product's rebate group percentage. */
  percentage: z.number().nullable(),
  invoiceCount: z.number().int(),
  /** The last day it may be claimed (midnight UTC). */
  claimUntil: z.string(),
  claimedOn: z.string().nullable(),
  datePaid: z.string().nullable(),
  /** The reseller's own invoice number for it. */
  companyDocumentNumber: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ServiceFeeListItem = z.infer<typeof serviceFeeListItem>;

/** The documents matching the filters (all pages), in figures. */
export const serviceFeeTotals = z.object({
  count: z.number().int(),
  baseAmount: z.number(),
  feeAmount: z.number(),
  /** The fee of the unclaimed and claimed ones: what may still be paid. */
  openAmount: z.number(),
});
export type ServiceFeeTotals = z.infer<typeof serviceFeeTotals>;

export const serviceFeePage = listOf(serviceFeeListItem).extend({ totals: serviceFeeTotals });
export type ServiceFeePage = z.infer<typeof serviceFeePage>;

/** An invoice a document is made of. */
export const serviceFeeLine = z.object({
  invoiceId: z.number().int(),
  documentNumber: z.string().nullable(),
  type: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  month: z.string(),
  documentDate: z.string().nullable(),
  baseAmount: z.number(),
  feeAmount: z.number(),
});
export type ServiceFeeLine = z.infer<typeof serviceFeeLine>;

/** What happened to it: made, claimed, its number recorded, paid, expired (the reseller's timeline). */
export const serviceFeeEvent = recordEvent(z.enum(TIMELINE_ACTIONS));
export type ServiceFeeEvent = z.infer<typeof serviceFeeEvent>;

export const serviceFeeDetail = serviceFeeListItem.extend({
  resellerLanguage: z.string(),
  lines: z.array(serviceFeeLine),
  history: z.array(serviceFeeEvent),
  /** What the caller may do with it now (only download without the edit right). */
  allowedActions: z.array(z.enum(SERVICE_FEE_ACTIONS)),
});
export type ServiceFeeDetail = z.infer<typeof serviceFeeDetail>;

/** Every write names the version the caller saw (409 with the document when stale). */
export const serviceFeeVersion = z.object({ version: dbInt });
export type ServiceFeeVersion = z.infer<typeof serviceFeeVersion>;

/** The reseller's own document number: at most 50 characters, unique per reseller. */
export const companyDocumentNumber = requiredString(50);

/** `POST {id}/link-doc-number-company?companyDocumentNumber=`. */
export const linkDocNumberQuery = z.object({ companyDocumentNumber });
export type LinkDocNumberQuery = z.infer<typeof linkDocNumberQuery>;

/** Whether a calendar day is not after today in Brussels. */
const notInFuture = (day: string) => day <= brusselsDay();

/** `POST {id}/set-date-paid?datePaid=`: the day it was paid (midnight UTC), not in the future. */
export const setDatePaidQuery = z.object({
  datePaid: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .refine(isWireDay, { message: 'validation.date', abort: true })
    .refine((v) => notInFuture(dayOfWire(v)), 'validation.futureDate'),
});
export type SetDatePaidQuery = z.infer<typeof setDatePaidQuery>;

/**
 * The set-paid dialog: the day as the date field holds it (`YYYY-MM-DD`), not in the future and not
 * before the claim (`claimedOn`, a wire day), sent as the wire day. The server judges the same.
 */
export const setDatePaidForm = (claimedOn: string | null) =>
  z.object({
    datePaid: z
      .string({ error: 'validation.required' })
      .min(1, 'validation.required')
      .refine(isCalendarDay, { message: 'validation.date', abort: true })
      .refine(notInFuture, { message: 'validation.futureDate', abort: true })
      .refine((day) => !claimedOn || day >= dayOfWire(claimedOn), 'validation.beforeClaim')
      .transform(toWireDay),
  });
export type SetDatePaidFormValues = z.input<ReturnType<typeof setDatePaidForm>>;

/** The link dialog. */
export const linkDocNumberForm = linkDocNumberQuery;
export type LinkDocNumberFormValues = z.input<typeof linkDocNumberForm>;
