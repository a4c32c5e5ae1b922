/**
 * File imports (spec 02 section 7, base /api/file/v2; docs/domain.md "File imports"): the list, the
 * upload, the types; beside them an import with its rows, its failed rows as CSV and a type's
 * template. Reading needs the fileimports module's read right; an upload its edit right and the edit
 * right of the module the type writes to (prices: products; companies and contacts: company; usage:
 * contract), else 403. The upload's body is the file itself: this plugin alone takes CSV and XLSX
 * bodies, as a stream (file-upload.ts keeps it out of memory and counts it against its limit).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { fileImportEndpoints } from '../../../src/shared/endpoints/file-import';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../../../src/shared/constants/file-import';
import { templateCsv } from '../../../src/shared/file-import';
import { badRequest, forbidden, found, notFound } from '../../http/errors';
import { moduleAccess, registerRoutes } from '../../http/routes';
import { callerOf, userIdOf } from '../../plugins/security';
import type { ModuleDeps } from '../deps';
import { storeUpload } from './file-upload';
import { errorsCsv, importById, importDetail, importTypes, listImports, TYPE_MODULE } from './file-import-repository';
import { startImportWorker } from './import-worker';

const { read, write } = moduleAccess('fileimports', { domain: 'fileImports', idKey: 'importId' });

/** The bodies an upload takes: CSV, XLSX, a bank statement, or any file a browser does not know the type of. */
const FILE_TYPES = [
  CSV_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  'application/vnd.ms-excel',
  'application/octet-stream',
  // A bank statement's CAMT.053 (a CODA file comes as application/octet-stream).
  'application/xml',
  'text/xml',
];

/** An upload answers once every row is stored: 200,000 rows take minutes on a busy embedded database. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

const isStream = (body: unknown): body is Readable =>
  typeof body === 'object' && body !== null && typeof (body as Readable).pipe === 'function';

export const fileImportRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, database } = deps;
  const holdsInstance = database.kind === 'pglite';
  // The file as it arrives (no size limit of JSON bodies: the upload counts its own).
  app.addContentTypeParser(FILE_TYPES, (_request, payload, done) => done(null, payload));
  const worker = await startImportWorker(app, deps);
  await registerRoutes(app, fileImportEndpoints, {
    list: { access: read, handler: (request) => listImports(db, request.query, userIdOf(request)) },
    upload: {
      ...write,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      handler: async (request) => {
        const body: unknown = request.body;
        if (!isStream(body)) throw badRequest('validation.failed', { file: 'validation.required' });
        if (!callerOf(request).can(TYPE_MODULE[request.query.type], 'edit')) {
          body.destroy();
          throw forbidden();
        }
        const stored = await storeUpload(db, {
          type: request.query.type,
          fileName: request.query.fileName,
          contentType: request.headers['content-type'] ?? '',
          body,
          userId: userIdOf(request),
          holdsInstance,
        });
        await worker.enqueue(stored.importId);
        return stored;
      },
    },
    types: {
      access: read,
      handler: async (request) => {
        const caller = callerOf(request);
        return importTypes((module) => caller.can('fileimports', 'edit') && caller.can(module, 'edit'));
      },
    },
    template: {
      access: read,
      handler: async (request, reply) =>
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="import-${request.params.type}.csv"`)
          .send('\uFEFF' + templateCsv(request.params.type)),
    },
    detail: {
      access: read,
      handler: async (request) => found(await importDetail(db, request.params.id, request.query)),
    },
    errors: {
      access: read,
      handler: async (request, reply) => {
        const fileImport = await importById(db, request.params.id);
        if (!fileImport) throw notFound();
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="import-${fileImport.importId}-errors.csv"`)
          .send(Readable.from(errorsCsv(db, fileImport.importId, callerOf(request).language), { highWaterMark: 2 }));
      },
    },
  });
};
