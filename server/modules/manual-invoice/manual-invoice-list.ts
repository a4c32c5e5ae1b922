/**
 * The manual invoices list (http/list.ts, the invoices' columns and sorts) and the choices the
 * manual invoice form picks from: customers, party types, contract types.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { toWireDay } from '../../../src/shared/calendar-day';
import type {
  ManualInvoiceCustomerQuery,
  ManualInvoiceListItem,
  ManualInvoiceListQuery,
} from '../../../src/shared/schemas/manual-invoice';
import type { Db } from '../../db/client';
import { companies, contractTypes, invoices } from '../../db/schema';
import { containsPattern, pagedList, type SortKey } from '../../http/list';
import { companyChoices } from '../invoice/customers/invoice-customers';
import { invoiceListColumns, invoiceLookups, invoiceSorts, toInvoiceListItem } from '../invoice/invoice-list';
import {
  type MANUAL_INVOICE_SORT_COLUMNS,
  MANUAL_INVOICE_OPEN_STATES,
} from '../../../src/shared/constants/manual-invoice';
import { PARTY_TYPES } from '../../../src/shared/constants/company';

const contractTypeOf = (column: 'code' | 'description') =>
  sql<string>`(select t.${sql.raw(column)} from ${contractTypes} t where t.id = "invoices"."contract_type_id")`;

const sorts: Record<(typeof MANUAL_INVOICE_SORT_COLUMNS)[number], SortKey> = {
  documentDate: invoiceSorts.documentDate,
  documentNumber: invoiceSorts.documentNumber,
  customer: invoiceSorts.customer,
  state: invoiceSorts.state,
  totalExcl: invoiceSorts.totalExcl,
  totalIncl: invoiceSorts.totalIncl,
  periodFrom: { key: invoices.periodFrom },
};

/**
 * The manual invoices in the chosen states (the open ones, every state but paid, when none), of the
 * chosen customers and contract types; the search text in the number, the customer's name and the
 * reference. Unsorted: the drafts first (newest first), then by document date, newest first.
 */
export function listManualInvoices(db: Db, q: ManualInvoiceListQuery) {
  const pattern = q.searchText ? containsPattern(q.searchText) : null;
  return pagedList(db, {
    list: {
      from: invoices,
      id: invoices.id,
      idDescending: true,
      where: and(
        eq(invoices.manual, true),
        inArray(invoices.state, q.statuses?.length ? q.statuses : [...MANUAL_INVOICE_OPEN_STATES]),
        q.customerIds?.length ? inArray(invoices.customerId, q.customerIds) : undefined,
        q.contractTypeIds?.length ? inArray(invoices.contractTypeId, q.contractTypeIds) : undefined,
        pattern
          ? or(
              ilike(invoices.documentNumber, pattern),
              ilike(invoices.reference, pattern),
              inArray(
                invoices.customerId,
                sql`(select ${companies.id} from ${companies} where ${companies.name} ilike ${pattern})`,
              ),
            )
          : undefined,
      ),
      sorts,
      defaultOrder: [
        { key: sql`${invoices.state} = 'draft'`, descending: true },
        { key: invoices.documentDate, descending: true, nullable: true },
      ],
    },
    query: q,
    rows: (byIds) =>
      db
        .select({
          ...invoiceListColumns,
          ...invoiceLookups,
          contractTypeId: invoices.contractTypeId,
          contractTypeCode: contractTypeOf('code'),
          contractTypeDescription: contractTypeOf('description'),
          periodFrom: invoices.periodFrom,
          periodTo: invoices.periodTo,
          reference: invoices.reference,
        })
        .from(invoices)
        .where(byIds),
    toItem: ({ contractTypeId, periodFrom, periodTo, ...row }): ManualInvoiceListItem => ({
      ...toInvoiceListItem(row),
      // A manual invoice always has them (invoices_manual_check).
      contractTypeId: contractTypeId!,
      periodFrom: toWireDay(periodFrom!),
      periodTo: toWireDay(periodTo!),
    }),
    idOf: (item) => item.invoiceId,
  });
}

/** The active companies a manual invoice may be made for (the customer picker), by name, 50 at most. */
export const customerChoices = (db: Db, q: ManualInvoiceCustomerQuery) =>
  companyChoices(db, q, eq(companies.status, 'active'));

export const partyTypeChoices = () => PARTY_TYPES.map((partyType) => ({ partyType }));

export const contractTypeChoices = (db: Db) =>
  db
    .select({ contractTypeId: contractTypes.id, code: contractTypes.code, description: contractTypes.description })
    .from(contractTypes)
    .orderBy(asc(contractTypes.description), asc(contractTypes.id));
