import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '@/features/company/contacts-page';
import { requireModule } from '@/lib/guards';
import { listQueryOf, parseListSearch } from '@/lib/list-search';
import { loadQueries } from '@/lib/query-client';
import { useUiStore } from '@/stores/ui-store';
import { CONTACT_SORT_COLUMNS } from '@/shared/constants/contact';

/** Every company's contacts, found on their own (spec 02: /company/{subroute}, companies and contacts). */
export const Route = createFileRoute('/_app/company/contacts')({
  validateSearch: (search) => parseListSearch(search, CONTACT_SORT_COLUMNS),
  loaderDeps: ({ search }) => listQueryOf(search, {}, useUiStore.getState().pageSize),
  beforeLoad: requireModule('company'),
  loader: (match) =>
    import('@/features/company/api/contact-api').then(({ contactQueries }) =>
      loadQueries(match, contactQueries.list(match.deps), contactQueries.types()),
    ),
  component: ContactsPage,
});
