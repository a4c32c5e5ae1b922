/**
 * The IP plan: address ranges and the active contracts they are assigned to, searchable (an address
 * finds the range holding it), sortable, paged (state in the URL), with an add/edit dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useAccess } from '@/hooks/use-access';
import { formatTimestamp } from '@/shared/dates';
import type { IpRange } from '@/shared/schemas/ip-range';
import { ipRangeQueries } from './api/ip-range-api';
import { ipRangeList } from './ip-range-list';

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const IpRangeDialog = lazy(() => import('./components/ip-range-form').then((m) => ({ default: m.IpRangeDialog })));

export function IpRangesPage() {
  const { t } = useTranslation();
  const list = useRouteListState(ipRangeList);
  const canEdit = useAccess().canEdit('ipplan');
  const records = useQuery(ipRangeQueries.list(list.query));
  const [editing, setEditing] = useState<IpRange | 'new' | null>(null);

  const columns = useMemo<ColumnDef<IpRange, unknown>[]>(
    () => [
      {
        id: 'startAddress',
        header: t('ipRange:fields.range'),
        cell: ({ row }) => (
          <span className="font-mono text-sm">
            {row.original.startAddress} – {row.original.endAddress}
          </span>
        ),
      },
      {
        id: 'size',
        header: t('ipRange:fields.size'),
        cell: ({ row }) => (
          <span className="tabular-nums">
            {row.original.size}
            {row.original.cidr && (
              <span className="ml-2 font-mono text-xs text-slate-700">/{row.original.cidr.split('/')[1]}</span>
            )}
          </span>
        ),
      },
      {
        id: 'contract',
        header: t('ipRange:fields.contract'),
        cell: ({ row }) => (
          <Link
            to="/contract/$contractId"
            params={{ contractId: String(row.original.contractId) }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {row.original.contractNumber}
          </Link>
        ),
      },
      {
        id: 'customer',
        header: t('ipRange:fields.customer'),
        meta: { grow: true },
        cell: ({ row }) => <TruncatedText text={row.original.customerName} />,
      },
      {
        id: 'description',
        header: t('ipRange:fields.description'),
        meta: { hideBelow: '3xl' },
        cell: ({ row }) => <TruncatedText text={row.original.description ?? '–'} className="max-w-48" />,
      },
      {
        id: 'updatedAt',
        header: t('ipRange:fields.updatedAt'),
        meta: { hideBelow: '4xl' },
        cell: ({ row }) => formatTimestamp(row.original.updatedAt),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('list.actions')}</span>,
        cell: ({ row }) =>
          canEdit ? (
            <Button
              variant="ghost"
              onClick={() => setEditing(row.original)}
              aria-label={t('ipRange:editNamed', {
                range: `${row.original.startAddress} – ${row.original.endAddress}`,
              })}
            >
              {t('actions.edit')}
            </Button>
          ) : null,
      },
    ],
    [t, canEdit],
  );

  return (
    <ListScreen
      list={list}
      title={t('modules.ipplan')}
      rows={records}
      columns={columns}
      rowId={(r) => String(r.ipRangeId)}
      emptyText={t('ipRange:empty')}
      noMatchText={t('ipRange:noMatch')}
      add={{ label: t('ipRange:add'), onAdd: () => setEditing('new'), noRightText: t('ipRange:noEditRight') }}
      searchPlaceholder={t('ipRange:searchPlaceholder')}
    >
      {editing !== null && (
        <Suspense fallback={null}>
          <IpRangeDialog open record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
