/**
 * Contacts on their own, under /company/contacts: every company's contacts found by name or e-mail,
 * with their company (a link to its contacts tab), sorted and paged in the URL. Editing stays on the
 * company, where a contact belongs.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import type { Contact } from '@/shared/schemas/contact';
import { contactQueries } from './api/contact-api';
import { useContactColumns } from './components/contact-columns';
import { contactList } from './contact-list';

const col = columnsOf<Contact>();

export function ContactsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(contactList);
  const contacts = useQuery(contactQueries.list(list.query));
  const contactColumns = useContactColumns('list');

  const columns = useMemo(
    () => [
      col('lastName', t('company:contacts.name'), { grow: true }, (c) => (
        <TruncatedText text={`${c.lastName} ${c.firstName}`} />
      )),
      col('company', t('company:contacts.company'), (c) => (
        <RecordLink
          to="/company/$subroute"
          params={{ subroute: String(c.companyId) }}
          search={{ tab: 'contacts' }}
          text={c.companyName}
          textClassName="max-w-56"
        />
      )),
      ...contactColumns,
    ],
    [t, contactColumns],
  );

  return (
    <ListScreen
      list={list}
      title={t('company:contacts.title')}
      rows={contacts}
      columns={columns}
      rowId={(c) => String(c.contactId)}
      texts="company:contacts."
      emptyText={t('company:contacts.noneAtAll')}
      savedFilters={false}
      actions={
        <Link to="/company" className="text-sm text-brand-700 underline underline-offset-2">
          {t('company:backToList')}
        </Link>
      }
    />
  );
}
