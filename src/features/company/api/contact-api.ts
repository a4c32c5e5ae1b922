/**
 * The contact domain on the client: the query-key factory (a company's contacts, the types, the
 * portal's status) and the save, delete, invite and impersonate hooks.
 */
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation, type Refresh } from '@/lib/use-domain-mutation';
import { useSaveRecord } from '@/lib/use-save-record';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { contactEndpoints as api } from '@/shared/endpoints/contact';

export type ContactListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('contacts');

export const contactQueries = {
  /** The list, and one contact (data quality's fix of a contact's field starts from it). */
  ...queries.records(api),
  types: () => queries.reference('types', api.types),
  /** Whether the customer portal is configured: invite and impersonate are disabled without it. */
  portal: () => queries.reference('portal', api.portal),
};

/** What the contacts list shows first: the page and the contact types its rows name (its route loads them). */
export const contactListQueries = (query: ContactListQuery) => [contactQueries.list(query), contactQueries.types()];

/** After a change the contact lists are refreshed, and the companies (found by their contacts' e-mail). */
const CONTACTS_CHANGED: Refresh = { domain: 'contacts', own: [contactQueries.lists()] };

/** A create without a version, an update with one; the form shows field errors itself. */
export const useSaveContact = () =>
  useSaveRecord(api, 'contactId', { refreshes: CONTACTS_CHANGED, successMessage: 'company:contacts.saved' });

export function useDeleteContact() {
  return useDomainMutation({
    refreshes: CONTACTS_CHANGED,
    mutationFn: (contactId: number) => call(api.remove, { params: { id: contactId } }),
    meta: { successMessage: 'company:contacts.deleted' },
  });
}

/** The invitation goes through the outbox: the contacts, the mails and the company's timeline refresh. */
export function useInviteContact() {
  return useDomainMutation({
    refreshes: [CONTACTS_CHANGED, 'mails'],
    mutationFn: (contactId: number) => call(api.invite, { params: { id: contactId } }),
    meta: { successMessage: 'company:contacts.invited' },
  });
}

/**
 * Opens the portal as the contact in a new tab: the tab opens with the click (a popup opened after
 * the answer would be blocked) and goes to the signed one-minute link once it arrives.
 */
export function useImpersonateContact() {
  return useDomainMutation({
    refreshes: CONTACTS_CHANGED,
    mutationFn: async (contactId: number) => {
      const tab = window.open('about:blank', '_blank');
      try {
        const { url } = await call(api.impersonate, { params: { id: contactId } });
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
