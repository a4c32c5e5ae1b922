import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LeaveGuard } from '@/components/layout/leave-guard';
import { showAlert } from '@/lib/alerts';
import { i18next, pickLanguage } from '@/lib/i18n';
import { useUiStore } from '@/stores/ui-store';
import { LANGUAGES, PAGE_SIZES, type Language, type PageSize } from '@/shared/constants/common';

/** Personal settings kept on this device: interface language and default page size. */
export function SettingsPage() {
  const { t } = useTranslation();
  const storedLanguage = useUiStore((s) => s.language);
  const storedPageSize = useUiStore((s) => s.pageSize);
  const setLanguage = useUiStore((s) => s.setLanguage);
  const setPageSize = useUiStore((s) => s.setPageSize);
  const current = pickLanguage(storedLanguage, import.meta.env.VITE_LANGUAGE);
  const [language, setLanguageDraft] = useState<Language>(current);
  const [pageSize, setPageSizeDraft] = useState<PageSize>(storedPageSize);
  const dirty = language !== current || pageSize !== storedPageSize;
  const languageId = useId();
  const pageSizeId = useId();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setLanguage(language);
    setPageSize(pageSize);
    await i18next.changeLanguage(language);
    showAlert('success', i18next.t('alerts.saved'));
  };

  return (
    <form onSubmit={(e) => void save(e)} className="max-w-md space-y-5">
      <div className="flex flex-col gap-1">
        <label htmlFor={languageId} className="text-sm font-medium">
          {t('settings:language')}
        </label>
        <select
          id={languageId}
          value={language}
          onChange={(e) => setLanguageDraft(e.target.value as Language)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={pageSizeId} className="text-sm font-medium">
          {t('settings:pageSize')}
        </label>
        <select
          id={pageSizeId}
          value={pageSize}
          onChange={(e) => setPageSizeDraft(Number(e.target.value) as PageSize)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <p className="text-xs text-slate-600">{t('settings:pageSizeHelp')}</p>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={!dirty}>
          {t('actions.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={!dirty}
          onClick={() => {
            setLanguageDraft(current);
            setPageSizeDraft(storedPageSize);
          }}
        >
          {t('actions.cancel')}
        </Button>
      </div>
      <LeaveGuard when={dirty} />
    </form>
  );
}
