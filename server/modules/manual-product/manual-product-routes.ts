/**
 * Manual products (base /api/invoice/v2): the list, one product, create, update with its version
 * (also inactivates and reactivates), set-inactive, the product types, and the active products a new
 * manual invoice line may use (read with the manual invoices module).
 */
import type { FastifyPluginAsync } from 'fastify';
import { manualProductEndpoints } from '../../../src/shared/endpoints/manual-product';
import { found } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import type { ModuleDeps } from '../deps';
import {
  createManualProduct,
  lineProducts,
  listManualProducts,
  manualProductById,
  manualProductTypeList,
  setInactive,
  updateManualProduct,
} from './manual-product-repository';

const { read, edit, write } = moduleAccess('manualProducts', { domain: 'manualProducts', idKey: 'manualProductId' });

export const manualProductRoutes: FastifyPluginAsync<ModuleDeps> = (app, deps) =>
  registerRoutes(app, manualProductEndpoints, {
    list: { access: read, handler: (request) => listManualProducts(deps.db, request.query) },
    detail: { access: read, handler: async (request) => found(await manualProductById(deps.db, request.params.id)) },
    productTypes: { access: read, handler: () => manualProductTypeList(deps.db) },
    create: {
      ...write,
      handler: async (request) => ({ manualProductId: await createManualProduct(deps.db, request.body) }),
    },
    update: { ...write, handler: (request) => updateManualProduct(deps.db, request.body) },
    setInactive: {
      access: edit,
      changes: { domain: 'manualProducts', idKey: 'manualProductIds' },
      handler: (request) => setInactive(deps.db, request.body.manualProductIds),
    },
    lineProducts: { access: { module: 'manualInvoices', right: 'read' }, handler: () => lineProducts(deps.db) },
  });
