import { useEffect } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { PageHeading } from './page-heading';

/**
 * A screen that could not be shown: 'Something went wrong' for a crash; for a screen whose data the
 * server did not answer (the connection is lost), says so and tries again by itself once the browser
 * is back online.
 */
export function ErrorScreen({ onRetry, unreachable = false }: { onRetry?: () => void; unreachable?: boolean }) {
  const { t } = useTranslation();
  const retry = onRetry ?? (() => globalThis.location.reload());
  useEffect(() => {
    if (!unreachable) return;
    return onlineManager.subscribe((online) => {
      if (online) retry();
    });
  }, [unreachable, retry]);
  return (
    <main role="alert" className="flex min-h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <PageHeading title={t(unreachable ? 'offline.title' : 'crash.title')} />
      <p className="max-w-md text-slate-700">{t(unreachable ? 'offline.text' : 'crash.text')}</p>
      <Button className="mt-2" onClick={retry}>
        {t('crash.retry')}
      </Button>
    </main>
  );
}
