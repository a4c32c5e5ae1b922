/**
 * Query-key factory of the price domain. Keys start with 'prices', the domain the server announces
 * price writes under, so a colleague's change refreshes the pricing list through the hub.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { priceApi, type PriceQuestion } from './price-api';

/** Reference data changes rarely: kept for an hour. */
const REFERENCE_STALE_MS = 60 * 60_000;

export const priceQueries = {
  all: () => ['prices'] as const,
  lists: () => [...priceQueries.all(), 'list'] as const,
  list: (productGuid: string) =>
    queryOptions({
      queryKey: [...priceQueries.lists(), productGuid] as const,
      queryFn: ({ signal }) => priceApi.list(productGuid, signal),
    }),
  explanations: () => [...priceQueries.all(), 'explanation'] as const,
  explanation: (productGuid: string, question: PriceQuestion) =>
    queryOptions({
      queryKey: [...priceQueries.explanations(), productGuid, question] as const,
      queryFn: ({ signal }) => priceApi.explain(productGuid, question, signal),
      placeholderData: keepPreviousData,
    }),
  priceTypes: () =>
    queryOptions({
      queryKey: [...priceQueries.all(), 'priceTypes'] as const,
      queryFn: ({ signal }) => priceApi.priceTypes(signal),
      staleTime: REFERENCE_STALE_MS,
    }),
  priceTranslations: () =>
    queryOptions({
      queryKey: [...priceQueries.all(), 'priceTranslations'] as const,
      queryFn: ({ signal }) => priceApi.priceTranslations(signal),
      staleTime: REFERENCE_STALE_MS,
    }),
  companies: (searchText: string) =>
    queryOptions({
      queryKey: [...priceQueries.all(), 'companies', searchText] as const,
      queryFn: ({ signal }) => priceApi.companies(searchText, signal),
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
};
