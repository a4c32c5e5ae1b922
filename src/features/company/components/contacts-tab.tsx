/**
 * A company's contacts: name, e-mail, phone, language, types and when they were invited; with edit
 * right add and edit in a dialog, invite (after a confirmation; the mail goes through the outbox),
 * open the customer portal as the contact, and delete after a confirmation. Without the portal's
 * address invite and impersonate are disabled, with the reason.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate } from '@/shared/dates';
import type { Company } from '@/shared/schemas/company';
import type { Contact } from '@/shared/schemas/contact';
import { contactQueries, useDeleteContact, useImpersonateContact, useInviteContact } from '../api/contact-api';
import { useContactTypeNames } from './contact-type-names';
import type { PageSize } from '@/shared/constants/common';

/** The dialog's form (react-hook-form, zod) loads when it is first opened. */
const ContactDialog = lazy(() => import('./contact-dialog').then((m) => ({ default: m.ContactDialog })));

export function ContactsTab({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const [orderBys, setOrderBys] = useState<string[] | undefined>();
  const contacts = useQuery(contactQueries.list({ companyId: company.companyId, pageIndex, pageSize, orderBys }));
  const typeNames = useContactTypeNames();
  const remove = useDeleteContact();
  const invite = useInviteContact();
  const impersonate = useImpersonateContact();
  const portal = useQuery({ ...contactQueries.portal(), enabled: canEdit });
  /** Why the portal actions cannot run, when they cannot. */
  const portalMissing = portal.data && !portal.data.configured ? t('company:contacts.portalMissing') : undefined;
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);

  const columns = useMemo<ColumnDef<Contact, unknown>[]>(
    () => [
      {
        id: 'lastName',
        header: t('company:contacts.name'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={`${row.original.firstName} ${row.original.lastName}`} />,
      },
      {
        id: 'email',
        header: t('company:fields.email'),
        cell: ({ row }) => <TruncatedText text={row.original.email ?? '–'} className="max-w-56" />,
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
        meta: { hideBelow: '3xl' },
        cell: ({ row }) => typeNames(row.original.contactTypeIds),
      },
      {
        id: 'invitedAt',
        header: t('company:contacts.invitedAt'),
        meta: { hideBelow: '5xl' },
        cell: ({ row }) => (row.original.invitedAt ? formatDate(row.original.invitedAt) : '–'),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">{t('list.actions')}</span>,
              cell: ({ row }: { row: { original: Contact } }) => {
                const name = `${row.original.firstName} ${row.original.lastName}`;
                const inviteBlocked = portalMissing ?? (row.original.email ? undefined : t('company:contacts.noEmail'));
                return (
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      aria-label={t('company:contacts.edit', { name })}
                      onClick={() => setEditing(row.original)}
                    >
                      {t('actions.edit')}
                    </Button>
                    {inviteBlocked ? (
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        disabled
                        title={inviteBlocked}
                        aria-label={`${t('company:contacts.invite', { name })}: ${inviteBlocked}`}
                      >
                        {t('company:contacts.inviteShort')}
                      </Button>
                    ) : (
                      <ConfirmPopover
                        tone="primary"
                        question={t('company:contacts.inviteConfirm', { name, email: row.original.email })}
                        confirmLabel={t('company:contacts.inviteShort')}
                        onConfirm={() => invite.mutateAsync(row.original.contactId)}
                      >
                        <Button
                          variant="ghost"
                          className="px-2 py-1"
                          aria-label={t('company:contacts.invite', { name })}
                        >
                          {t('company:contacts.inviteShort')}
                        </Button>
                      </ConfirmPopover>
                    )}
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      disabled={Boolean(portalMissing)}
                      title={portalMissing}
                      aria-label={
                        portalMissing
                          ? `${t('company:contacts.impersonate', { name })}: ${portalMissing}`
                          : t('company:contacts.impersonate', { name })
                      }
                      onClick={() => impersonate.mutate(row.original.contactId)}
                    >
                      {t('company:contacts.impersonateShort')}
                    </Button>
                    <ConfirmPopover
                      question={t('company:contacts.deleteConfirm', { name })}
                      confirmLabel={t('actions.delete')}
                      onConfirm={() => remove.mutateAsync(row.original.contactId)}
                    >
                      <Button
                        variant="ghost"
                        className="px-2 py-1 text-red-700"
                        aria-label={t('company:contacts.delete', { name })}
                      >
                        {t('actions.delete')}
                      </Button>
                    </ConfirmPopover>
                  </div>
                );
              },
            } satisfies ColumnDef<Contact, unknown>,
          ]
        : []),
    ],
    [t, typeNames, canEdit, remove, invite, impersonate, portalMissing],
  );

  return (
    <section aria-labelledby="contacts-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="contacts-title" className="text-lg font-semibold">
          {t('company:tabs.contacts')}
        </h2>
        {canEdit && <Button onClick={() => setEditing('new')}>{t('company:contacts.add')}</Button>}
      </div>
      <DataTable
        caption={t('company:contacts.caption', { name: company.name })}
        data={contacts.data?.items}
        columns={columns}
        sortable={['lastName', 'email']}
        orderBys={orderBys}
        onOrderBysChange={(next) => {
          setOrderBys(next);
          setPageIndex(1);
        }}
        getRowId={(c) => String(c.contactId)}
        loading={contacts.isPending}
        refreshing={contacts.isPlaceholderData}
        placeholderRows={3}
        empty={<p>{t('company:contacts.empty')}</p>}
      />
      {(contacts.data?.totalCount ?? 0) > 5 && (
        <Pagination
          pageIndex={pageIndex}
          pageSize={pageSize}
          totalCount={contacts.data?.totalCount}
          onPageChange={setPageIndex}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPageIndex(1);
          }}
        />
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <ContactDialog
            open
            companyId={company.companyId}
            language={company.language}
            contact={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
