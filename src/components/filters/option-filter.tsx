/** A multi-select filter: one checkbox per option, the chosen ids in the URL. */
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

export type FilterOption = { id: number; label: string };

type Props = {
  legend: string;
  options: FilterOption[] | undefined;
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
  /** Options beyond this many scroll inside the group. */
  maxVisible?: number;
};

export function OptionFilter({ legend, options, value = [], onChange, maxVisible = 8 }: Props) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const toggle = (id: number) => {
    const next = chosen.has(id) ? value.filter((v) => v !== id) : [...value, id].sort((a, b) => a - b);
    onChange(next.length ? next : undefined);
  };
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {options === undefined ? (
        <div className="flex flex-col gap-2" aria-busy>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <span className="sr-only">{t('list.loading')}</span>
        </div>
      ) : (
        <div
          className="flex flex-col gap-1 overflow-y-auto pr-1"
          style={{ maxHeight: options.length > maxVisible ? `${maxVisible * 1.75}rem` : undefined }}
        >
          {options.map((o) => (
            <label key={o.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={chosen.has(o.id)}
                onChange={() => toggle(o.id)}
              />
              {o.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
