/**
 * One role at /roles/$id: its details, what it grants (each definition with its value, changed or
 * removed in place, a new one added in a dialog), who holds it, and its history. Changes need the
 * roles module's edit right; the server refuses what would lock everyone out or give a right the
 * caller does not hold (an alert says why).
 */
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordTable } from './components/record-table';
import { DetailScreen } from '@/components/detail/detail-screen';
import { RecordDetail } from '@/components/detail/detail-states';
import { BackLink, TextLink } from '@/components/detail/links';
import { Block, FactsBlock } from '@/components/layout/block';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { useAccess } from '@/hooks/use-access';
import { accessDefinitionOf } from '@/shared/access-definitions';
import { formatTimestamp } from '@/shared/dates';
import type { RoleDefinition, RoleDetail } from '@/shared/schemas/access';
import { roleQueries, useChangeDefinition } from './api/access-api';
import { definitionLabel } from './access-labels';
import { AccessHistory } from './components/access-history';

const RoleDialog = lazy(() => import('./components/role-form').then((m) => ({ default: m.RoleDialog })));
const DefinitionDialog = lazy(() =>
  import('./components/definition-dialog').then((m) => ({ default: m.DefinitionDialog })),
);

export function RoleDetailPage() {
  return (
    <RecordDetail param="id" query={roleQueries.detail} texts="access:roles." back="/roles" skeleton="h-64">
      {(found) => <RoleScreen role={found} />}
    </RecordDetail>
  );
}

const col = columnsOf<RoleDefinition>();

function RoleScreen({ role }: { role: RoleDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const canEdit = useAccess().canEdit('roles');
  const [dialog, setDialog] = useState<'edit' | 'definition' | null>(null);
  const change = useChangeDefinition();

  const columns = useMemo(
    () => [
      col('definition', t('access:fields.definition'), 'name', (d) => definitionLabel(t, d.accessDefinitionCode)),
      col('value', t('access:fields.value'), (d) => {
        const values = accessDefinitionOf(d.accessDefinitionCode)?.values ?? [d.value];
        if (!canEdit || values.length < 2) return t(`access:values.${d.value}`);
        return (
          <select
            aria-label={t('access:definitions.valueOf', { name: definitionLabel(t, d.accessDefinitionCode) })}
            value={d.value}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            onChange={(e) =>
              change.mutate({
                roleId: role.roleId,
                change: 'update',
                body: {
                  accessDefinitionCode: d.accessDefinitionCode,
                  value: e.target.value as RoleDefinition['value'],
                },
              })
            }
          >
            {values.map((v) => (
              <option key={v} value={v}>
                {t(`access:values.${v}`)}
              </option>
            ))}
          </select>
        );
      }),
      col.actions((d) =>
        canEdit ? (
          <ConfirmPopover
            question={t('access:definitions.confirmRemove', { name: definitionLabel(t, d.accessDefinitionCode) })}
            confirmLabel={t('access:definitions.remove')}
            onConfirm={() =>
              change.mutateAsync({ roleId: role.roleId, change: 'delete', body: { ...d, value: d.value } })
            }
          >
            <Button
              variant="ghost"
              className="px-2 py-1"
              aria-label={t('access:definitions.removeNamed', { name: definitionLabel(t, d.accessDefinitionCode) })}
            >
              {t('access:definitions.remove')}
            </Button>
          </ConfirmPopover>
        ) : null,
      ),
    ],
    [t, canEdit, change, role.roleId],
  );

  return (
    <DetailScreen
      titleId={titleId}
      back={<BackLink to="/roles">{t('access:roles.backToList')}</BackLink>}
      title={role.name}
      line={t(`access:roleTypes.${role.roleType}`)}
      rest={
        canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog('edit')}>{t('actions.edit')}</Button>
            <Button variant="secondary" onClick={() => setDialog('definition')}>
              {t('access:definitions.add')}
            </Button>
          </div>
        )
      }
    >
      <FactsBlock
        title={t('access:roles.details')}
        rows={[
          [t('access:fields.description'), role.description || '—'],
          [
            t('access:roles.twoFactor'),
            t(role.requireTwoFactor ? 'access:roles.twoFactorRequired' : 'access:roles.twoFactorOptional'),
          ],
          [t('access:fields.updatedAt'), formatTimestamp(role.updatedAt)],
        ]}
      />
      <Block title={t('access:definitions.title')}>
        <RecordTable
          rows={role.definitions}
          columns={columns}
          rowId={(d) => d.accessDefinitionCode}
          empty={t('access:definitions.empty')}
          caption={t('access:definitions.title')}
        />
      </Block>
      <Block title={t('access:roles.users')}>
        {role.users.length === 0 ? (
          <p className="text-sm text-slate-600">{t('access:roles.noUsers')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {role.users.map((u) => (
              <li key={u.entityId}>
                <TextLink to="/entities/$id" params={{ id: String(u.entityId) }}>
                  {u.name}
                </TextLink>{' '}
                <span className="text-sm text-slate-600">{u.email}</span>
              </li>
            ))}
          </ul>
        )}
      </Block>
      <AccessHistory entries={role.history} />
      <Suspense fallback={null}>
        {dialog === 'edit' && <RoleDialog open role={role} onClose={() => setDialog(null)} />}
        {dialog === 'definition' && <DefinitionDialog role={role} onClose={() => setDialog(null)} />}
      </Suspense>
    </DetailScreen>
  );
}
