/**
 * One product (spec 01 section 7, base /api/product/v2): the metadata definitions, the detail by
 * numeric id or by guid, create and update. Reading needs read on the products module, writing edit;
 * every write announces the changed product on the hub (domain `products`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productGuidParam, productIdParam, productInput, productUpdate } from '../../../src/shared/schemas/product';
import type { Db } from '../../db/client';
import { envelope, notFound } from '../../http/errors';
import { requireSession } from '../../plugins/security';
import {
  byGuid,
  byId,
  createProduct,
  metadataDefinitions,
  productDetail,
  updateProduct,
} from './product-detail-repository';

const BASE = '/api/product/v2';
const read = { access: { module: 'products', right: 'read' } } as const;
const edit = {
  access: { module: 'products', right: 'edit' },
  changes: { domain: 'products', idKey: 'productId' },
} as const;

export const productDetailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(`${BASE}/metadatas/product`, { config: read }, async () => envelope(await metadataDefinitions(db)));

  // No automatic HEAD twin: it would answer HEAD products/export (which has none on purpose) as an id.
  app.get(
    `${BASE}/products/:id`,
    { config: read, schema: { params: productIdParam }, exposeHeadRoute: false },
    async (request) => {
      const detail = await productDetail(db, byId(request.params.id), requireSession(request).user.language);
      if (!detail) throw notFound();
      return envelope(detail);
    },
  );

  // The spec fetches the detail "by guid when the key is a string"; its path is ours to choose.
  app.get(`${BASE}/products/guid/:guid`, { config: read, schema: { params: productGuidParam } }, async (request) => {
    const detail = await productDetail(db, byGuid(request.params.guid), requireSession(request).user.language);
    if (!detail) throw notFound();
    return envelope(detail);
  });

  app.post(`${BASE}/products`, { config: edit, schema: { body: productInput } }, async (request, reply) =>
    reply.code(201).send(envelope(await createProduct(db, request.body))),
  );

  app.put(`${BASE}/products`, { config: edit, schema: { body: productUpdate } }, async (request) =>
    envelope(await updateProduct(db, request.body, requireSession(request).user.language)),
  );
};
