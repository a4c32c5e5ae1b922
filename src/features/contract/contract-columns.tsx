/** The contract columns the contracts list and a company's contracts tab both show. */
import type { TFunction } from 'i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { Badge } from '@/components/ui/badge';
import { contractStatusTone } from '@/shared/contract-status';
import { formatWireDay } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import type { ContractListItem } from '@/shared/schemas/contract';

const col = columnsOf<ContractListItem>();

export function contractColumns(t: TFunction) {
  return {
    number: col('number', t('contract:fields.number'), 'code', (c) => (
      <RecordLink to="/contract/$contractId" params={{ contractId: String(c.contractId) }} strong>
        {c.number}
      </RecordLink>
    )),
    status: col('status', t('contract:fields.status'), 'status', (c) => (
      <Badge tone={contractStatusTone(c.status)}>{t(`contract:statuses.${c.status}`)}</Badge>
    )),
    dateStart: col('dateStart', t('contract:fields.dateStart'), 'date', (c) => formatWireDay(c.dateStart)),
    dateEnd: col('dateEnd', t('contract:fields.dateEnd'), { kind: 'date', hideBelow: '3xl' }, (c) =>
      formatWireDay(c.dateEnd),
    ),
    monthlyAmount: col('monthlyAmount', t('contract:fields.monthlyAmount'), { kind: 'money', hideBelow: '2xl' }, (c) =>
      formatMoney(c.monthlyAmount),
    ),
  };
}
