/**
 * Contacts on their own, under /company/contacts: every company's contacts found by name or e-mail,
 * with their company (a link to its contacts tab), sorted and paged in the URL. Editing stays on the
 * company, where a contact belongs.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate } from '@/shared/dates';
import type { Contact } from '@/shared/schemas/contact';
import { contactQueries } from './api/contact-api';
import { useContactTypeNames } from './components/contact-type-names';
import { contactList } from './contact-list';

export function ContactsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(contactList);
  const contacts = useQuery(contactQueries.list(list.query));
  const typeNames = useContactTypeNames();

  const columns = useMemo<ColumnDef<Contact, unknown>[]>(
    () => [
      {
        id: 'lastName',
        header: t('company:contacts.name'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={`${row.original.lastName} ${row.original.firstName}`} />,
      },
      {
        id: 'company',
        header: t('company:contacts.company'),
        cell: ({ row }) => (
          <Link
            to="/company/$subroute"
            params={{ subroute: String(row.original.companyId) }}
            search={{ tab: 'contacts' }}
            className="block min-w-0 text-brand-700 underline-offset-2 hover:underline"
          >
            <TruncatedText text={row.original.companyName} className="max-w-56" />
          </Link>
        ),
      },
      {
        id: 'email',
        header: t('company:fields.email'),
        cell: ({ row }) => <TruncatedText text={row.original.email ?? '–'} className="max-w-64" />,
      },
      {
        id: 'phone',
        header: t('company:fields.phone'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => row.original.phone ?? '–',
      },
      {
        id: 'types',
        header: t('company:contacts.types'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => typeNames(row.original.contactTypeIds),
      },
      {
        id: 'invitedAt',
        header: t('company:contacts.invitedAt'),
        meta: { hideBelow: '6xl' },
        cell: ({ row }) => (row.original.invitedAt ? formatDate(row.original.invitedAt) : '–'),
      },
    ],
    [t, typeNames],
  );

  return (
    <ListScreen
      list={list}
      title={t('company:contacts.title')}
      rows={contacts}
      columns={columns}
      rowId={(c) => String(c.contactId)}
      emptyText={t('company:contacts.noneAtAll')}
      noMatchText={t('company:contacts.noMatch')}
      savedFilters={false}
      actions={
        <Link to="/company" className="text-sm text-brand-700 underline underline-offset-2">
          {t('company:backToList')}
        </Link>
      }
    />
  );
}
