import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';

/**
 * Any unknown path: title, subtext and a primary button back to the root. Inside
 * the signed-in shell, whose main landmark holds it, it is a plain section; alone it is the main.
 */
export function NotFound({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  const Frame = inShell ? 'section' : 'main';
  return (
    <Frame className="flex min-h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <p className="text-5xl font-bold text-brand-600" aria-hidden>
        404
      </p>
      <PageHeading title={t('notFound.title')} />
      <p className="max-w-md text-slate-700">{t('notFound.text')}</p>
      <Link to="/" className="mt-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {t('notFound.back')}
      </Link>
    </Frame>
  );
}
