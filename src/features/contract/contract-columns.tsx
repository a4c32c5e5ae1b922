/** The contract columns the contracts list and a company's contracts tab both show. */
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge } from '@/components/ui/badge';
import { contractStatusTone } from '@/shared/contract-status';
import { formatDate } from '@/shared/dates';
import { formatMoney } from '@/shared/money';
import type { ContractListItem } from '@/shared/schemas/contract';

type Column = ColumnDef<ContractListItem, unknown>;

export function contractColumns(t: TFunction) {
  return {
    number: {
      id: 'number',
      header: t('contract:fields.number'),
      cell: ({ row }) => (
        <Link
          to="/contract/$contractId"
          params={{ contractId: String(row.original.contractId) }}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {row.original.number}
        </Link>
      ),
    },
    status: {
      id: 'status',
      header: t('contract:fields.status'),
      cell: ({ row }) => (
        <Badge tone={contractStatusTone(row.original.status)}>{t(`contract:statuses.${row.original.status}`)}</Badge>
      ),
    },
    dateStart: {
      id: 'dateStart',
      header: t('contract:fields.dateStart'),
      cell: ({ row }) => formatDate(row.original.dateStart),
    },
    dateEnd: {
      id: 'dateEnd',
      header: t('contract:fields.dateEnd'),
      meta: { hideBelow: '3xl' },
      cell: ({ row }) => (row.original.dateEnd ? formatDate(row.original.dateEnd) : '–'),
    },
    monthlyAmount: {
      id: 'monthlyAmount',
      header: () => <span className="block text-right">{t('contract:fields.monthlyAmount')}</span>,
      meta: { hideBelow: '2xl' },
      cell: ({ row }) => (
        <span className="block text-right tabular-nums">{formatMoney(row.original.monthlyAmount)}</span>
      ),
    },
  } satisfies Record<string, Column>;
}
