/**
 * Saved custom filters of a list screen, kept per user on the server: list, apply (replaces the
 * screen's filters), save under a name (with a saving indicator) and delete after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { Skeleton } from '@/components/ui/skeleton';
import type { SavedFilterValues } from '@/lib/list-search';
import type { ModuleKey } from '@/shared/catalogue';
import { useDeleteScreenConfiguration, useSaveScreenConfiguration } from './saved-filters-api';
import { screenConfigurationQueries } from './saved-filters-api';
import { X } from 'lucide-react';

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
  const [name, setName] = useState('');
  const nameId = useId();
  const headingId = useId();

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    save.mutate({ screen, moduleKey, name: name.trim(), values: currentValues() }, { onSuccess: () => setName('') });
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
            <li key={f.screenConfigurationId} className="flex items-center gap-1 text-sm">
              <Button
                variant="ghost"
                className="flex-1 justify-start px-2 py-1 text-left"
                onClick={() => onApply(f.values)}
                title={t('savedFilters.apply', { name: f.name })}
              >
                {f.name}
              </Button>
              <ConfirmPopover
                question={t('savedFilters.confirmDelete', { name: f.name })}
                confirmLabel={t('actions.delete')}
                onConfirm={() => remove.mutateAsync(f.screenConfigurationId)}
              >
                <Button variant="ghost" className="px-2 py-1" aria-label={t('savedFilters.delete', { name: f.name })}>
                  <X aria-hidden className="size-3.5" />
                </Button>
              </ConfirmPopover>
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
      </form>
    </section>
  );
}
