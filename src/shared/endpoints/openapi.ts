/**
 * The API's own description (base /api): an OpenAPI 3.1 document of every call the server serves,
 * made from these declarations and their zod schemas (server/modules/openapi). Answered as the
 * document itself, not in the envelope, so that tools read it as it is.
 */
import { endpointsOf } from './endpoint';

const api = endpointsOf(() => Promise.resolve({}));

export const openApiEndpoints = {
  document: api.get('/api/openapi.json', () => ({ response: null })),
};
