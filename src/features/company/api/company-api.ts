/**
 * The company domain on the client, through its endpoints: the query-key factory (all -> lists ->
 * list(query), details -> detail(id), the reference lists) and the create, update, validate and
 * inactivate hooks.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries, REFERENCE_STALE_MS } from '@/lib/domain-queries';
import { useDomainMutation, type Refresh } from '@/lib/use-domain-mutation';
import { useBodyMutation } from '@/lib/use-save-record';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { companyEndpoints as api } from '@/shared/endpoints/company';
import type { CompanyInactivation } from '@/shared/schemas/company';
import type { TimelineKind } from '@/shared/constants/timeline';

export type CompanyListQuery = QueryOf<typeof api.list>;

const TIMELINE_PAGE_SIZE = 20;

const queries = domainQueries('companies');

export const companyQueries = {
  ...queries.records(api),
  /**
   * A company's timeline, page by page, of some kinds (all when none). Under the company's detail:
   * any change of the company, or of its contacts (whose domain shows in companies), refreshes it.
   */
  timeline: (id: number, kinds: readonly TimelineKind[]) =>
    infiniteQueryOptions({
      queryKey: [...companyQueries.details(), id, 'timeline', kinds] as const,
      // Pages load side by side while scrolling: none cancels another.
      queryFn: ({ pageParam, signal }) =>
        call(
          api.timeline,
          { params: { id }, query: { pageIndex: pageParam, pageSize: TIMELINE_PAGE_SIZE, kinds: [...kinds] } },
          { signal, cancelPrevious: false },
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.pageIndex * last.pageSize < last.totalCount ? last.pageIndex + 1 : undefined),
    }),
  /** Its reseller and the end users under it (the COMPANY_LINKED access code). */
  linked: (id: number) =>
    queryOptions({
      queryKey: [...companyQueries.details(), id, 'linked'] as const,
      queryFn: ({ signal }) => call(api.linked, { params: { id } }, { signal }),
    }),
  /** The resellers a company can sit under, found by name (50 at most) or named by id: they change with the companies. */
  parents: (searchText: string, ids: readonly number[] = []) =>
    queryOptions({
      queryKey: [...companyQueries.lists(), 'parents', searchText, ids] as const,
      queryFn: ({ signal }) =>
        call(api.parents, { query: ids.length ? { ids: [...ids] } : { searchText } }, { signal }),
    }),
  countries: () => queries.reference('countries', api.countries),
  cities: (countryId: number | undefined) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'cities', countryId ?? null] as const,
      queryFn: ({ signal }) => call(api.cities, { query: { countryId } }, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  vatRegimes: () => queries.reference('vatRegimes', api.vatRegimes),
  naceCodes: () => queries.reference('naceCodes', api.naceCodes),
  profiles: () => queries.reference('profiles', api.profiles),
  dnsTenants: () => queries.reference('dnsTenants', api.dnsTenants),
  /** The metadata definitions of companies and of contacts. */
  companyMetadatas: () => queries.reference('companyMetadatas', api.companyMetadatas),
  contactMetadatas: () => queries.reference('contactMetadatas', api.contactMetadatas),
};

/** What the companies list shows first: the page and its filters' options (its route loads them). */
export const companyListQueries = (query: CompanyListQuery) => [
  companyQueries.list(query),
  companyQueries.countries(),
  ...(query.resellerIds?.length ? [companyQueries.parents('', query.resellerIds)] : []),
];

/** After a change the cached company lists and details are refreshed (not the reference lists). */
const COMPANIES_CHANGED: Refresh = { domain: 'companies', own: [companyQueries.lists(), companyQueries.details()] };

/** The form shows field errors itself (suppressError); the answer carries the new id. */
export const useCreateCompany = () =>
  useBodyMutation(api.create, COMPANIES_CHANGED, { suppressError: true, successMessage: 'company:created' });

export const useUpdateCompany = () =>
  useBodyMutation(api.update, COMPANIES_CHANGED, { suppressError: true, successMessage: 'company:saved' });

export function useValidateCompany() {
  return useDomainMutation({
    refreshes: COMPANIES_CHANGED,
    mutationFn: ({ companyId, version }: { companyId: number; version: number }) =>
      call(api.validate, { params: { id: companyId }, body: { version } }),
    meta: { successMessage: 'company:validated' },
  });
}

export function useInactivateCompany() {
  return useDomainMutation({
    refreshes: COMPANIES_CHANGED,
    mutationFn: ({ companyId, ...body }: CompanyInactivation & { companyId: number }) =>
      call(api.inactivate, { params: { id: companyId }, body }),
    meta: { suppressError: true, successMessage: 'company:inactivated' },
  });
}
