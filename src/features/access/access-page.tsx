/**
 * Access (/access): what a role can grant, the access-definition catalogue (searchable, filtered by
 * kind, sorted and paged in the URL), and above it the matrix of every role by definition: what each
 * role gives, read or edit, at a glance. A role's name opens it.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordTable } from './components/record-table';
import { RecordLink } from '@/components/data-table/record-link';
import { OptionFilter } from '@/components/filters/option-filter';
import { Block } from '@/components/layout/block';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { ACCESS_DEFINITIONS, type AccessDefinition } from '@/shared/access-definitions';
import type { ListAnswer } from '@/shared/schemas/common';
import type { Role } from '@/shared/schemas/access';
import { ALL_ROLES, roleQueries } from './api/access-api';
import { accessDefinitionList } from './access-lists';
import { definitionLabel } from './access-labels';

const col = columnsOf<AccessDefinition>();

export function AccessPage() {
  const { t } = useTranslation();
  const list = useRouteListState(accessDefinitionList);
  const definitions = useQuery(roleQueries.definitions(list.query));
  const roles = useQuery(roleQueries.list(ALL_ROLES));

  const columns = useMemo(
    () => [
      col('accessDefinitionCode', t('access:fields.definition'), 'name', (d) =>
        definitionLabel(t, d.accessDefinitionCode),
      ),
      col('kind', t('access:fields.kind'), (d) => t(`access:kinds.${d.kind}`)),
      col('functionCodes', t('access:fields.functionCodes'), (d) => d.functionCodes.join(', ')),
      col('valueType', t('access:fields.valueType'), (d) => d.valueType ?? '—'),
      col('valueCode', t('access:fields.valueCode'), 'code', (d) => d.valueCode),
      col('values', t('access:fields.values'), (d) => d.values.map((v) => t(`access:values.${v}`)).join(', ')),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={definitions}
      columns={columns}
      rowId={(d) => d.accessDefinitionCode}
      texts="access:definitions."
      emptyText={t('access:definitions.catalogueEmpty')}
      above={<RoleMatrix roles={roles} />}
      filters={<OptionFilter legend={t('access:fields.kind')} {...list.codes('kind', (k) => t(`access:kinds.${k}`))} />}
    />
  );
}

type MatrixRow = { code: string };
const matrixCol = columnsOf<MatrixRow>();

/** Every role by definition: the value each role gives it, or a dash. */
function RoleMatrix({ roles }: { roles: UseQueryResult<ListAnswer<Role>> }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      matrixCol('definition', t('access:fields.definition'), 'name', (r) => definitionLabel(t, r.code)),
      ...(roles.data?.items ?? []).map((role) =>
        matrixCol(
          `role-${role.roleId}`,
          () => (
            <RecordLink to="/roles/$id" params={{ id: String(role.roleId) }}>
              {role.name}
            </RecordLink>
          ),
          (r) => {
            const value = role.definitions.find((d) => d.accessDefinitionCode === r.code)?.value;
            return value ? t(`access:values.${value}`) : '—';
          },
        ),
      ),
    ],
    [t, roles.data],
  );
  const rows = useMemo(() => ACCESS_DEFINITIONS.map((d) => ({ code: d.accessDefinitionCode })), []);
  return (
    <Block title={t('access:matrix.title')}>
      {roles.isError ? (
        <LoadFailed row text={t('access:matrix.failed')} onRetry={() => void roles.refetch()} />
      ) : (
        <RecordTable
          rows={roles.data ? rows : undefined}
          columns={columns}
          rowId={(r) => r.code}
          loading={roles.isPending}
          empty={t('access:roles.empty')}
          caption={t('access:matrix.title')}
        />
      )}
    </Block>
  );
}
