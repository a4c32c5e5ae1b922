/** The IP plan on the client, through its endpoints: the query-key factory and the save hook. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useSaveRecord } from '@/lib/use-save-record';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { ipRangeEndpoints as api } from '@/shared/endpoints/ip-range';

export type IpRangeListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('ipRanges');

export const ipRangeQueries = {
  ...queries.keys,
  list: queries.listOf(api.list),
  /** ACTIVE contracts a range can be assigned to, by number or customer (or the given ids). */
  activeContracts: (searchText: string, ids: readonly number[] = []) =>
    queryOptions({
      queryKey: [...ipRangeQueries.all(), 'activeContracts', searchText, ids] as const,
      queryFn: ({ signal }) => call(api.activeContracts, { query: { searchText, ids: [...ids] } }, { signal }),
      staleTime: 60_000,
    }),
};

/** What the IP plan shows first: the page (its route loads it). */
export const ipRangeListQueries = (query: IpRangeListQuery) => [ipRangeQueries.list(query)];

/** Create or update; the form shows field errors and conflicts itself; lists refresh after any outcome. */
export const useSaveIpRange = () => useSaveRecord(api, 'ipRangeId', { refreshes: 'ipRanges' });
