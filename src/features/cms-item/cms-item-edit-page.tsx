/**
 * An item's edit screen at /cms/$id (and a new one at /cms/new): its status with publish and
 * unpublish after a confirmation, the form (kind, window, tags, each language's title and body beside
 * its preview) and its history. A bad id is the not-found state.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailScreen } from '@/components/detail/detail-screen';
import { RecordDetail } from '@/components/detail/detail-states';
import { BackLink } from '@/components/detail/links';
import { Block } from '@/components/layout/block';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccess } from '@/hooks/use-access';
import { CMS_STATUS_INACTIVE } from '@/shared/constants/cms-item';
import { formatTimestamp } from '@/shared/dates';
import type { CmsItemDetail } from '@/shared/schemas/cms-item';
import { cmsItemQueries } from './api/cms-item-api';
import { CmsStatusBadge } from './cms-item-fields';
import { PublishDialog } from './components/publish-dialog';

/** The form (react-hook-form, zod, and the editor after it) loads once the screen has painted. */
const CmsItemForm = lazy(() => import('./components/cms-item-form').then((m) => ({ default: m.CmsItemForm })));

export function CmsItemEditPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  if (id === 'new') return <CmsItemScreen item={null} />;
  return (
    <RecordDetail param="id" query={cmsItemQueries.detail} texts="cmsItem:" back="/cms" skeleton="h-16">
      {(found) => <CmsItemScreen item={found} />}
    </RecordDetail>
  );
}

function CmsItemScreen({ item }: { item: CmsItemDetail | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const canEdit = useAccess().canEdit('cms');
  const tags = useQuery(cmsItemQueries.tags());
  const [dialog, setDialog] = useState<'publish' | 'unpublish' | null>(null);
  const toList = () => void navigate({ to: '/cms' });

  return (
    <DetailScreen
      titleId={titleId}
      back={<BackLink to="/cms">{t('cmsItem:backToList')}</BackLink>}
      title={item ? item.title || t('cmsItem:untitled') : t('cmsItem:addTitle')}
      badge={item && <CmsStatusBadge statusId={item.statusId} t={t} />}
      wrap
      line={item && t('cmsItem:byline', { author: item.authorName ?? '–', date: formatTimestamp(item.updatedAt) })}
      rest={
        item &&
        canEdit && (
          <div className="flex w-full flex-wrap gap-2">
            <Button onClick={() => setDialog('publish')}>{t('cmsItem:publish.action')}</Button>
            {item.statusId !== CMS_STATUS_INACTIVE && (
              <Button variant="secondary" onClick={() => setDialog('unpublish')}>
                {t('cmsItem:unpublish.action')}
              </Button>
            )}
          </div>
        )
      }
    >
      {tags.data ? (
        <Suspense fallback={<Skeleton className="h-96" />}>
          <CmsItemForm
            key={item ? `${item.cmsItemId}` : 'new'}
            record={item}
            tags={tags.data}
            onCancel={toList}
            onSaved={(cmsItemId) => {
              if (!item) void navigate({ to: '/cms/$id', params: { id: String(cmsItemId) } });
            }}
          />
        </Suspense>
      ) : (
        <Skeleton className="h-96" />
      )}
      {item && (
        <Block title={t('cmsItem:history')}>
          <ol className="flex flex-col gap-2 text-sm">
            {item.history.map((event) => (
              <li key={event.eventId}>
                <span className="font-medium">{t(`cmsItem:actions.${event.action}`)}</span>{' '}
                {t('cmsItem:eventBy', {
                  user: event.userName ?? t('cmsItem:system'),
                  date: formatTimestamp(event.occurredAt),
                })}
                {event.changes.length > 0 && (
                  <span className="text-slate-700"> · {event.changes.map((c) => c.field).join(', ')}</span>
                )}
              </li>
            ))}
          </ol>
        </Block>
      )}
      {item && dialog && <PublishDialog item={item} mode={dialog} onClose={() => setDialog(null)} />}
    </DetailScreen>
  );
}
