/**
 * A bar of work done of a total (role progressbar): named `label`, its value read as `valueText`
 * ("3 of 10"), filled `share` percent (done of total unless given: an empty total is 0).
 */
type Props = {
  label: string;
  done: number;
  total: number;
  valueText: string;
  share?: number;
  /** Its width (w-48, w-20). */
  width: string;
};

export function ProgressBar({ label, done, total, valueText, share, width }: Props) {
  const filled = share ?? (total === 0 ? 0 : Math.round((done / total) * 100));
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={valueText}
      className={`inline-block h-2 overflow-hidden rounded-full bg-slate-200 ${width}`}
    >
      <span className="block h-full bg-brand-600 transition-[width]" style={{ width: `${filled}%` }} />
    </span>
  );
}
