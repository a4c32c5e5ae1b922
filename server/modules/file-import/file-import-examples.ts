/**
 * Requests for the endpoint gate (server/gates/endpoints.test.ts finds this file itself): an upload
 * is a CSV body of its own (a company the gate names, so it is never the same file twice); the
 * detail and the errors of the newest import.
 */
import type { FileImportListItem } from '../../../src/shared/schemas/file-import';
import type { ModuleExamples } from '../../testing/routes';

const BASE = '/api/file/v2/imports';

export const examples: ModuleExamples = (callAsAdmin) => {
  const newest = async () => {
    const page = await callAsAdmin<{ items: FileImportListItem[] }>('GET', `${BASE}?pageSize=5`);
    return { params: { id: page.items[0]!.importId } };
  };
  return {
    [`POST ${BASE}`]: async () => ({
      query: { type: 'companies', fileName: 'gate.csv' },
      body: `name;vatNumber;partyType;language\r\nGate company ${Date.now()};;ENDUSER;NL\r\n`,
      contentType: 'text/csv',
    }),
    [`GET ${BASE}/:id`]: newest,
    [`GET ${BASE}/:id/errors`]: newest,
  };
};
