/**
 * Service fees read (docs/domain.md "Service fees"): the list with its filters, sorts and the
 * filtered view's totals, and a document with its lines (the invoices it counts) and its history
 * (the reseller's timeline events of kind serviceFee). `allowedActions` from the caller's right.
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  SERVICE_FEE_DEFAULT_SORT,
  SERVICE_FEE_STATUS_IDS,
  type SERVICE_FEE_SORT_COLUMNS,
} from '../../../src/shared/constants/service-fee';
import type {
  ServiceFeeDetail,
  ServiceFeeListItem,
  ServiceFeeListQuery,
  ServiceFeePage,
  ServiceFeeTotals,
} from '../../../src/shared/schemas/service-fee';
import { serviceFeeActions } from '../../../src/shared/service-fee-states';
import { toWireDay } from '../../../src/shared/calendar-day';
import type { Db } from '../../db/client';
import { companies, invoices, serviceFeeLines, serviceFees, timelineEvents, users } from '../../db/schema';
import { containsPattern, pagedList, readCached, type SortKey } from '../../http/list';
import type { Caller } from '../../plugins/security';

const reseller = sql`left join ${companies} on ${companies.id} = ${serviceFees.resellerId}`;

const sorts: Record<(typeof SERVICE_FEE_SORT_COLUMNS)[number], SortKey> = {
  period: { key: serviceFees.period },
  reseller: { key: sql`lower(${companies.name})`, joins: [reseller] },
  status: { key: serviceFees.status },
  feeAmount: { key: serviceFees.feeAmount },
  baseAmount: { key: serviceFees.baseAmount },
  claimUntil: { key: serviceFees.claimUntil },
  claimedOn: { key: serviceFees.claimedOn, nullable: true },
  datePaid: { key: serviceFees.datePaid, nullable: true },
};

/** The filters, search (the reseller's name or its document number) included. */
function whereOf(q: Omit<ServiceFeeListQuery, 'pageIndex' | 'pageSize' | 'orderBys'>): SQL | undefined {
  const search = q.searchText
    ? sql`(${serviceFees.companyDocumentNumber} ilike ${containsPattern(q.searchText)} or exists (select 1 from ${companies} c
        where c.id = ${serviceFees.resellerId} and c.name ilike ${containsPattern(q.searchText)}))`
    : undefined;
  return and(
    q.statuses?.length ? inArray(serviceFees.status, q.statuses) : undefined,
    q.resellerIds?.length ? inArray(serviceFees.resellerId, q.resellerIds) : undefined,
    q.periodFrom ? gte(serviceFees.period, q.periodFrom) : undefined,
    q.periodUntil ? lte(serviceFees.period, q.periodUntil) : undefined,
    q.amountFrom !== undefined ? gte(serviceFees.feeAmount, q.amountFrom) : undefined,
    q.amountTo !== undefined ? lte(serviceFees.feeAmount, q.amountTo) : undefined,
    search,
  );
}

const invoiceCount = sql<number>`(select count(*)::int from ${serviceFeeLines} l where l.service_fee_id = ${serviceFees.id})`;

const itemColumns = {
  fee: serviceFees,
  resellerName: companies.name,
  resellerLanguage: companies.language,
  invoiceCount,
};

type ItemRow = { fee: typeof serviceFees.$inferSelect; resellerName: string | null; invoiceCount: number };

const wireDay = (day: string | null) => (day === null ? null : toWireDay(day));

function toItem({ fee, resellerName, invoiceCount }: ItemRow): ServiceFeeListItem {
  return {
    serviceFeeId: fee.id,
    servicefeeStatusId: SERVICE_FEE_STATUS_IDS[fee.status],
    servicefeeStatusDescription: fee.status,
    status: fee.status,
    resellerId: fee.resellerId,
    resellerName: resellerName ?? '',
    period: fee.period,
    baseAmount: fee.baseAmount,
    feeAmount: fee.feeAmount,
    percentage: fee.percentage,
    invoiceCount: Number(invoiceCount),
    claimUntil: toWireDay(fee.claimUntil),
    claimedOn: wireDay(fee.claimedOn),
    datePaid: wireDay(fee.datePaid),
    companyDocumentNumber: fee.companyDocumentNumber,
    createdAt: fee.createdAt.toISOString(),
    version: fee.version,
  };
}

/** The documents matching the filters (all pages), in figures. */
async function totalsOf(db: Db, where: SQL | undefined): Promise<ServiceFeeTotals> {
  const query = db
    .select({
      count: sql<number>`count(*)::int`,
      baseAmount: sql<string>`coalesce(sum(${serviceFees.baseAmount}), 0)`,
      feeAmount: sql<string>`coalesce(sum(${serviceFees.feeAmount}), 0)`,
      openAmount: sql<string>`coalesce(sum(${serviceFees.feeAmount}) filter (where ${serviceFees.status} in ('unclaimed', 'claimed')), 0)`,
    })
    .from(serviceFees)
    .where(where);
  const [row] = await readCached(db, query.toSQL(), () => query);
  return {
    count: Number(row?.count ?? 0),
    baseAmount: Number(row?.baseAmount ?? 0),
    feeAmount: Number(row?.feeAmount ?? 0),
    openAmount: Number(row?.openAmount ?? 0),
  };
}

/** A page of documents, newest period first unless sorted otherwise, with the totals of all that match. */
export async function listServiceFees(db: Db, q: ServiceFeeListQuery): Promise<ServiceFeePage> {
  const where = whereOf(q);
  const [page, totals] = await Promise.all([
    pagedList(db, {
      list: {
        from: serviceFees,
        id: serviceFees.id,
        idDescending: true,
        where,
        sorts,
        defaultSort: SERVICE_FEE_DEFAULT_SORT,
      },
      query: q,
      rows: (byIds) =>
        db
          .select(itemColumns)
          .from(serviceFees)
          .leftJoin(companies, eq(companies.id, serviceFees.resellerId))
          .where(byIds),
      toItem,
      idOf: (item) => item.serviceFeeId,
    }),
    totalsOf(db, where),
  ]);
  return { ...page, totals };
}

/** A document with its lines and history; null when there is none. */
export async function serviceFeeDetail(db: Db, id: number, caller: Caller): Promise<ServiceFeeDetail | null> {
  const [row] = await db
    .select(itemColumns)
    .from(serviceFees)
    .leftJoin(companies, eq(companies.id, serviceFees.resellerId))
    .where(eq(serviceFees.id, id));
  if (!row) return null;
  const customer = sql`customer`;
  const lines = await db
    .select({
      invoiceId: invoices.id,
      documentNumber: invoices.documentNumber,
      type: invoices.type,
      customerId: invoices.customerId,
      customerName: sql<string>`(select ${customer}.name from ${companies} ${customer} where ${customer}.id = ${invoices.customerId})`,
      month: invoices.month,
      documentDate: invoices.documentDate,
      baseAmount: serviceFeeLines.baseAmount,
      feeAmount: serviceFeeLines.feeAmount,
    })
    .from(serviceFeeLines)
    .innerJoin(invoices, eq(invoices.id, serviceFeeLines.invoiceId))
    .where(eq(serviceFeeLines.serviceFeeId, id))
    .orderBy(asc(invoices.documentDate), asc(invoices.id));
  const history = await db
    .select({
      eventId: timelineEvents.id,
      occurredAt: timelineEvents.occurredAt,
      userName: users.name,
      action: timelineEvents.action,
      changes: timelineEvents.changes,
    })
    .from(timelineEvents)
    .leftJoin(users, eq(users.id, timelineEvents.userId))
    .where(
      and(
        eq(timelineEvents.companyId, row.fee.resellerId),
        eq(timelineEvents.kind, 'serviceFee'),
        eq(timelineEvents.recordId, id),
      ),
    )
    .orderBy(asc(timelineEvents.id));
  return {
    ...toItem(row),
    resellerLanguage: row.resellerLanguage ?? 'NL',
    lines: lines.map((l) => ({ ...l, documentDate: wireDay(l.documentDate) })),
    history: history.map((h) => ({ ...h, occurredAt: h.occurredAt.toISOString() })),
    allowedActions: serviceFeeActions(row.fee.status, caller.can('servicefee', 'edit')),
  };
}
