/**
 * One record at __detailPath__: its name, its fields (the list's, __kebab__-fields.tsx) and, with
 * the edit right, edit in the dialog and delete after a confirmation (then back to the list). A bad
 * id is the not-found state.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Block, Facts } from '@/components/layout/block';
import { DetailSkeleton, DetailUnavailable, isMissingRecord } from '@/components/layout/detail-states';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { useAccess } from '@/hooks/use-access';
import { idOfSegment } from '@/lib/url';
import type { __pascal__ } from '@/shared/schemas/__kebab__';
import { __camel__Queries, useDelete__pluralPascal__ } from './api/__kebab__-api';
import { __camel__Fields } from './__kebab__-fields';

const route = getRouteApi('__detailRouteId__');
const link = 'text-sm text-brand-700 underline underline-offset-2';

/** The form (react-hook-form + zod) loads when the dialog first opens. */
const __pascal__Dialog = lazy(() =>
  import('./components/__kebab__-form').then((m) => ({ default: m.__pascal__Dialog })),
);

export function __pascal__DetailPage() {
  const { t } = useTranslation();
  const { id: segment } = route.useParams();
  const id = idOfSegment(segment);
  const record = useQuery({ ...__camel__Queries.detail(id ?? 0), enabled: id !== null });

  if (id !== null && record.isPending) return <DetailSkeleton body="h-16" />;
  if (id !== null && record.isSuccess) return <__pascal__Screen record={record.data} />;
  return (
    <DetailUnavailable
      missing={id === null || isMissingRecord(record.error)}
      notFoundTitle={t('__camel__:notFound')}
      notFoundText={t('__camel__:notFoundText', { key: segment })}
      onRetry={() => void record.refetch()}
    >
      <Link to="__spaPath__" className={link}>
        {t('__camel__:backToList')}
      </Link>
    </DetailUnavailable>
  );
}

function __pascal__Screen({ record }: { record: __pascal__ }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const canEdit = useAccess().canEdit('__moduleKey__');
  const remove = useDelete__pluralPascal__();
  const [editing, setEditing] = useState(false);

  const onDelete = async () => {
    await remove.mutateAsync([record.__camel__Id]);
    void navigate({ to: '__spaPath__' });
  };

  return (
    <article aria-labelledby={titleId} className="flex max-w-[1400px] flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <Link to="__spaPath__" className={link}>
          {t('__camel__:backToList')}
        </Link>
        <h1 id={titleId} className="w-full text-2xl font-semibold break-words">
          {record.name}
        </h1>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setEditing(true)}>{t('actions.edit')}</Button>
            <ConfirmPopover
              question={t('__camel__:confirmDelete', { name: record.name })}
              confirmLabel={t('actions.delete')}
              onConfirm={onDelete}
            >
              <Button variant="secondary">{t('actions.delete')}</Button>
            </ConfirmPopover>
          </div>
        )}
      </header>
      <Block title={t('__camel__:details')}>
        <Facts
          rows={__camel__Fields(t).map((field) => [t(`__camel__:fields.${field.id}`), field.value(record)] as const)}
        />
      </Block>
      {editing && (
        <Suspense fallback={null}>
          <__pascal__Dialog open record={record} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </article>
  );
}
