/** The month runs' request logs: the runs, and one run with its log lines (docs/domain.md "Month invoicing"). */
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type {
  RequestDetail,
  RequestDetailQuery,
  RequestListItem,
  RequestListQuery,
} from '../../../../src/shared/schemas/invoice';
import type { Db } from '../../../db/client';
import { companies, contracts, invoiceRequestDetails, invoiceRequests, users } from '../../../db/schema';
import { containsPattern, pagedList, type ListSource } from '../../../http/list';
import { companiesNamed } from '../invoice-list';

const requestLookups = {
  errors: sql<number>`(select count(*)::int from ${invoiceRequestDetails} d
    where d.request_id = "invoice_requests"."id" and d.type = 'error')`,
  warnings: sql<number>`(select count(*)::int from ${invoiceRequestDetails} d
    where d.request_id = "invoice_requests"."id" and d.type = 'warning')`,
  userName: sql<string | null>`(select u.name from ${users} u where u.id = "invoice_requests"."user_id")`,
};

const requestColumns = {
  requestId: invoiceRequests.id,
  simulation: invoiceRequests.simulation,
  month: invoiceRequests.month,
  status: invoiceRequests.status,
  totalContracts: invoiceRequests.totalContracts,
  doneContracts: invoiceRequests.doneContracts,
  drafts: invoiceRequests.drafts,
  lines: invoiceRequests.lines,
  createdAt: invoiceRequests.createdAt,
  finishedAt: invoiceRequests.finishedAt,
  ...requestLookups,
};

type RequestRow = Omit<RequestListItem, 'createdAt' | 'finishedAt'> & { createdAt: Date; finishedAt: Date | null };

const toRequestItem = (r: RequestRow): RequestListItem => ({
  ...r,
  errors: Number(r.errors),
  warnings: Number(r.warnings),
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** The runs, newest first; search in the month and the name of who started it. */
export function listRequests(db: Db, q: RequestListQuery) {
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  const list: ListSource<never> = {
    from: invoiceRequests,
    id: invoiceRequests.id,
    idDescending: true,
    where: and(
      q.statuses?.length ? inArray(invoiceRequests.status, q.statuses) : undefined,
      q.simulation ? eq(invoiceRequests.simulation, q.simulation === 'true') : undefined,
      pattern
        ? or(
            ilike(invoiceRequests.month, pattern),
            inArray(
              invoiceRequests.userId,
              sql`(select ${users.id} from ${users} where ${users.name} ilike ${pattern})`,
            ),
          )
        : undefined,
    ),
    sorts: {},
    defaultOrder: [{ key: invoiceRequests.createdAt, descending: true }],
  };
  return pagedList(db, {
    list,
    query: q,
    rows: (byIds) => db.select(requestColumns).from(invoiceRequests).where(byIds),
    toItem: toRequestItem,
    idOf: (item) => item.requestId,
  });
}

/**
 * A run with its log lines, oldest first, a page of them (filter `types`; search in the code, the
 * contract's number and its customer's name); null for an unknown run.
 */
export async function requestDetail(db: Db, id: number, q: RequestDetailQuery): Promise<RequestDetail | null> {
  const [request] = await db.select(requestColumns).from(invoiceRequests).where(eq(invoiceRequests.id, id));
  if (!request) return null;
  const pattern = q.searchText ? containsPattern(q.searchText.trim()) : null;
  const list: ListSource<never> = {
    from: invoiceRequestDetails,
    id: invoiceRequestDetails.id,
    where: and(
      eq(invoiceRequestDetails.requestId, id),
      q.types?.length ? inArray(invoiceRequestDetails.type, q.types) : undefined,
      pattern
        ? or(
            ilike(invoiceRequestDetails.code, pattern),
            inArray(
              invoiceRequestDetails.contractId,
              sql`(select ${contracts.id} from ${contracts} where ${contracts.number} ilike ${pattern}
                or ${contracts.customerId} in ${companiesNamed(pattern)})`,
            ),
          )
        : undefined,
    ),
    sorts: {},
  };
  const details = await pagedList(db, {
    list,
    query: q,
    rows: (byIds) =>
      db
        .select({
          detailId: invoiceRequestDetails.id,
          type: invoiceRequestDetails.type,
          contractId: invoiceRequestDetails.contractId,
          contractNumber: sql<string | null>`(select c.number from ${contracts} c
            where c.id = "invoice_request_details"."contract_id")`,
          customerName: sql<string | null>`(select co.name from ${contracts} c join ${companies} co
            on co.id = c.customer_id where c.id = "invoice_request_details"."contract_id")`,
          code: invoiceRequestDetails.code,
          values: invoiceRequestDetails.values,
          createdAt: invoiceRequestDetails.createdAt,
        })
        .from(invoiceRequestDetails)
        .where(byIds),
    toItem: (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
    idOf: (item) => item.detailId,
  });
  return { request: toRequestItem(request), details };
}
