/**
 * A company's invoicing on the client (the company detail's Invoices tab), through the invoicing
 * customer calls: its profile (`/api/v2/customers/{id}`: the invoices in figures) and its invoices by
 * the company's guid, a page at a time. Both sit under the company's detail key: a change of the
 * invoices domain (shown in companies) or of the company refreshes them.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { hasRight } from '@/shared/access';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { invoiceCustomerEndpoints as api } from '@/shared/endpoints/invoice-customer';
import { securityQueries } from '@/lib/security-queries';
import { companyQueries } from './company-api';
import { DEFAULT_PAGE_SIZE } from '@/shared/constants/common';

export type CompanyInvoicesQuery = QueryOf<typeof api.invoices>;

/** The tab's first page: the default page size, every state but draft. */
export const FIRST_INVOICES_PAGE: CompanyInvoicesQuery = { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE };

export const companyInvoiceQueries = {
  /** The company's invoicing profile; a refusal or a failure is shown by the tab, not as an alert. */
  profile: (companyId: number) =>
    queryOptions({
      queryKey: [...companyQueries.details(), companyId, 'invoicing'] as const,
      queryFn: ({ signal }) => call(api.profile, { params: { id: companyId } }, { signal }),
      meta: { suppressError: true },
    }),
  /** A page of the company's invoices, newest document date first (the guid from its profile). */
  invoices: (companyId: number, customerGuid: string, query: CompanyInvoicesQuery) =>
    queryOptions({
      queryKey: [...companyQueries.details(), companyId, 'invoicing', 'invoices', customerGuid, query] as const,
      queryFn: ({ signal }) => call(api.invoices, { params: { customerguid: customerGuid }, query }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

type LoaderMatch = Parameters<typeof loadQueries>[0];

/**
 * What the route loads for the Invoices tab, for a user with the invoices read right: the profile,
 * then the first page of invoices (it needs the profile's guid), so the tab paints with its figures
 * and its rows.
 */
export async function loadCompanyInvoices(match: LoaderMatch & { context: { queryClient: QueryClient } }, id: number) {
  const { queryClient } = match.context;
  const { functionalityAccessRights } = await queryClient.ensureQueryData(securityQueries.accessRights());
  if (!hasRight(functionalityAccessRights, 'invoices', 'read')) return;
  await loadQueries(match, companyInvoiceQueries.profile(id));
  const profile = queryClient.getQueryData(companyInvoiceQueries.profile(id).queryKey);
  if (profile) await loadQueries(match, companyInvoiceQueries.invoices(id, profile.customerGuid, FIRST_INVOICES_PAGE));
}

/** The Invoices tab asked for with the route: its texts, its code, its figures and first page, together. */
export const loadInvoicesTab = (match: Parameters<typeof loadCompanyInvoices>[0], id: number) =>
  Promise.all([loadNamespaces('invoice'), import('../components/invoices-tab'), loadCompanyInvoices(match, id)]);
