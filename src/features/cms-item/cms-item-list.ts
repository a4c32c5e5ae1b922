/** The CMS items list: filters status, kind, tag and language, the search and the sort; its route loads the page and the tags. */
import { defineList } from '@/components/list-screen/list-route';
import {
  CMS_ITEM_DEFAULT_SORT,
  CMS_ITEM_KINDS,
  CMS_ITEM_SORT_COLUMNS,
  CMS_ITEM_STATUSES,
  CMS_LANGUAGES,
} from '@/shared/constants/cms-item';

export const cmsItemList = defineList({
  route: '/_app/cms',
  module: 'cms',
  namespaces: ['cmsItem'],
  filters: { statuses: CMS_ITEM_STATUSES, kinds: CMS_ITEM_KINDS, tagIds: 'ids', languages: CMS_LANGUAGES },
  sortColumns: CMS_ITEM_SORT_COLUMNS,
  defaultSort: CMS_ITEM_DEFAULT_SORT,
  queries: async () => (await import('./api/cms-item-api')).cmsItemListQueries,
});
