import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { cmsItemList } from '@/features/cms-item/cms-item-list';
import { CmsItemsPage } from '@/features/cms-item/cms-items-page';

const list = listRoute(cmsItemList);

export const Route = createFileRoute('/_app/cms')({ ...list, component: CmsItemsPage });
