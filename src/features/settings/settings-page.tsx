import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSelect } from '@/components/form/plain-select';
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

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setLanguage(language);
    setPageSize(pageSize);
    await i18next.changeLanguage(language);
    showAlert('success', i18next.t('alerts.saved'));
  };

  return (
    <form onSubmit={(e) => void save(e)} className="max-w-md space-y-5">
      <PlainSelect
        label={t('settings:language')}
        value={language}
        onChange={(value) => setLanguageDraft(value as Language)}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      />
      <PlainSelect
        label={t('settings:pageSize')}
        value={pageSize}
        onChange={(value) => setPageSizeDraft(Number(value) as PageSize)}
        options={PAGE_SIZES.map((s) => ({ value: s, label: String(s) }))}
        hint={t('settings:pageSizeHelp')}
      />
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
