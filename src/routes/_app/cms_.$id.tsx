import { createFileRoute } from '@tanstack/react-router';
import { recordRoute } from '@/components/detail/record-route';
import { CmsItemEditPage } from '@/features/cms-item/cms-item-edit-page';

const record = recordRoute({
  module: 'cms',
  namespaces: ['cmsItem'],
  queries: async (id) => {
    const { cmsItemQueries } = await import('@/features/cms-item/api/cms-item-api');
    return [cmsItemQueries.detail(id), cmsItemQueries.tags()];
  },
});

/** /cms/$id: an item's edit screen; /cms/new a new item's (the editor loads with this screen only). */
export const Route = createFileRoute('/_app/cms_/$id')({ ...record, component: CmsItemEditPage });
