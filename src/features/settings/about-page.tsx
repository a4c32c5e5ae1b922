import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRoot } from '@/lib/http';

const noChanges = () => () => {};

export function AboutPage() {
  const { t } = useTranslation();
  // The API's address as the browser reaches it: the server rendering the page does not know it.
  const api = useSyncExternalStore(
    noChanges,
    () => apiRoot,
    () => '',
  );
  const rows: [string, string][] = [
    [t('settings:about.version'), __APP_VERSION__],
    [t('settings:about.build'), __APP_BUILD__],
    [t('settings:about.api'), api],
  ];
  return (
    <dl className="grid max-w-lg grid-cols-[10rem_1fr] gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-700">{k}</dt>
          <dd data-testid={`about-${k}`}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
