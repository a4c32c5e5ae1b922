/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself) where a
 * request made from the schemas cannot succeed: each on a record of its own.
 */
import type { CmsItem, CmsTag } from '../../../src/shared/schemas/cms-item';
import type { ModuleExamples } from '../../testing/routes';

const BASE = '/api/cms/v2/items';
/** A 1x1 transparent PNG. */
export const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
let made = 0;

export const examples: ModuleExamples = (callAsAdmin) => {
  const fresh = async () => {
    const n = ++made;
    const { cmsItemId } = await callAsAdmin<{ cmsItemId: number }>('POST', BASE, {
      kind: 'news',
      translations: [{ language: 'NL', title: `Gate example ${n}`, body: '<p>Tekst</p>' }],
    });
    return callAsAdmin<CmsItem>('GET', `${BASE}/${cmsItemId}`);
  };
  const freshTag = async () => {
    const { cmsTagId } = await callAsAdmin<{ cmsTagId: number }>('POST', '/api/cms/v2/tags', {
      name: `Gate tag ${++made}`,
    });
    const tags = await callAsAdmin<CmsTag[]>('GET', '/api/cms/v2/tags');
    return tags.find((t) => t.cmsTagId === cmsTagId)!;
  };
  return {
    [`POST ${BASE}`]: async () => ({
      body: { kind: 'news', translations: [{ language: 'FR', title: `Exemple ${++made}`, body: '<p>Texte</p>' }] },
    }),
    [`GET ${BASE}/:id`]: async () => ({ params: { id: (await fresh()).cmsItemId } }),
    [`PUT ${BASE}`]: async () => {
      const item = await fresh();
      return {
        body: {
          cmsItemId: item.cmsItemId,
          version: item.version,
          kind: item.kind,
          tagIds: item.tagIds,
          translations: item.translations.map((t) => ({ ...t, title: `${t.title} (renamed)` })),
        },
      };
    },
    [`POST ${BASE}/publish`]: async () => {
      const item = await fresh();
      return { body: { cmsItemId: item.cmsItemId, version: item.version, statusId: 1 } };
    },
    [`POST ${BASE}/unpublish`]: async () => {
      const item = await fresh();
      return { body: { cmsItemId: item.cmsItemId, version: item.version } };
    },
    [`POST ${BASE}/delete`]: async () => ({ body: { cmsItemIds: [(await fresh()).cmsItemId] } }),
    'POST /api/cms/v2/tags': async () => ({ body: { name: `Gate tag ${++made}`, isFeatured: true } }),
    'PUT /api/cms/v2/tags': async () => {
      const tag = await freshTag();
      return { body: { ...tag, name: `${tag.name} (renamed)` } };
    },
    'POST /api/cms/v2/images': async () => ({
      body: { fileName: 'pixel.png', contentType: 'image/png', data: PIXEL_PNG },
    }),
    'GET /api/cms/v2/images/:key': async () => {
      const { imageKey } = await callAsAdmin<{ imageKey: string }>('POST', '/api/cms/v2/images', {
        fileName: 'pixel.png',
        contentType: 'image/png',
        data: PIXEL_PNG,
      });
      return { params: { key: imageKey } };
    },
    'GET /api/cms/v2/portal/items': async () => ({ query: { language: 'NL' } }),
    'GET /api/cms/v2/portal/items/:key': async () => {
      const item = await fresh();
      await callAsAdmin('POST', `${BASE}/publish`, { cmsItemId: item.cmsItemId, version: item.version, statusId: 2 });
      return { params: { key: item.linkKey }, query: { language: 'NL' } };
    },
  };
};
