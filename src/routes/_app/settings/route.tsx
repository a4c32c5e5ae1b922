import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/lib/i18n';
import { SettingsLayout } from '@/features/settings/settings-layout';

/** Settings has no module guard. */
export const Route = createFileRoute('/_app/settings')({
  loader: () => loadNamespaces('settings'),
  component: SettingsLayout,
});
