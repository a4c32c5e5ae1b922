/** Rebate groups: searchable, sortable, paged list (state in the URL) with a create/edit dialog. */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '@/components/data-table/edit-button';
import { columnsOf } from '@/components/data-table/columns';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useAccess } from '@/hooks/use-access';
import { formatPercent } from '@/shared/format';
import type { RebateGroup } from '@/shared/schemas/rebate-group';
import { rebateGroupQueries } from './api/rebate-group-api';
import { rebateGroupList } from './rebate-group-list';

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const RebateGroupDialog = lazy(() =>
  import('./components/rebate-group-form').then((m) => ({ default: m.RebateGroupDialog })),
);

const col = columnsOf<RebateGroup>();

export function RebateGroupsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(rebateGroupList);
  const canEdit = useAccess().canEdit('rebategroups');
  const groups = useQuery(rebateGroupQueries.list(list.query));
  const [editing, setEditing] = useState<RebateGroup | 'new' | null>(null);

  const columns = useMemo(
    () => [
      col('description', t('rebateGroup:fields.description'), { grow: true }, (g) => (
        <TruncatedText text={g.description} />
      )),
      col('rebatePercentage', t('rebateGroup:fields.rebatePercentage'), 'number', (g) =>
        formatPercent(g.rebatePercentage, { fixed: true }),
      ),
      col.actions((g) =>
        canEdit ? (
          <EditButton label={t('rebateGroup:editNamed', { name: g.description })} onClick={() => setEditing(g)} />
        ) : null,
      ),
    ],
    [t, canEdit],
  );

  return (
    <ListScreen
      list={list}
      rows={groups}
      columns={columns}
      rowId={(g) => String(g.rebateGroupId)}
      texts="rebateGroup:"
      onAdd={() => setEditing('new')}
    >
      {editing !== null && (
        <Suspense fallback={null}>
          <RebateGroupDialog open group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
