/**
 * A company's contacts: name, e-mail, phone, language, types and when they were invited; with edit
 * right add and edit in a dialog, invite (after a confirmation; the mail goes through the outbox),
 * open the customer portal as the contact, and delete after a confirmation. Without the portal's
 * address invite and impersonate are disabled, with the reason.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '@/components/data-table/edit-button';
import { TabSection } from '@/components/detail/tab-section';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { useTablePaging } from './use-table-paging';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { TruncatedText } from '@/components/ui/truncated-text';
import type { Company } from '@/shared/schemas/company';
import type { Contact } from '@/shared/schemas/contact';
import { contactQueries, useDeleteContact, useImpersonateContact, useInviteContact } from '../api/contact-api';
import { useContactColumns } from './contact-columns';

/** The dialog's form (react-hook-form, zod) loads when it is first opened. */
const ContactDialog = lazy(() => import('./contact-dialog').then((m) => ({ default: m.ContactDialog })));

const col = columnsOf<Contact>();

export function ContactsTab({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const paging = useTablePaging({ pageSize: 20 });
  const contacts = useQuery(contactQueries.list({ companyId: company.companyId, ...paging.query }));
  const contactColumns = useContactColumns('tab');
  const remove = useDeleteContact();
  const invite = useInviteContact();
  const impersonate = useImpersonateContact();
  const portal = useQuery({ ...contactQueries.portal(), enabled: canEdit });
  /** Why the portal actions cannot run, when they cannot. */
  const portalMissing = portal.data && !portal.data.configured ? t('company:contacts.portalMissing') : undefined;
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);

  const columns = useMemo(
    () => [
      col('lastName', t('company:contacts.name'), { grow: true }, (c) => (
        <TruncatedText text={`${c.firstName} ${c.lastName}`} />
      )),
      ...contactColumns,
      ...(canEdit
        ? [
            col.actions((contact) => {
              const name = `${contact.firstName} ${contact.lastName}`;
              const inviteBlocked = portalMissing ?? (contact.email ? undefined : t('company:contacts.noEmail'));
              return (
                <div className="flex justify-end gap-1">
                  <EditButton label={t('company:contacts.edit', { name })} onClick={() => setEditing(contact)} />
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
                      question={t('company:contacts.inviteConfirm', { name, email: contact.email })}
                      confirmLabel={t('company:contacts.inviteShort')}
                      onConfirm={() => invite.mutateAsync(contact.contactId)}
                    >
                      <Button variant="ghost" className="px-2 py-1" aria-label={t('company:contacts.invite', { name })}>
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
                    onClick={() => impersonate.mutate(contact.contactId)}
                  >
                    {t('company:contacts.impersonateShort')}
                  </Button>
                  <ConfirmPopover
                    question={t('company:contacts.deleteConfirm', { name })}
                    confirmLabel={t('actions.delete')}
                    onConfirm={() => remove.mutateAsync(contact.contactId)}
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
            }),
          ]
        : []),
    ],
    [t, contactColumns, canEdit, remove, invite, impersonate, portalMissing],
  );

  return (
    <TabSection
      title={t('company:tabs.contacts')}
      actions={canEdit && <Button onClick={() => setEditing('new')}>{t('company:contacts.add')}</Button>}
    >
      <DataTable
        caption={t('company:contacts.caption', { name: company.name })}
        data={contacts.data?.items}
        columns={columns}
        sortable={['lastName', 'email']}
        {...paging.sort}
        getRowId={(c) => String(c.contactId)}
        loading={contacts.isPending}
        refreshing={contacts.isPlaceholderData}
        placeholderRows={3}
        empty={<p>{t('company:contacts.empty')}</p>}
      />
      {(contacts.data?.totalCount ?? 0) > 5 && <Pagination {...paging.pages} totalCount={contacts.data?.totalCount} />}
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
    </TabSection>
  );
}
