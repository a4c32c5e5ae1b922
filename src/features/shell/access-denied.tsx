import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';

export function AccessDenied({ moduleKey, right }: { moduleKey: string; right: 'read' | 'edit' }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <PageHeading title={t('accessDenied.title')} />
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
