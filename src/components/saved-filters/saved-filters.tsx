/**
 * Saved custom filters of a list screen, kept on the server: the user's own and those a colleague
 * shared with the team (marked shared, with their owner); apply (replaces the screen's filters), save
 * under a name (shared or not, with a saving indicator), share or stop sharing, a shared one's link,
 * and delete after a confirmation (share and delete: its owner's, or an access editor's).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { Skeleton } from '@/components/ui/skeleton';
import type { SavedFilterValues } from '@/lib/list-search';
import type { ModuleKey } from '@/shared/catalogue';
import { useLocation } from '@tanstack/react-router';
import type { ScreenConfiguration } from '@/shared/schemas/screen-configuration';
import {
  screenConfigurationQueries,
  useDeleteScreenConfiguration,
  useSaveScreenConfiguration,
  useUpdateScreenConfiguration,
} from './saved-filters-api';
import { Link2, Users, X } from 'lucide-react';

type Props = {
  screen: string;
  moduleKey: ModuleKey;
  /** The screen's current filters, search and sort, as they would be saved. */
  currentValues: () => SavedFilterValues;
  onApply: (values: Record<string, unknown>) => void;
};

export function SavedFilters({ screen, moduleKey, currentValues, onApply }: Props) {
  const { t } = useTranslation();
  const list = useQuery(screenConfigurationQueries.list(screen));
  const save = useSaveScreenConfiguration();
  const remove = useDeleteScreenConfiguration();
  const update = useUpdateScreenConfiguration();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const nameId = useId();
  const sharedId = useId();
  const { pathname } = useLocation();
  const headingId = useId();

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    save.mutate(
      { screen, moduleKey, name: name.trim(), values: currentValues(), shared },
      { onSuccess: () => (setName(''), setShared(false)) },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-800">
        {t('savedFilters.title')}
      </h3>
      {list.isPending ? (
        <Skeleton className="h-4 w-2/3" />
      ) : list.data && list.data.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t('savedFilters.title')}>
          {list.data.map((f) => (
            <li key={f.screenConfigurationId} className="flex flex-col text-sm">
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  className="flex-1 justify-start px-2 py-1 text-left"
                  onClick={() => onApply(f.values)}
                  title={t('savedFilters.apply', { name: f.name })}
                >
                  {f.name}
                </Button>
                {f.shared && (
                  <a
                    href={`${pathname}?savedView=${f.screenConfigurationId}`}
                    className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                    aria-label={t('savedFilters.link', { name: f.name })}
                    title={t('savedFilters.link', { name: f.name })}
                  >
                    <Link2 aria-hidden className="size-3.5" />
                  </a>
                )}
                {f.canChange && <ShareToggle filter={f} busy={update.isPending} onToggle={update.mutate} />}
                {f.canChange && (
                  <ConfirmPopover
                    question={t('savedFilters.confirmDelete', { name: f.name })}
                    confirmLabel={t('actions.delete')}
                    onConfirm={() => remove.mutateAsync(f.screenConfigurationId)}
                  >
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      aria-label={t('savedFilters.delete', { name: f.name })}
                    >
                      <X aria-hidden className="size-3.5" />
                    </Button>
                  </ConfirmPopover>
                )}
              </div>
              {f.shared && (
                <span className="px-2 text-xs text-slate-600">
                  {f.mine ? t('savedFilters.sharedByMe') : t('savedFilters.sharedBy', { owner: f.ownerName })}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('savedFilters.empty')}</p>
      )}
      <form onSubmit={onSave} className="flex flex-col gap-1">
        <label htmlFor={nameId} className="text-sm">
          {t('savedFilters.name')}
        </label>
        <div className="flex gap-1">
          <input
            id={nameId}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
          <Button type="submit" variant="secondary" busy={save.isPending} disabled={!name.trim()}>
            {save.isPending ? t('savedFilters.saving') : t('savedFilters.save')}
          </Button>
        </div>
        <div className="flex items-center gap-2">
          <input
            id={sharedId}
            type="checkbox"
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
            className="size-4 rounded border-slate-400 accent-brand-600"
          />
          <label htmlFor={sharedId} className="text-sm">
            {t('savedFilters.shareWithTeam')}
          </label>
        </div>
      </form>
    </section>
  );
}

/** Share one's saved filter with the team, or stop sharing it (a pressed toggle: shared). */
function ShareToggle({
  filter: f,
  busy,
  onToggle,
}: {
  filter: ScreenConfiguration;
  busy: boolean;
  onToggle: (change: { screenConfigurationId: number; version: number; name: string; shared: boolean }) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      className={f.shared ? 'px-2 py-1 text-brand-700' : 'px-2 py-1'}
      aria-pressed={f.shared}
      disabled={busy}
      aria-label={t('savedFilters.share', { name: f.name })}
      title={t('savedFilters.share', { name: f.name })}
      onClick={() =>
        onToggle({
          screenConfigurationId: f.screenConfigurationId,
          version: f.version,
          name: f.name,
          shared: !f.shared,
        })
      }
    >
      <Users aria-hidden className="size-3.5" />
    </Button>
  );
}
