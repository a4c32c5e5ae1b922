import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';

const TABS = [
  { to: '/settings/settings', key: 'settings:tabs.settings' },
  { to: '/settings/about', key: 'settings:tabs.about' },
  { to: '/settings/release-notes/1x', key: 'settings:tabs.releaseNotes' },
  { to: '/settings/api', key: 'settings:tabs.api' },
] as const;

export function SettingsLayout() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading title={t('settings:title')} />
      <nav aria-label={t('settings:title')} className="mt-4 border-b border-slate-200">
        <ul className="flex gap-1">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className="-mb-px inline-block border-b-2 border-transparent px-3 py-2 text-sm text-slate-700 hover:text-slate-900"
                activeProps={{ className: 'border-brand-600 font-semibold text-slate-900', 'aria-current': 'page' }}
              >
                {t(tab.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </section>
  );
}
