/**
 * Every company's contacts on their own: no filters, the search (name or e-mail) and the sort; its
 * route loads the page and the contact types its rows name.
 */
import { defineList } from '@/components/list-screen/list-route';
import { CONTACT_SORT_COLUMNS } from '@/shared/constants/contact';

export const contactList = defineList({
  route: '/_app/company/contacts',
  module: 'company',
  filters: {},
  sortColumns: CONTACT_SORT_COLUMNS,
  queries: async () => (await import('./api/contact-api')).contactListQueries,
});
