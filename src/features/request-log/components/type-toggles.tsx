/**
 * The log lines' type filter: one checkbox per type, in a row above the table. A click shows at once,
 * before the URL (where the value lives) has taken it (useClickedValue).
 */
import { useClickedValue } from '@/hooks/use-clicked-value';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { REQUEST_DETAIL_TYPES, type RequestDetailType } from '@/shared/constants/request-log';

type Props = {
  value: RequestDetailType[] | undefined;
  onChange: (types: RequestDetailType[] | undefined) => void;
};

export function TypeToggles({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const { shown, click } = useClickedValue(value);
  const chosen = new Set(shown);
  const toggle = (type: RequestDetailType) => {
    const next = REQUEST_DETAIL_TYPES.filter((x) => (x === type ? !chosen.has(x) : chosen.has(x)));
    click(next);
    onChange(next.length ? next : undefined);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t('requestLog:fields.type')}</legend>
      <div className="flex flex-wrap items-center gap-4 py-2">
        {REQUEST_DETAIL_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`requestLog:types.${type}`)}
            checked={chosen.has(type)}
            onChange={() => toggle(type)}
            className="inline-flex items-center gap-2 text-sm"
          />
        ))}
      </div>
    </fieldset>
  );
}
