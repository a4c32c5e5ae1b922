/**
 * The log lines' type filter: one checkbox per type, in a row above the table. A click shows at once,
 * before the URL (where the value lives) has taken it; the URL's value wins again once it changes,
 * and a click the URL never takes is forgotten after a moment.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_DETAIL_TYPES, type RequestDetailType } from '@/shared/constants/request-log';

type Props = {
  value: RequestDetailType[] | undefined;
  onChange: (types: RequestDetailType[] | undefined) => void;
};

export function TypeToggles({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const fromUrl = value.join(',');
  const [clicked, setClicked] = useState<{ from: string; value: RequestDetailType[] } | null>(null);
  if (clicked && clicked.from !== fromUrl) setClicked(null);
  useEffect(() => {
    if (!clicked) return;
    const timer = setTimeout(() => setClicked(null), 1_000);
    return () => clearTimeout(timer);
  }, [clicked]);
  const chosen = new Set(clicked?.value ?? value);
  const toggle = (type: RequestDetailType) => {
    const next = REQUEST_DETAIL_TYPES.filter((x) => (x === type ? !chosen.has(x) : chosen.has(x)));
    setClicked({ from: fromUrl, value: next });
    onChange(next.length ? next : undefined);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t('requestLog:fields.type')}</legend>
      <div className="flex flex-wrap items-center gap-4 py-2">
        {REQUEST_DETAIL_TYPES.map((type) => (
          <label key={type} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={chosen.has(type)}
              onChange={() => toggle(type)}
            />
            {t(`requestLog:types.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
