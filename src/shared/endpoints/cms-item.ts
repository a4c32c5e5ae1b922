/**
 * CMS (base /api/cms/v2; the specification names no calls: docs/endpoints.md): the items' list, one
 * item with its history, create, update on its version, publish, unpublish and delete; the tags; the
 * images the bodies show (served publicly, the portal shows them); and the portal's public read.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/cms-item'));
const BASE = '/api/cms/v2/items';

export const cmsItemEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.cmsItemListQuery, response: s.cmsItemPage })),
  detail: api.get(`${BASE}/:id`, (s) => ({ params: s.idParam, response: s.cmsItemDetail })),
  create: api.post(BASE, (s) => ({ body: s.cmsItemInput, response: s.cmsItemCreated }), 201),
  update: api.put(BASE, (s) => ({ body: s.cmsItemUpdate, response: s.cmsItemSchema, conflict: s.cmsItemSchema })),
  publish: api.post(`${BASE}/publish`, (s) => ({
    body: s.cmsItemPublish,
    response: s.cmsItemSchema,
    conflict: s.cmsItemSchema,
  })),
  unpublish: api.post(`${BASE}/unpublish`, (s) => ({
    body: s.cmsItemUnpublish,
    response: s.cmsItemSchema,
    conflict: s.cmsItemSchema,
  })),
  remove: api.post(`${BASE}/delete`, (s) => ({ body: s.cmsItemDelete, response: s.cmsItemDeleted })),
};

export const cmsTagEndpoints = {
  list: api.get('/api/cms/v2/tags', (s) => ({ response: s.cmsTagList })),
  create: api.post('/api/cms/v2/tags', (s) => ({ body: s.cmsTagInput, response: s.cmsTagCreated }), 201),
  update: api.put('/api/cms/v2/tags', (s) => ({
    body: s.cmsTagUpdate,
    response: s.cmsTagSchema,
    conflict: s.cmsTagSchema,
  })),
};

export const cmsImageEndpoints = {
  upload: api.post('/api/cms/v2/images', (s) => ({ body: s.cmsImageUpload, response: s.cmsImageCreated }), 201),
  /** The image itself (public: the portal shows it). */
  image: api.get('/api/cms/v2/images/:key', (s) => ({ params: s.cmsImageParam, response: null })),
};

/** The customer portal's read (public, rate-limited, ETag). */
export const cmsPortalEndpoints = {
  items: api.get('/api/cms/v2/portal/items', (s) => ({ query: s.portalItemsQuery, response: s.portalItemPage })),
  item: api.get('/api/cms/v2/portal/items/:key', (s) => ({
    params: s.portalItemParam,
    query: s.portalItemQuery,
    response: s.portalItem,
  })),
};
