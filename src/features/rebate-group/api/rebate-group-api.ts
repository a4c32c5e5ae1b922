/** The rebate group domain on the client, through its endpoints: the query-key factory (all -> lists -> list(query); options) and the save hook. */
import { domainQueries } from '@/lib/domain-queries';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { rebateGroupEndpoints as api } from '@/shared/endpoints/rebate-group';
import { useSaveRecord } from '@/lib/use-save-record';

export type RebateGroupListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('rebateGroups');

export const rebateGroupQueries = {
  ...queries.keys,
  list: queries.listOf(api.list),
  /** Groups whose description holds the text (50 at most), or the given ids (to name the chosen ones). */
  options: queries.finder('options', api.options),
};

/** What the rebate groups list shows first: the page (its route loads it). */
export const rebateGroupListQueries = (query: RebateGroupListQuery) => [rebateGroupQueries.list(query)];

/**
 * Create or update; the form shows field errors and conflicts itself. Rebate groups, and the product
 * lists and details that show a group's name, refresh after any outcome.
 */
export const useSaveRebateGroup = () => useSaveRecord(api, 'rebateGroupId', { refreshes: 'rebateGroups' });
