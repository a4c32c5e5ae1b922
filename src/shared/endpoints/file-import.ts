/**
 * File imports (base /api/file/v2, spec 02 section 7): the list, the upload (the body is the file) and
 * the types; beyond the specification, an import with its rows, its failed rows as CSV and a type's
 * template (docs/endpoints.md).
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => import('../schemas/file-import'));
const BASE = '/api/file/v2/imports';

export const fileImportEndpoints = {
  list: api.get(BASE, (s) => ({ query: s.fileImportListQuery, response: s.fileImportPage })),
  /** The file's bytes are the body (text/csv or the XLSX content type), streamed into the import's rows. */
  upload: api.post(BASE, (s) => ({ query: s.fileImportUploadQuery, response: s.fileImportCreated }), 201),
  types: api.get(`${BASE}/types`, (s) => ({ response: s.fileImportTypes })),
  template: api.get(`${BASE}/types/:type/template`, (s) => ({ params: s.fileImportTypeParam, response: null })),
  detail: api.get(`${BASE}/:id`, (s) => ({
    params: s.idParam,
    query: s.fileImportDetailQuery,
    response: s.fileImportDetail,
  })),
  /** The rows that failed or need a person, as CSV: line, column, reason in the caller's language, the cells. */
  errors: api.get(`${BASE}/:id/errors`, (s) => ({ params: s.idParam, response: null })),
};
