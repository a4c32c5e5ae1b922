/**
 * One record at __detailPath__: its name, its fields (the list's, __kebab__-fields.tsx) and, with
 * the edit right, edit in the dialog and delete after a confirmation (then back to the list). A bad
 * id is the not-found state.
 */
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailScreen } from '@/components/detail/detail-screen';
import { RecordDetail } from '@/components/detail/detail-states';
import { BackLink } from '@/components/detail/links';
import { FactsBlock } from '@/components/layout/block';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { useAccess } from '@/hooks/use-access';
import type { __pascal__ } from '@/shared/schemas/__kebab__';
import { __camel__Queries, useDelete__pluralPascal__ } from './api/__kebab__-api';
import { __camel__Fields } from './__kebab__-fields';

/** The form (react-hook-form + zod) loads when the dialog first opens. */
const __pascal__Dialog = lazy(() =>
  import('./components/__kebab__-form').then((m) => ({ default: m.__pascal__Dialog })),
);

export function __pascal__DetailPage() {
  return (
    <RecordDetail param="id" query={__camel__Queries.detail} texts="__camel__:" back="__spaPath__" skeleton="h-16">
      {(found) => <__pascal__Screen record={found} />}
    </RecordDetail>
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
    <DetailScreen
      titleId={titleId}
      back={<BackLink to="__spaPath__">{t('__camel__:backToList')}</BackLink>}
      title={record.name}
      wrap
      rest={
        canEdit && (
          <div className="flex w-full flex-wrap gap-2">
            <Button onClick={() => setEditing(true)}>{t('actions.edit')}</Button>
            <ConfirmPopover
              question={t('__camel__:confirmDelete', { name: record.name })}
              confirmLabel={t('actions.delete')}
              onConfirm={onDelete}
            >
              <Button variant="secondary">{t('actions.delete')}</Button>
            </ConfirmPopover>
          </div>
        )
      }
    >
      <FactsBlock
        title={t('__camel__:details')}
        rows={__camel__Fields(t).map((field) => [t(`__camel__:fields.${field.id}`), field.value(record)] as const)}
      />
      {editing && (
        <Suspense fallback={null}>
          <__pascal__Dialog open record={record} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </DetailScreen>
  );
}
