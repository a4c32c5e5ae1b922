/** The dashboard's tiles: one aggregate call per tile, each guarded by its module's read right. */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints } from '../../../src/shared/endpoints/dashboard';
import { registerRoutes } from '../../http/routes';
import { userIdOf } from '../../plugins/security';
import type { ModuleKey } from '../../../src/shared/catalogue';
import type { ModuleDeps } from '../deps';
import {
  contractsTile,
  dataQualityTile,
  invoicesTile,
  lastRunTile,
  mailsTile,
  manualInvoicesTile,
  monthRunTile,
  productsTile,
  serviceFeesTile,
  tasksTile,
} from './dashboard-repository';

const read = (module: ModuleKey) => ({ module, right: 'read' }) as const;

export const dashboardRoutes: FastifyPluginAsync<ModuleDeps> = (app, { db }) =>
  registerRoutes(app, dashboardEndpoints, {
    invoices: { access: read('invoices'), handler: () => invoicesTile(db) },
    monthRun: { access: read('drafts'), handler: () => monthRunTile(db) },
    lastRun: { access: read('requestlogs'), handler: () => lastRunTile(db) },
    manualInvoices: { access: read('manualInvoices'), handler: () => manualInvoicesTile(db) },
    mails: { access: read('mails'), handler: () => mailsTile(db) },
    tasks: { access: read('tasks'), handler: (request) => tasksTile(db, userIdOf(request)) },
    dataQuality: { access: read('dataquality'), handler: () => dataQualityTile(db) },
    serviceFees: { access: read('servicefee'), handler: () => serviceFeesTile(db) },
    contracts: { access: read('contract'), handler: () => contractsTile(db) },
    products: { access: read('products'), handler: () => productsTile(db) },
  });
