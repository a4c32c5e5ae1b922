/**
 * The IP plan: address ranges and the active contracts they are assigned to, searchable (an address
 * finds the range holding it), sortable, paged (state in the URL), with an add/edit dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '@/components/data-table/edit-button';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useAccess } from '@/hooks/use-access';
import { formatTimestamp } from '@/shared/dates';
import type { IpRange } from '@/shared/schemas/ip-range';
import { ipRangeQueries } from './api/ip-range-api';
import { ipRangeList } from './ip-range-list';
import { EMPTY } from '@/shared/format';

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const IpRangeDialog = lazy(() => import('./components/ip-range-form').then((m) => ({ default: m.IpRangeDialog })));

const col = columnsOf<IpRange>();

export function IpRangesPage() {
  const { t } = useTranslation();
  const list = useRouteListState(ipRangeList);
  const canEdit = useAccess().canEdit('ipplan');
  const records = useQuery(ipRangeQueries.list(list.query));
  const [editing, setEditing] = useState<IpRange | 'new' | null>(null);

  const columns = useMemo(
    () => [
      col('startAddress', t('ipRange:fields.range'), 'code', (r) => (
        <span className="font-mono text-sm">
          {r.startAddress} – {r.endAddress}
        </span>
      )),
      col('size', t('ipRange:fields.size'), 'number', (r) => (
        <span className="tabular-nums">
          {r.size}
          {r.cidr && <span className="ml-2 font-mono text-xs text-slate-700">/{r.cidr.split('/')[1]}</span>}
        </span>
      )),
      col('contract', t('ipRange:fields.contract'), 'code', (r) => (
        <RecordLink to="/contract/$contractId" params={{ contractId: String(r.contractId) }} strong>
          {r.contractNumber}
        </RecordLink>
      )),
      col('customer', t('ipRange:fields.customer'), { grow: true }, (r) => <TruncatedText text={r.customerName} />),
      col('description', t('ipRange:fields.description'), { kind: 'text', hideBelow: '3xl' }, (r) => (
        <TruncatedText text={r.description ?? EMPTY} className="max-w-48" />
      )),
      col('updatedAt', t('ipRange:fields.updatedAt'), { kind: 'timestamp', hideBelow: '4xl' }, (r) =>
        formatTimestamp(r.updatedAt),
      ),
      col.actions((r) =>
        canEdit ? (
          <EditButton
            label={t('ipRange:editNamed', { range: `${r.startAddress} – ${r.endAddress}` })}
            onClick={() => setEditing(r)}
          />
        ) : null,
      ),
    ],
    [t, canEdit],
  );

  return (
    <ListScreen
      list={list}
      rows={records}
      columns={columns}
      rowId={(r) => String(r.ipRangeId)}
      texts="ipRange:"
      onAdd={() => setEditing('new')}
    >
      {editing !== null && (
        <Suspense fallback={null}>
          <IpRangeDialog open record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
