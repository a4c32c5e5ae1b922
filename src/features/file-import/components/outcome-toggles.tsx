/**
 * The rows' outcome filter: one checkbox per outcome, in a row above the table. A click shows at once,
 * before the URL (where the value lives) has taken it; the URL's value wins again once it changes,
 * and a click the URL never takes is forgotten after a moment.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '@/shared/enumerations';
import { IMPORT_ROW_FILTER_OUTCOMES } from '@/shared/constants/file-import';

type Outcome = (typeof IMPORT_ROW_FILTER_OUTCOMES)[number];
type Props = { value: Outcome[] | undefined; onChange: (outcomes: Outcome[] | undefined) => void };

export function OutcomeToggles({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const fromUrl = value.join(',');
  const [clicked, setClicked] = useState<{ from: string; value: Outcome[] } | null>(null);
  if (clicked && clicked.from !== fromUrl) setClicked(null);
  useEffect(() => {
    if (!clicked) return;
    const timer = setTimeout(() => setClicked(null), 1_000);
    return () => clearTimeout(timer);
  }, [clicked]);
  const chosen = new Set(clicked?.value ?? value);
  const toggle = (outcome: Outcome) => {
    const next = IMPORT_ROW_FILTER_OUTCOMES.filter((x) => (x === outcome ? !chosen.has(x) : chosen.has(x)));
    setClicked({ from: fromUrl, value: next });
    onChange(next.length ? next : undefined);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t('fileImport:fields.outcome')}</legend>
      <div className="flex flex-wrap items-center gap-4 py-2">
        {IMPORT_ROW_FILTER_OUTCOMES.map((outcome) => (
          <label key={outcome} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={chosen.has(outcome)}
              onChange={() => toggle(outcome)}
            />
            {enumLabel(t, 'importRowOutcome', outcome)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
