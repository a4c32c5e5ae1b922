/**
 * Roles (/roles): search, the type filter with saved filters, sort and paging, all in the URL; a name
 * opens the role's page. With the edit right: a new role in a dialog.
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
import { formatTimestamp } from '@/shared/dates';
import { formatCount } from '@/shared/format';
import { ROLE_TYPES } from '@/shared/constants/access';
import type { Role } from '@/shared/schemas/access';
import { roleQueries } from './api/access-api';
import { roleList } from './access-lists';

const RoleDialog = lazy(() => import('./components/role-form').then((m) => ({ default: m.RoleDialog })));

const col = columnsOf<Role>();

export function RolesPage() {
  const { t } = useTranslation();
  const list = useRouteListState(roleList);
  const roles = useQuery(roleQueries.list(list.query));

  const columns = useMemo(
    () => [
      col('name', t('access:fields.name'), 'name', (r) => (
        <RecordLink to="/roles/$id" params={{ id: String(r.roleId) }} block strong>
          {r.name}
        </RecordLink>
      )),
      col('roleType', t('access:fields.roleType'), (r) => t(`access:roleTypes.${r.roleType}`)),
      col('description', t('access:fields.description'), { grow: true }, (r) => <TruncatedText text={r.description} />),
      col('userCount', t('access:fields.userCount'), 'number', (r) => formatCount(r.userCount)),
      col('definitions', t('access:fields.definitionCount'), 'number', (r) => formatCount(r.definitions.length)),
      col('updatedAt', t('access:fields.updatedAt'), 'date', (r) => formatTimestamp(r.updatedAt)),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={roles}
      columns={columns}
      rowId={(r) => String(r.roleId)}
      texts="access:roles."
      addDialog={(close) => <RoleDialog open role={null} onClose={close} />}
      filters={
        <OptionFilter
          legend={t('access:fields.roleType')}
          options={ROLE_TYPES.map((type) => ({ id: type, label: t(`access:roleTypes.${type}`) }))}
          {...list.filter('roleType')}
        />
      }
    />
  );
}
