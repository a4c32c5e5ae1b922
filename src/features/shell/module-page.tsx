import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';

/**
 * A module route whose screens are not built yet: an honest page that says so, never a fake list,
 * in words for staff: what the module will be for, and that it is not available yet.
 */
export function ModulePage({ moduleKey, detail }: { moduleKey: string; detail?: string }) {
  const { t } = useTranslation();
  const purpose = t(`modulePage.purposes.${moduleKey}`, { defaultValue: '' });
  return (
    <section aria-labelledby="module-title">
      <PageHeading id="module-title" title={[t(`modules.${moduleKey}`), detail].filter(Boolean).join(' · ')}>
        {t(`modules.${moduleKey}`)}
        {detail && <span className="text-slate-600"> · {detail}</span>}
      </PageHeading>
      <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="font-medium">{t('modulePage.notBuilt')}</p>
        {purpose && <p className="mt-1">{purpose}</p>}
        <p className="mt-1 text-sm text-slate-700">{t('modulePage.notBuiltText')}</p>
      </div>
    </section>
  );
}
