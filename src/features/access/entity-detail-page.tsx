/**
 * One staff user at /entities/$id: their details and roles, their effective rights with the roles
 * granting each ("why can this user edit invoices?"), and their history. With the entities module's
 * edit right: change their roles, disable or enable them; with edit on access, the identity resets
 * (a new password, a new authenticator), each after a confirmation.
 */
import { Fragment, lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordTable } from './components/record-table';
import { DetailScreen } from '@/components/detail/detail-screen';
import { RecordDetail } from '@/components/detail/detail-states';
import { BackLink } from '@/components/detail/links';
import { Block, FactsBlock } from '@/components/layout/block';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { useAccess } from '@/hooks/use-access';
import type { EntityDetail, RoleRef } from '@/shared/schemas/access';
import { entityQueries, useIdentityReset, useSetDisabled } from './api/access-api';
import { definitionLabel } from './access-labels';
import { AccessHistory } from './components/access-history';

const AssignRolesDialog = lazy(() =>
  import('./components/assign-roles-dialog').then((m) => ({ default: m.AssignRolesDialog })),
);

export function EntityDetailPage() {
  return (
    <RecordDetail param="id" query={entityQueries.detail} texts="access:entities." back="/entities" skeleton="h-64">
      {(found) => <EntityScreen entity={found} />}
    </RecordDetail>
  );
}

/** The identity resets an administrator asks for a user, each after its question. */
const RESETS = [
  { kind: 'password', question: 'access:entities.confirmResetPassword', label: 'access:entities.resetPassword' },
  {
    kind: 'authenticator',
    question: 'access:entities.confirmResetAuthenticator',
    label: 'access:entities.resetAuthenticator',
  },
] as const;

type RightRow = { code: string; readBy: RoleRef[]; editBy: RoleRef[] };
const col = columnsOf<RightRow>();
const names = (roles: RoleRef[]) => roles.map((r) => r.name).join(', ');

function EntityScreen({ entity }: { entity: EntityDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const access = useAccess();
  const canEdit = access.canEdit('entities');
  const canReset = access.canEdit('access');
  const [assigning, setAssigning] = useState(false);
  const setDisabled = useSetDisabled();
  const reset = useIdentityReset();

  const rights: RightRow[] = [
    ...entity.rights.modules.map((m) => ({ code: `module:${m.moduleKey}`, readBy: m.readBy, editBy: m.editBy })),
    ...entity.rights.accessCodes.map((c) => ({ code: `code:${c.accessCode}`, readBy: c.grantedBy, editBy: [] })),
  ];
  const columns = useMemo(
    () => [
      col('definition', t('access:fields.definition'), 'name', (r) => definitionLabel(t, r.code)),
      col('readBy', t('access:rights.readBy'), { wrap: true }, (r) => names(r.readBy) || '—'),
      col('editBy', t('access:rights.editBy'), { wrap: true, grow: true }, (r) => names(r.editBy) || '—'),
    ],
    [t],
  );

  const confirmed = (question: string, label: string, onConfirm: () => Promise<unknown>, tone?: 'primary') => (
    <ConfirmPopover question={question} confirmLabel={label} onConfirm={onConfirm} tone={tone}>
      <Button variant="secondary">{label}</Button>
    </ConfirmPopover>
  );

  return (
    <DetailScreen
      titleId={titleId}
      back={<BackLink to="/entities">{t('access:entities.backToList')}</BackLink>}
      title={entity.name}
      line={`${entity.email} · ${t(`access:statuses.${entity.disabled ? 'disabled' : 'active'}`)}`}
      wrap
      rest={
        <div className="flex w-full flex-wrap gap-2">
          {canEdit && <Button onClick={() => setAssigning(true)}>{t('access:entities.assignRoles')}</Button>}
          {canEdit &&
            confirmed(
              t(entity.disabled ? 'access:entities.confirmEnable' : 'access:entities.confirmDisable', {
                name: entity.name,
              }),
              t(entity.disabled ? 'access:entities.enable' : 'access:entities.disable'),
              () =>
                setDisabled.mutateAsync({
                  entityId: entity.entityId,
                  version: entity.version,
                  disabled: !entity.disabled,
                }),
              entity.disabled ? 'primary' : undefined,
            )}
          {canReset &&
            RESETS.map(({ kind, question, label }) => (
              <Fragment key={kind}>
                {confirmed(
                  t(question, { name: entity.name }),
                  t(label),
                  () => reset.mutateAsync({ entityId: entity.entityId, kind }),
                  'primary',
                )}
              </Fragment>
            ))}
        </div>
      }
    >
      <FactsBlock
        title={t('access:entities.details')}
        rows={[
          [t('access:fields.email'), entity.email],
          [t('access:fields.language'), t(`languages.${entity.language}`)],
          [t('access:fields.roles'), names(entity.roles) || t('access:entities.noRoles')],
        ]}
      />
      <Block title={t('access:rights.title')}>
        <RecordTable
          rows={rights}
          columns={columns}
          rowId={(r) => r.code}
          empty={t('access:rights.empty')}
          caption={t('access:rights.title')}
        />
      </Block>
      <AccessHistory entries={entity.history} />
      {assigning && (
        <Suspense fallback={null}>
          <AssignRolesDialog entity={entity} onClose={() => setAssigning(false)} />
        </Suspense>
      )}
    </DetailScreen>
  );
}
