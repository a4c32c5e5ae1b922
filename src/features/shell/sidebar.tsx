import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sidebarEntries, type NavEntry } from '@/lib/modules';
import { useUiStore } from '@/stores/ui-store';
import type { Module } from '@/shared/schemas/security';
import { ProfileMenu } from './profile-menu';
import { ExternalLinksMenu } from './external-links-menu';
import { NotificationsButton } from '@/features/notification';
import { TasksBadge } from '@/features/task';
import { ChevronRight } from 'lucide-react';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white';

function NavGroup({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  const expanded = useUiStore((s) => s.expandedModules[entry.key] ?? false);
  const toggle = useUiStore((s) => s.toggleModule);
  const id = `nav-${entry.key}`;
  return (
    <li>
      <button
        type="button"
        className={`${linkClass} w-full`}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => toggle(entry.key)}
      >
        <span>{t(`modules.${entry.key}`)}</span>
        <ChevronRight
          aria-hidden
          className={`ml-auto size-4 transition-transform duration-150 ${expanded ? 'rotate-90' : ''}`}
        />
      </button>
      <ul id={id} hidden={!expanded} className="ml-3 border-l border-white/20 pl-2">
        {entry.children.map((c) =>
          c.path ? (
            <li key={c.key}>
              <Link
                to={c.path}
                className={linkClass}
                activeProps={{ className: 'bg-white/15 font-semibold', 'aria-current': 'page' }}
              >
                {t(`modules.${c.key}`)}
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </li>
  );
}

export function Sidebar({ modules }: { modules: Module[] }) {
  const { t } = useTranslation();
  const entries = sidebarEntries(modules);
  return (
    <aside className="flex w-[250px] shrink-0 flex-col bg-brand-900 text-white desktop:w-[312px]">
      <Link to="/" className="flex items-center gap-2 px-4 py-4 text-lg font-bold tracking-tight">
        <img src="/favicon.svg" alt="" className="size-7" />
        <span>{t('app.name')}</span>
      </Link>
      <nav aria-label={t('nav.label')} className="min-h-0 flex-1 overflow-y-auto px-2">
        <ul className="space-y-0.5">
          {entries.map((e) =>
            e.children.length > 0 ? (
              <NavGroup key={e.key} entry={e} />
            ) : (
              <li key={e.key}>
                <Link
                  to={e.path ?? '/'}
                  className={linkClass}
                  activeProps={{ className: 'bg-white/15 font-semibold', 'aria-current': 'page' }}
                >
                  <span>{t(`modules.${e.key}`)}</span>
                  {e.key === 'tasks' && <TasksBadge />}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="space-y-0.5 border-t border-white/15 px-2 py-2">
        <NotificationsButton />
        <ExternalLinksMenu />
        <ProfileMenu />
      </div>
    </aside>
  );
}
