/**
 * Products (spec 01 section 7, base /api/product/v2): the list, its reference lists and the CSV
 * export. Every call needs read on the products module.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productExportQuery, productListQuery } from '../../../src/shared/schemas/product';
import type { Db } from '../../db/client';
import { envelope } from '../../http/errors';
import { requireSession } from '../../plugins/security';
import { productCsv } from './product-csv';
import {
  listProducts,
  priceMethodOptions,
  productIdsInOrder,
  productStatusOptions,
  productTypeOptions,
} from './product-repository';

const BASE = '/api/product/v2';
const read = () => ({ access: { module: 'products', right: 'read' } }) as const;

/** Today in Brussels as YYYY-MM-DD (the export's file name). */
const brusselsToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

export const productRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(`${BASE}/products`, { config: read(), schema: { querystring: productListQuery } }, async (request) =>
    envelope(await listProducts(db, request.query, requireSession(request).user.language)),
  );

  app.get(`${BASE}/products/statuses`, { config: read() }, async () => envelope(await productStatusOptions(db)));
  app.get(`${BASE}/producttypes`, { config: read() }, async () => envelope(await productTypeOptions(db)));
  app.get(`${BASE}/pricemethods`, { config: read() }, async () => envelope(await priceMethodOptions(db)));

  /**
   * The list's rows as CSV, however many: filters, search and sort as the list, no paging. The ids
   * are read (and counted) before the answer starts, so a failure there is a normal error answer;
   * X-Total-Count tells the client how many rows follow. A failure while streaming aborts the
   * connection (the client sees an incomplete download, never a truncated file that looks whole).
   */
  app.get(
    `${BASE}/products/export`,
    // No automatic HEAD twin: it would run the whole export only to throw the rows away.
    { config: read(), schema: { querystring: productExportQuery }, exposeHeadRoute: false },
    async (request, reply) => {
      const language = requireSession(request).user.language;
      const ids = await productIdsInOrder(db, request.query, language);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="products-${brusselsToday()}.csv"`)
        .header('X-Total-Count', String(ids.length))
        .send(Readable.from(productCsv(db, ids, language), { highWaterMark: 2 }));
    },
  );
};
