import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkConfirm } from '@/components/data-table/bulk-toolbar';
import { formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney, formatNumber, formatPercent } from '@/shared/format';
import type { InvoiceDetail, InvoiceLine } from '@/shared/schemas/invoice';
import type { SelectionApi } from '@/hooks/use-selection';
import { ActionsColumn, Column, InvoiceTable } from './invoice-table';

const cell = 'px-3 py-1.5 whitespace-nowrap';
const number = `${cell} text-right tabular-nums`;

/**
 * The invoice's lines: what, from which contract, for which period, how many at what price, and the
 * VAT rate (a manual invoice's lines have no contract and no factor: those columns are left out).
 * With a selection (a draft's lines to delete) a checkbox per line and one for all; with
 * `lineAction` a last cell per line (a manual draft's Edit).
 */
export function InvoiceLines({
  invoice,
  selection,
  lineAction,
}: {
  invoice: InvoiceDetail;
  selection?: SelectionApi | undefined;
  lineAction?: ((line: InvoiceLine) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const fromContracts = !invoice.manual;
  if (invoice.lines.length === 0) return <p className="text-sm text-slate-700">{t('invoice:noLines')}</p>;
  return (
    <InvoiceTable
      caption={t('invoice:linesOf', { number: invoice.documentNumber ?? invoice.invoiceId })}
      head={
        <>
          {selection && (
            <th scope="col" className="w-8 px-3">
              <input
                type="checkbox"
                aria-label={t('draft:lines.selectAll')}
                checked={selection.allState === 'all'}
                ref={(box) => {
                  if (box) box.indeterminate = selection.allState === 'some';
                }}
                onChange={selection.toggleAll}
              />
            </th>
          )}
          <Column>{t('invoice:lines.description')}</Column>
          {fromContracts && <Column>{t('invoice:lines.contract')}</Column>}
          <Column>{t('invoice:lines.period')}</Column>
          <Column right>{t('invoice:lines.quantity')}</Column>
          {fromContracts && <Column right>{t('invoice:lines.factor')}</Column>}
          <Column right>{t('invoice:lines.unitPrice')}</Column>
          <Column right>{t('invoice:lines.amount')}</Column>
          <Column right>{t('invoice:lines.vatRate')}</Column>
          {lineAction && <ActionsColumn />}
        </>
      }
    >
      {invoice.lines.map((line) => (
        <tr
          key={line.invoiceLineId}
          className={`border-b border-slate-100 last:border-0 ${selection?.selected.has(String(line.invoiceLineId)) ? 'bg-brand-50' : ''}`}
        >
          {selection && (
            <td className="px-3">
              <input
                type="checkbox"
                aria-label={t('draft:lines.select', { description: line.description })}
                checked={selection.selected.has(String(line.invoiceLineId))}
                onChange={() => selection.toggle(String(line.invoiceLineId))}
              />
            </td>
          )}
          <td className="min-w-64 px-3 py-1.5">
            {line.description}
            {line.productCode && <span className="ml-2 text-xs text-slate-600">{line.productCode}</span>}
            {line.creditedQuantity > 0 && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                {t('invoice:lines.credited', { quantity: formatNumber(line.creditedQuantity) })}
              </span>
            )}
          </td>
          {fromContracts && (
            <td className={cell}>
              {line.contractId ? (
                <Link
                  to="/contract/$contractId"
                  params={{ contractId: String(line.contractId) }}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {line.contractNumber ?? line.contractId}
                </Link>
              ) : (
                EMPTY
              )}
            </td>
          )}
          <td className={`${cell} tabular-nums`}>
            {line.periodFrom
              ? t('invoice:lines.periodRange', {
                  from: formatWireDay(line.periodFrom),
                  to: formatWireDay(line.periodTo),
                })
              : EMPTY}
          </td>
          <td className={number}>{formatNumber(line.quantity)}</td>
          {fromContracts && <td className={number}>{formatNumber(line.factor)}</td>}
          <td className={number}>{formatMoney(line.unitPrice)}</td>
          <td className={number}>{formatMoney(line.amount)}</td>
          <td className={number}>{formatPercent(line.vatRate)}</td>
          {lineAction && <td className={`${cell} text-right`}>{lineAction(line)}</td>}
        </tr>
      ))}
    </InvoiceTable>
  );
}

/** Above a draft's selectable lines: how many are selected, and Delete after the question asked. */
export function LinesDeletion({
  selection,
  question,
  onConfirm,
}: {
  selection: SelectionApi;
  question: string;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span role="status">
        {selection.count > 0 ? t('list.selected', { count: selection.count }) : t('draft:lines.noneSelected')}
      </span>
      <BulkConfirm
        tone="danger"
        variant="danger"
        question={question}
        confirmLabel={t('actions.delete')}
        onConfirm={onConfirm}
        disabled={selection.count === 0}
      >
        {t('draft:actions.deleteLines')}
      </BulkConfirm>
    </div>
  );
}
