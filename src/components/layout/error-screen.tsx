import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** A render crash: 'Something went wrong' with 'Please try again or contact an administrator'. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main role="alert" className="flex min-h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-semibold">{t('crash.title')}</h1>
      <p className="max-w-md text-slate-700">{t('crash.text')}</p>
      <Button className="mt-2" onClick={onRetry ?? (() => globalThis.location.reload())}>
        {t('crash.retry')}
      </Button>
    </main>
  );
}
