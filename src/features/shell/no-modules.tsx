import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EnvironmentBanner } from '@/components/layout/environment-banner';
import { logout } from '@/features/security';
import { PageHeading } from '@/components/layout/page-heading';

/** A user who holds no module sees nothing of the application, only this message. */
export function NoModules({ testBanner }: { testBanner: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  return (
    <div className="flex h-full flex-col">
      {testBanner && <EnvironmentBanner />}
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <PageHeading title={t('noModules.title')} />
        <p className="max-w-md text-slate-700">{t('noModules.text')}</p>
        <Button variant="secondary" onClick={() => void logout(queryClient, router)}>
          {t('profile.logout')}
        </Button>
      </main>
    </div>
  );
}
