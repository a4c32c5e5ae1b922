/**
 * CMS items on the client (domain cmsItems; tags: cmsTags, shown in the items): the query-key
 * factory, save, publish, unpublish, delete, the tags and an image upload.
 */
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import { useBodyMutation, useSaveRecord } from '@/lib/use-save-record';
import type { BodyOf, QueryOf } from '@/shared/endpoints/endpoint';
import { cmsImageEndpoints, cmsItemEndpoints as api, cmsTagEndpoints } from '@/shared/endpoints/cms-item';

export type CmsItemListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('cmsItems');
const tagQueries = domainQueries('cmsTags');

export const cmsItemQueries = {
  ...queries.records(api),
  /** Every tag (few), for the filter and the editor. */
  tags: () => tagQueries.reference('all', cmsTagEndpoints.list),
};

/** What the list screen loads with its route: the page and the tags its filter offers. */
export const cmsItemListQueries = (query: CmsItemListQuery) => [cmsItemQueries.list(query), cmsItemQueries.tags()];

/** Create or update; the form shows field errors and conflicts itself. */
export const useSaveCmsItem = () =>
  useSaveRecord(api, 'cmsItemId', { refreshes: 'cmsItems', successMessage: 'cmsItem:saved' });

export const usePublishCmsItem = () =>
  useBodyMutation(api.publish, 'cmsItems', { successMessage: 'cmsItem:published' });
export const useUnpublishCmsItem = () =>
  useBodyMutation(api.unpublish, 'cmsItems', { successMessage: 'cmsItem:unpublished' });

export function useDeleteCmsItems() {
  return useDomainMutation({
    refreshes: 'cmsItems',
    mutationFn: (cmsItemIds: number[]) => call(api.remove, { body: { cmsItemIds } }),
    meta: { successMessage: 'cmsItem:deleted' },
  });
}

/** Create or update a tag (its name and featured mark); a name taken is a field error, a stale version a conflict. */
export const useSaveCmsTag = () =>
  useSaveRecord(cmsTagEndpoints, 'cmsTagId', { refreshes: 'cmsTags', successMessage: 'cmsItem:tags.saved' });

/** Uploads an image (base64 in JSON); its answer says where the API serves it. */
export const uploadCmsImage = (body: BodyOf<typeof cmsImageEndpoints.upload>) =>
  call(cmsImageEndpoints.upload, { body });
