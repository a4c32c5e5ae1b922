/**
 * Entities (/entities): the staff users with their roles; search, status (active unless chosen) and
 * role filters with saved filters, sort and paging in the URL; a name opens the user's page. With the
 * edit right: add a user (their first password is shown once).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { ENTITY_DEFAULT_STATUSES } from '@/shared/constants/access';
import type { Entity } from '@/shared/schemas/access';
import { entityQueries } from './api/access-api';
import { entityList } from './access-lists';

const EntityDialog = lazy(() => import('./components/entity-form').then((m) => ({ default: m.EntityDialog })));

const col = columnsOf<Entity>();

export function EntitiesPage() {
  const { t } = useTranslation();
  const list = useRouteListState(entityList);
  const entities = useQuery(entityQueries.list(list.query));
  const roles = useQuery(entityQueries.roles());

  const columns = useMemo(
    () => [
      col('name', t('access:fields.name'), 'name', (e) => (
        <RecordLink to="/entities/$id" params={{ id: String(e.entityId) }} block strong>
          {e.name}
        </RecordLink>
      )),
      col('email', t('access:fields.email'), (e) => e.email),
      col('roles', t('access:fields.roles'), { grow: true }, (e) => (
        <TruncatedText text={e.roles.map((r) => r.name).join(', ') || t('access:entities.noRoles')} />
      )),
      col('status', t('access:fields.status'), (e) => t(`access:statuses.${e.disabled ? 'disabled' : 'active'}`)),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={entities}
      columns={columns}
      rowId={(e) => String(e.entityId)}
      texts="access:entities."
      addDialog={(close) => <EntityDialog onClose={close} />}
      filters={
        <>
          <OptionFilter
            legend={t('access:fields.status')}
            {...list.codes('status', (s) => t(`access:statuses.${s}`), [...ENTITY_DEFAULT_STATUSES])}
          />
          <OptionFilter
            legend={t('access:fields.roles')}
            options={roles.data?.map((r) => ({ id: r.roleId, label: r.name }))}
            {...list.filter('roleIds')}
          />
        </>
      }
    />
  );
}
