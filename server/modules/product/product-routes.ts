/**
 * Products: the list and its CSV export, the reference lists, the metadata definitions, the detail
 * by numeric id or by guid, create and update. Reading needs read on the products module, writing
 * edit; every write announces the changed product on the hub.
 */
import type { FastifyPluginAsync } from 'fastify';
import { productEndpoints } from '../../../src/shared/endpoints/product';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { requireSession } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { productCsv } from './product-csv';
import { sendCsv } from '../../http/csv';
import {
  byGuid,
  byId,
  createProduct,
  metadataDefinitions,
  productDetail,
  updateProduct,
} from './product-detail-repository';
import {
  listProducts,
  priceMethodOptions,
  productIdsInOrder,
  productStatusOptions,
  productTypeOptions,
} from './product-repository';

const { read, write } = moduleAccess('products', { domain: 'products', idKey: 'productId' });

export const productRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, productEndpoints, {
    list: {
      access: read,
      handler: (request) => listProducts(deps.db, request.query, requireSession(request).user.language),
    },
    /** The list's rows as CSV, however many (http/csv.ts). */
    export: {
      access: read,
      handler: async (request, reply) => {
        const language = requireSession(request).user.language;
        const ids = await productIdsInOrder(deps.db, request.query, language);
        return sendCsv(reply, 'products', ids.length, productCsv(deps.db, ids, language));
      },
    },
    statuses: { access: read, handler: () => productStatusOptions(deps.db) },
    productTypes: { access: read, handler: () => productTypeOptions(deps.db) },
    priceMethods: { access: read, handler: () => priceMethodOptions(deps.db) },
    metadatas: { access: read, handler: () => metadataDefinitions(deps.db) },
    detail: {
      access: read,
      handler: async (request) =>
        found(await productDetail(deps.db, byId(request.params.id), requireSession(request).user.language)),
    },
    detailByGuid: {
      access: read,
      handler: async (request) =>
        found(await productDetail(deps.db, byGuid(request.params.guid), requireSession(request).user.language)),
    },
    create: { ...write, handler: (request) => createProduct(deps.db, request.body) },
    update: {
      ...write,
      handler: (request) => updateProduct(deps.db, request.body, requireSession(request).user.language),
    },
  });
