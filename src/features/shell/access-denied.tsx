import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function AccessDenied({ moduleKey, right }: { moduleKey: string; right: 'read' | 'edit' }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('accessDenied.title')}</h1>
      <p className="max-w-md text-slate-700">
        {t(right === 'edit' ? 'accessDenied.edit' : 'accessDenied.read', {
          module: t(`modules.${moduleKey}`, { defaultValue: moduleKey }),
        })}
      </p>
      <Link to="/" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
