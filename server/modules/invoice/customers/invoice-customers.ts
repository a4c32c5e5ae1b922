/**
 * The invoicing customer calls (spec 02 section 7; docs/endpoints.md, API reference), all on the
 * invoices module's read right:
 * - the invoiced companies of some party types (the invoice and draft lists' customer filter): a
 *   company is invoiced when it has an invoice or a draft of its own (simulations do not count);
 * - a company's invoicing profile (`/api/v2/customers/{id}`): its identity, VAT regime, Peppol,
 *   payment term and its invoices in figures (count, open amount, last document date);
 * - a company's invoices by its guid, the invoices list's rows (http/list.ts, cached), newest first.
 * Money is summed in SQL on the numeric columns (exact) and answered as numbers of 2 decimals.
 */
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { toWireDay } from '../../../../src/shared/calendar-day';
import { invoiceCustomerEndpoints } from '../../../../src/shared/endpoints/invoice-customer';
import { enterpriseDigits, isEnterpriseNumber } from '../../../../src/shared/enterprise-number';
import { INVOICE_CONFIG } from '../../../../src/shared/invoice-config';
import type {
  CustomerInvoicesQuery,
  CustomerProfile,
  InvoiceCustomerOption,
  InvoiceCustomerQuery,
} from '../../../../src/shared/schemas/invoice-customer';
import type { Db } from '../../../db/client';
import { companies, invoices, vatRegimes } from '../../../db/schema';
import { found } from '../../../http/errors';
import { containsPattern } from '../../../http/list';
import { registerRoutes } from '../../../http/routes';
import type { ModuleDeps } from '../../deps';
import { listInvoices } from '../invoice-list';

const invoicesRead = { module: 'invoices', right: 'read' } as const;

/** At most this many companies answer the party-type call (the filter finds the rest by text). */
const MAX_OPTIONS = 50;

/** A company with an invoice or draft of its own (not a simulation's). */
const invoiced = sql`exists (select 1 from ${invoices} i where i.customer_id = ${companies.id} and not i.simulation)`;

/** Its approved invoices: real ones past the draft state. */
const approvedOf = (companyId: number) =>
  and(eq(invoices.customerId, companyId), eq(invoices.simulation, false), ne(invoices.state, 'draft'));

/**
 * The invoiced companies of the party types (all when none): the ones named by `ids`, else those
 * whose name or VAT number holds the search text; by name, 50 at most.
 */
export const invoicedCustomers = async (db: Db, q: InvoiceCustomerQuery): Promise<InvoiceCustomerOption[]> =>
  (await companyChoices(db, q, invoiced)).map(({ companyId, name, partyType }) => ({ companyId, name, partyType }));

/**
 * Companies matching `only` (the invoiced ones, the active ones) as a picker offers them: of the
 * party types (all when none), the ones named by `ids`, else those whose name or VAT number holds
 * the search text; by name, 50 at most.
 */
export function companyChoices(db: Db, q: InvoiceCustomerQuery, only: SQL) {
  const pattern = q.searchText ? containsPattern(q.searchText) : null;
  return db
    .select({
      companyId: companies.id,
      name: companies.name,
      partyType: companies.partyType,
      vatNumber: companies.vatNumber,
    })
    .from(companies)
    .where(
      and(
        only,
        q.partyTypes?.length ? inArray(companies.partyType, q.partyTypes) : undefined,
        q.ids?.length
          ? inArray(companies.id, q.ids)
          : pattern
            ? or(ilike(companies.name, pattern), ilike(companies.vatNumber, pattern))
            : undefined,
      ),
    )
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(MAX_OPTIONS);
}

/** The ten digits of a Belgian VAT number (stored as BE and the enterprise number), else null. */
function enterpriseNumberOf(vatNumber: string | null): string | null {
  if (!vatNumber || !/^BE\d{10}$/i.test(vatNumber)) return null;
  const digits = enterpriseDigits(vatNumber);
  return isEnterpriseNumber(digits) ? digits : null;
}

/** A company's invoicing profile; null when there is no such company. */
export async function customerProfile(db: Db, id: number): Promise<CustomerProfile | null> {
  const [row] = await db
    .select({
      c: {
        id: companies.id,
        guid: companies.guid,
        name: companies.name,
        vatNumber: companies.vatNumber,
        language: companies.language,
        peppolReceiver: companies.peppolReceiver,
      },
      vatRegimeId: vatRegimes.id,
      vatRegimeCode: vatRegimes.code,
      vatRegimeDescription: vatRegimes.description,
    })
    .from(companies)
    .leftJoin(vatRegimes, eq(vatRegimes.id, companies.vatRegimeId))
    .where(eq(companies.id, id));
  if (!row) return null;
  const [figures] = await db
    .select({
      invoiceCount: sql<number>`count(*)::int`,
      // numeric(14,2) summed exactly in SQL, sent as text: no float on the way.
      openAmount: sql<string>`coalesce(sum(${invoices.totalIncl} - ${invoices.amountPaid}), 0)::text`,
      lastInvoiceDate: sql<string | null>`max(${invoices.documentDate})::text`,
    })
    .from(invoices)
    .where(approvedOf(id));
  const { c } = row;
  return {
    customerId: c.id,
    customerGuid: c.guid,
    name: c.name,
    vatNumber: c.vatNumber,
    enterpriseNumber: enterpriseNumberOf(c.vatNumber),
    language: c.language,
    vatRegime:
      row.vatRegimeId === null
        ? null
        : { vatRegimeId: row.vatRegimeId, code: row.vatRegimeCode!, description: row.vatRegimeDescription! },
    peppolReceiver: c.peppolReceiver,
    paymentTermDays: INVOICE_CONFIG.paymentTermDays,
    invoiceCount: Number(figures?.invoiceCount ?? 0),
    openAmount: Number(Number(figures?.openAmount ?? 0).toFixed(2)),
    lastInvoiceDate: figures?.lastInvoiceDate ? toWireDay(figures.lastInvoiceDate) : null,
  };
}

/** The company with this guid (any case), or null. */
async function companyIdByGuid(db: Db, guid: string): Promise<number | null> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.guid, guid.toLowerCase()));
  return row?.id ?? null;
}

/**
 * A company's invoices (not drafts, not simulations; the states asked for, every one but draft when
 * none), newest document date first: the invoices list's page, so its rows and its cache. Null for
 * an unknown guid.
 */
export async function customerInvoices(db: Db, guid: string, q: CustomerInvoicesQuery) {
  const companyId = await companyIdByGuid(db, guid);
  if (companyId === null) return null;
  return listInvoices(db, 'invoices', {
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
    customerIds: [companyId],
    ...(q.states?.length ? { states: q.states } : {}),
  });
}

export const invoiceCustomerRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) => {
  const { db } = deps;
  return registerRoutes(app, invoiceCustomerEndpoints, {
    byPartyType: { access: invoicesRead, handler: (request) => invoicedCustomers(db, request.query) },
    profile: {
      access: invoicesRead,
      handler: async (request) => found(await customerProfile(db, request.params.id)),
    },
    invoices: {
      access: invoicesRead,
      handler: async (request) => found(await customerInvoices(db, request.params.customerguid, request.query)),
    },
  });
};
