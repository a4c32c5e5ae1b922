import { useTranslation } from 'react-i18next';

const NOTES = ['signIn', 'access', 'shell', 'shortcuts', 'languages'] as const;

export function ReleaseNotesPage() {
  const { t } = useTranslation();
  return (
    <article className="max-w-2xl">
      <h2 className="text-lg font-semibold">{t('settings:releaseNotes.title', { version: __APP_VERSION__ })}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {NOTES.map((n) => (
          <li key={n}>{t(`settings:releaseNotes.items.${n}`)}</li>
        ))}
      </ul>
    </article>
  );
}
