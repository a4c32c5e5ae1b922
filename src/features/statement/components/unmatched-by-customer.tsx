/**
 * The money received and not on an invoice yet, per customer (a payer the back office does not know
 * apart): the proposed and unmatched lines' sum and count, and what was paid beyond an invoice. From
 * `unmatched-by-customer`; refreshed with the invoices domain (imports, confirmations).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { CompanyLink } from '@/components/detail/links';
import { Block } from '@/components/layout/block';
import { formatCount, formatMoney } from '@/shared/format';
import type { UnmatchedByCustomer as Rows } from '@/shared/schemas/bank-statement';
import { statementQueries } from '../api/statement-api';

type Row = Rows[number];
const col = columnsOf<Row>();

export function UnmatchedByCustomer() {
  const { t } = useTranslation();
  const amounts = useQuery(statementQueries.unmatchedByCustomer());
  const columns = useMemo(
    () => [
      col('customer', t('statement:unmatched.customer'), { grow: true }, (r) =>
        r.customerId === null ? (
          <span className="text-slate-700">{t('statement:unmatched.unknownPayer')}</span>
        ) : (
          <CompanyLink id={r.customerId}>{r.customerName ?? String(r.customerId)}</CompanyLink>
        ),
      ),
      col('unmatched', t('statement:unmatched.amount'), 'money', (r) => formatMoney(r.unmatched)),
      col('unmatchedLines', t('statement:unmatched.lines'), 'number', (r) => formatCount(r.unmatchedLines)),
      col('unallocated', t('statement:unmatched.unallocated'), 'money', (r) => formatMoney(r.unallocated)),
    ],
    [t],
  );
  return (
    <Block title={t('statement:unmatched.title')}>
      {amounts.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('statement:unmatched.failed')}
        </p>
      ) : (
        <DataTable
          caption={t('statement:unmatched.title')}
          data={amounts.data}
          columns={columns}
          getRowId={(r) => String(r.customerId ?? 0)}
          loading={amounts.isPending}
          placeholderRows={3}
          empty={<p className="text-sm text-slate-700">{t('statement:unmatched.none')}</p>}
        />
      )}
    </Block>
  );
}
