/** The contact domain on the client: the query-key factory (a company's contacts, the types) and the save and delete hooks. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { invalidateDomain } from '@/lib/query-client';
import { queryRoot } from '@/shared/catalogue';
import type { QueryOf } from '@/shared/contracts/endpoint';
import { contactContract as api } from '@/shared/contracts/contact';
import type { ContactInput, ContactUpdate } from '@/shared/schemas/contact';

export type ContactListQuery = QueryOf<typeof api.list>;

export const contactQueries = {
  all: () => queryRoot('contacts'),
  lists: () => [...contactQueries.all(), 'list'] as const,
  list: (query: ContactListQuery) =>
    queryOptions({
      queryKey: [...contactQueries.lists(), query] as const,
      queryFn: ({ signal }) => call(api.list, { query }, { signal }),
      placeholderData: keepPreviousData,
    }),
  types: () =>
    queryOptions({
      queryKey: [...contactQueries.all(), 'types'] as const,
      queryFn: ({ signal }) => call(api.types, {}, { signal }),
      staleTime: 60 * 60_000,
    }),
};

/** After a change the contact lists are refreshed, and the companies (found by their contacts' e-mail). */
function useRefreshContacts() {
  const queryClient = useQueryClient();
  return () => invalidateDomain(queryClient, 'contacts', [contactQueries.lists()]);
}

/** A create without a version, an update with one; the form shows field errors itself. */
export function useSaveContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (input: ContactInput | ContactUpdate) =>
      'contactId' in input ? call(api.update, { body: input }) : call(api.create, { body: input }),
    meta: { suppressError: true, successMessage: 'company:contacts.saved' },
    onSettled: refresh,
  });
}

export function useDeleteContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: (contactId: number) => call(api.remove, { params: { id: contactId } }),
    meta: { successMessage: 'company:contacts.deleted' },
    onSettled: refresh,
  });
}
