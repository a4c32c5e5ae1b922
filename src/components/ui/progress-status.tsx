/**
 * A job's status while it works, with its progress (a month run's contracts, an import's rows): the
 * status's badge, a progress bar named `label` whose value reads as `valueText` ("120 of 400
 * contracts"), and done/total beside it. One line, so a table row keeps its height while the bar moves.
 */
import { useTranslation } from 'react-i18next';
import { Badge } from './badge';

type Props = {
  /** The status's label (pending, running). */
  status: string;
  done: number;
  total: number;
  /** The bar's name: whose progress it is. */
  label: string;
  /** The progress in words ("120 of 400 contracts"). */
  valueText: string;
  /** The detail page's longer bar. */
  wide?: boolean | undefined;
};

export function ProgressStatus({ status, done: counted, total: expected, label, valueText, wide = false }: Props) {
  const { t } = useTranslation();
  const total = Math.max(expected, 0);
  const done = Math.min(counted, total);
  const share = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <span className="inline-flex items-center gap-2">
      <Badge tone="neutral">{status}</Badge>
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={valueText}
        className={`inline-block h-2 overflow-hidden rounded-full bg-slate-200 ${wide ? 'w-48' : 'w-20'}`}
      >
        <span className="block h-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
      </span>
      <span aria-hidden className="text-xs text-slate-700 tabular-nums">
        {t('ui.progress.short', { done, total })}
      </span>
    </span>
  );
}
