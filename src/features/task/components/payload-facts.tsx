/**
 * A task's payload read as label and value pairs rather than JSON: a known field by its label
 * (`task:payloadFields.<key>`, else the key made readable), a list of words joined, a list of records
 * one under the other, a nested record indented, nothing as the empty value.
 */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { EMPTY } from '@/shared/format';

/** `subscriptionId` as "Subscription id": the words of a key the texts do not name. */
export const readableKey = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function Value({ value }: { value: unknown }): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    if (value.every((v) => !isRecord(v) && !Array.isArray(v))) return value.map((v) => String(v)).join(', ');
    return (
      <ol className="flex flex-col gap-2">
        {value.map((item, i) => (
          <li key={i} className="border-l-2 border-slate-200 pl-3">
            <Value value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (isRecord(value)) return <PayloadFacts payload={value} nested />;
  if (typeof value === 'boolean') return <BooleanText value={value} />;
  return String(value as string | number);
}

function BooleanText({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return value ? t('task:payload.yes') : t('task:payload.no');
}

export function PayloadFacts({ payload, nested = false }: { payload: Record<string, unknown>; nested?: boolean }) {
  const { t } = useTranslation();
  const entries = Object.entries(payload);
  if (entries.length === 0) return <p className="text-sm text-slate-700">{t('task:payload.empty')}</p>;
  return (
    <dl
      className={
        nested
          ? 'grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1'
          : 'grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]'
      }
    >
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-medium text-slate-700">
            {t(`task:payloadFields.${key}`, { defaultValue: readableKey(key) })}
          </dt>
          <dd className="break-words">
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
