/**
 * The __records__ on the client (domain __plural__), through their endpoints: the query-key factory
 * (all -> lists -> list(query); details -> detail(id)), the save hook and the delete hook.
 */
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { useSaveRecord } from '@/lib/use-save-record';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { __camel__Endpoints as api } from '@/shared/endpoints/__kebab__';

export type __pascal__ListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('__plural__');

export const __camel__Queries = queries.records(api);

/** What the list screen loads with its route: the page. */
export const __camel__ListQueries = (query: __pascal__ListQuery) => [__camel__Queries.list(query)];

/** Create or update; the form shows field errors and conflicts itself; the domain refreshes after any outcome. */
export const useSave__pascal__ = () => useSaveRecord(api, '__camel__Id', { refreshes: '__plural__' });

/** Delete one or many (after the screen's confirmation); the domain refreshes after any outcome. */
export function useDelete__pluralPascal__() {
  return useDomainMutation({
    refreshes: '__plural__',
    mutationFn: (__camel__Ids: number[]) => call(api.remove, { body: { __camel__Ids } }),
    meta: { successMessage: '__camel__:deleted' },
  });
}
