/** /company/add: the new-company form (edit right, guarded by the route). */
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/ui/skeleton';
import { PageHeading } from '@/components/layout/page-heading';

/** react-hook-form, zod and the fields load with this screen, not with the list. */
const CompanyForm = lazy(() => import('./components/company-form').then((m) => ({ default: m.CompanyForm })));

export function FormSkeleton() {
  return <Loading className="flex max-w-3xl flex-col gap-4" bars={['h-40 w-full', 'h-40 w-full']} />;
}

export function CompanyAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="company-add-title" className="flex flex-col gap-4">
      <PageHeading id="company-add-title" title={t('company:addTitle')} />
      <Suspense fallback={<FormSkeleton />}>
        <CompanyForm
          onCancel={() => void navigate({ to: '/company' })}
          onDone={(done) => {
            if ('created' in done)
              void navigate({ to: '/company/$subroute', params: { subroute: String(done.created) } });
          }}
        />
      </Suspense>
    </section>
  );
}
