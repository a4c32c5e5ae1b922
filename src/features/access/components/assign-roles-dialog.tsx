/**
 * The roles of a user, chosen in a dialog (a checkbox per role) and saved together on the version the
 * page showed; the server refuses a role granting what the caller does not hold (an alert says why).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import type { EntityDetail } from '@/shared/schemas/access';
import { entityQueries, useAssignRoles } from '../api/access-api';
import { SaveDialog } from './save-dialog';

export function AssignRolesDialog({ entity, onClose }: { entity: EntityDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useQuery(entityQueries.roles());
  const [chosen, setChosen] = useState(() => new Set(entity.roles.map((r) => r.roleId)));
  const assign = useAssignRoles();
  const toggle = (roleId: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(roleId)) next.add(roleId);
      return next;
    });
  return (
    <SaveDialog
      title={t('access:entities.assignTitle', { name: entity.name })}
      onClose={onClose}
      save={() => assign.mutateAsync({ entityId: entity.entityId, roleIds: [...chosen], version: entity.version })}
      busy={assign.isPending}
      canSave={Boolean(roles.data)}
    >
      {roles.isPending ? (
        <p className="text-sm text-slate-600">{t('list.loading')}</p>
      ) : roles.isError ? (
        <LoadFailed text={t('access:entities.rolesFailed')} onRetry={() => void roles.refetch()} />
      ) : roles.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('access:roles.empty')}</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('access:fields.roles')}</legend>
          {roles.data.map((role) => (
            <label key={role.roleId} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.has(role.roleId)}
                onChange={() => toggle(role.roleId)}
                className="h-4 w-4"
              />
              {role.name}
              <span className="text-slate-600">({t(`access:roleTypes.${role.roleType}`)})</span>
            </label>
          ))}
        </fieldset>
      )}
    </SaveDialog>
  );
}
