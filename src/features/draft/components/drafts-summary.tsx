/**
 * The drafts in figures (count, excl. VAT, VAT, incl. VAT) and the comparison with the month before
 * per invoiced company: the total before and now, how much it moved, new and removed lines, price
 * changes, and the anomalies worth a look (total moved more than the set share, a line at price zero,
 * a new customer, a customer missing this month). By default only the flagged customers show:
 * finance reviews the exceptions, not every draft. A customer's name filters the drafts to theirs.
 * The comparison is a panel closed by default (the drafts list keeps the screen's height), its
 * heading saying how many customers are flagged; opened or closed, it stays so (the ui-store).
 */
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Figures } from '@/components/ui/figures';
import { Skeleton } from '@/components/ui/skeleton';
import { useUiStore } from '@/stores/ui-store';
import { INVOICE_CONFIG } from '@/shared/invoice-config';
import { EMPTY, formatCount, formatMoney, formatPercent } from '@/shared/format';
import type { DraftsSummary } from '@/shared/schemas/invoice';
import { movedShare } from '../draft-search';

/** The comparison panel's key in the ui-store's open panels. */
const PANEL = 'draftsComparison';
/** Rows the comparison shows at most (the rest: filter by customer). */
const MAX_ROWS = 100;
const cell = 'px-3 py-1.5 whitespace-nowrap';
const number = `${cell} text-right tabular-nums`;
/** The comparison's columns, by their text's key; the figures' right-aligned. */
const HEADERS = ['customer', 'before', 'now', 'moved', 'lines', 'priceChanges', 'anomalies'] as const;

type Props = { summary: DraftsSummary | undefined; onCustomer: (customerId: number) => void };

export function DraftsSummaryStrip({ summary }: { summary: DraftsSummary | undefined }) {
  const { t } = useTranslation();
  const figure = (key: 'count' | 'totalExcl' | 'totalVat' | 'totalIncl') => ({
    key,
    label: t(`draft:summary.${key}`),
    value: summary && (key === 'count' ? formatCount(summary.count) : formatMoney(summary[key])),
  });
  return (
    <Figures
      label={t('draft:summary.title')}
      figures={[figure('count'), figure('totalExcl'), figure('totalVat'), figure('totalIncl')]}
      testIdPrefix="summary"
      inline
    />
  );
}

export function DraftsComparison({ summary, onCustomer }: Props) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const open = useUiStore((s) => s.openPanels[PANEL] ?? false);
  const togglePanel = useUiStore((s) => s.togglePanel);
  const bodyId = useId();
  const customers = summary?.customers ?? [];
  const flagged = customers.filter((c) => c.anomalies.length > 0);
  const shown = (all ? customers : flagged).slice(0, MAX_ROWS);
  return (
    <section
      aria-labelledby="comparison-title"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="comparison-title" className="text-sm font-semibold">
          {t('draft:comparison.title')}
        </h2>
        <span className="text-sm text-slate-700">
          {summary ? t('draft:comparison.flagged', { count: flagged.length, total: customers.length }) : ''}
        </span>
        {open && (
          <Button variant="ghost" className="px-2 py-1" aria-pressed={all} onClick={() => setAll(!all)}>
            {all ? t('draft:comparison.onlyFlagged') : t('draft:comparison.showAll')}
          </Button>
        )}
        <Button
          variant="ghost"
          className="ml-auto px-2 py-1"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => togglePanel(PANEL)}
        >
          {open ? t('draft:comparison.hide') : t('draft:comparison.show')}
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </Button>
      </div>
      <div id={bodyId} hidden={!open} className="pb-1.5">
        <ComparisonBody summary={summary} shown={shown} customers={customers.length} onCustomer={onCustomer} />
      </div>
    </section>
  );
}

function ComparisonBody({
  summary,
  shown,
  customers,
  onCustomer,
}: Props & { shown: DraftsSummary['customers']; customers: number }) {
  const { t } = useTranslation();
  return !summary ? (
    <Skeleton className="h-24 w-full" />
  ) : shown.length === 0 ? (
    <p className="text-sm text-slate-700">
      {customers === 0 ? t('draft:comparison.empty') : t('draft:comparison.noAnomalies')}
    </p>
  ) : (
    <div className="max-h-80 overflow-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('draft:comparison.title')}</caption>
        <thead className="sticky top-0 border-b border-slate-200 bg-white text-left text-slate-700">
          <tr>
            {HEADERS.map((key) => (
              <th key={key} scope="col" className={key === 'customer' || key === 'anomalies' ? cell : number}>
                {t(`draft:comparison.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((c) => {
            const moved = movedShare(c.totalExcl, c.previousTotalExcl);
            return (
              <tr key={`${c.customerId}-${c.receiver}`} className="border-b border-slate-100 last:border-0">
                <td className="min-w-56 px-3 py-1.5">
                  <button
                    type="button"
                    className="text-left text-brand-700 underline-offset-2 hover:underline"
                    onClick={() => onCustomer(c.customerId)}
                  >
                    {c.customerName}
                  </button>
                  <span className="ml-2 text-xs text-slate-600">{t(`invoice:receivers.${c.receiver}`)}</span>
                </td>
                <td className={number}>{c.previousTotalExcl === null ? EMPTY : formatMoney(c.previousTotalExcl)}</td>
                <td className={number}>{formatMoney(c.totalExcl)}</td>
                <td className={number}>
                  {moved === null ? EMPTY : formatPercent(moved * 100, { fractionDigits: 1, signed: true })}
                </td>
                <td className={number}>
                  {t('draft:comparison.lineChanges', { added: c.newLines, removed: c.removedLines })}
                </td>
                <td className={number}>{formatCount(c.priceChanges)}</td>
                <td className={`${cell} flex flex-wrap gap-1`}>
                  {c.anomalies.map((a) => (
                    <Badge key={a} tone={a === 'zeroPrice' || a === 'missingCustomer' ? 'danger' : 'warning'}>
                      {t(`draft:anomalies.${a}`, {
                        share: formatPercent(INVOICE_CONFIG.anomalyShare * 100, { fractionDigits: 1 }),
                      })}
                    </Badge>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
