import { useTranslation } from 'react-i18next';

export function EnvironmentBanner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="bg-amber-300 px-4 py-1 text-center text-xs font-bold tracking-widest text-amber-950">
      {t('environment.testBanner')}
    </div>
  );
}
