/**
 * The CMS (docs/domain.md "CMS"; access key `cms`): items (list, one with its history, create,
 * update on the version, publish, unpublish, delete), tags, images, and the customer portal's
 * public read: no session, rate-limited per client address, cacheable (ETag, 304 on If-None-Match).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  cmsImageEndpoints,
  cmsItemEndpoints,
  cmsPortalEndpoints,
  cmsTagEndpoints,
} from '../../../src/shared/endpoints/cms-item';
import { found, HttpError, notFound } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { cmsImageByKey, storeCmsImage } from './cms-images';
import {
  cmsItemDetail,
  createCmsItem,
  deleteCmsItems,
  listCmsItems,
  setCmsItemStatus,
  updateCmsItem,
} from './cms-item-repository';
import { portalItem, portalItems } from './cms-portal';
import { createCmsTag, listCmsTags, updateCmsTag } from './cms-tags';
import { RateLimit } from './rate-limit';
import { CMS_STATUS_INACTIVE } from '../../../src/shared/constants/cms-item';

const { read, edit, write } = moduleAccess('cms', { domain: 'cmsItems', idKey: 'cmsItemId' });
const PUBLIC = { public: true } as const;
/** The portal may keep an answer but asks again each time (the ETag makes that a 304). */
const PORTAL_CACHE = 'public, no-cache';

export const cmsItemRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, config } = deps;
  const limit = new RateLimit(config.portalRateLimit);
  const limited = (request: FastifyRequest) => {
    const wait = limit.take(request.ip);
    if (wait !== null) throw new HttpError(429, 'tooManyRequests');
  };

  await registerRoutes(app, cmsItemEndpoints, {
    list: { access: read, handler: (request) => listCmsItems(db, request.query) },
    detail: { access: read, handler: async (request) => found(await cmsItemDetail(db, request.params.id)) },
    create: {
      ...write,
      handler: async (request) => ({ cmsItemId: await createCmsItem(db, request.body, userIdOf(request)) }),
    },
    update: { ...write, handler: (request) => updateCmsItem(db, request.body, userIdOf(request)) },
    publish: { ...write, handler: (request) => setCmsItemStatus(db, request.body, userIdOf(request)) },
    unpublish: {
      ...write,
      handler: (request) => setCmsItemStatus(db, { ...request.body, statusId: CMS_STATUS_INACTIVE }, userIdOf(request)),
    },
    remove: {
      access: edit,
      changes: { domain: 'cmsItems', idKey: 'cmsItemIds' },
      handler: (request) => deleteCmsItems(db, request.body.cmsItemIds),
    },
  });

  await registerRoutes(app, cmsTagEndpoints, {
    list: { access: read, handler: () => listCmsTags(db) },
    create: {
      access: edit,
      changes: { domain: 'cmsTags', idKey: 'cmsTagId' },
      handler: (request) => createCmsTag(db, request.body),
    },
    update: {
      access: edit,
      changes: { domain: 'cmsTags', idKey: 'cmsTagId' },
      handler: (request) => updateCmsTag(db, request.body),
    },
  });

  await registerRoutes(app, cmsImageEndpoints, {
    upload: {
      access: edit,
      changes: false,
      handler: (request) => storeCmsImage(db, request.body, userIdOf(request)),
    },
    /** An image never changes under its key: kept a year. */
    image: {
      access: PUBLIC,
      cacheControl: 'public, max-age=31536000, immutable',
      handler: async (request, reply) => {
        const image = await cmsImageByKey(db, request.params.key);
        if (!image) throw notFound();
        return reply.header('Content-Type', image.contentType).send(image.content);
      },
    },
  });

  await registerRoutes(app, cmsPortalEndpoints, {
    items: {
      access: PUBLIC,
      cacheControl: PORTAL_CACHE,
      etag: true,
      handler: async (request) => {
        limited(request);
        return portalItems(db, request.query);
      },
    },
    item: {
      access: PUBLIC,
      cacheControl: PORTAL_CACHE,
      etag: true,
      handler: async (request) => {
        limited(request);
        return found(await portalItem(db, request.params.key, request.query.language));
      },
    },
  });
};
