/**
 * File imports on the client: the query-key factory (the list, an import with a page of its rows,
 * the types) rooted at the fileImports domain, so the hub's events refresh them; while an import on
 * screen is queued or running its queries also ask again every PENDING_REFRESH_MS, so the progress
 * moves between announcements. The upload sends the file itself as the body (never read into the
 * page's memory); the template and the failures download as CSV.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiErrorOf, call, loadHttpClient } from '@/lib/http';
import { downloadCsv } from '@/lib/download';
import { domainQueries } from '@/lib/domain-queries';
import { pathOf, type QueryOf, type ResponseOf } from '@/shared/endpoints/endpoint';
import { fileImportEndpoints as api } from '@/shared/endpoints/file-import';
import { PENDING_REFRESH_MS } from '@/shared/constants/request-log';
import {
  CSV_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type FileImportStatus,
  type FileImportType,
} from '@/shared/constants/file-import';

export type FileImportListQuery = QueryOf<typeof api.list>;
export type FileImportDetailQuery = QueryOf<typeof api.detail>;

const base = domainQueries('fileImports');
const working = (status: FileImportStatus) => status !== 'finished';

export const fileImportQueries = {
  ...base.keys,
  list: (query: FileImportListQuery) =>
    queryOptions({
      queryKey: [...base.keys.lists(), query] as const,
      queryFn: ({ signal }) => call(api.list, { query }, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.items.some((i) => working(i.status)) ? PENDING_REFRESH_MS : false),
    }),
  detail: (id: number, query: FileImportDetailQuery) =>
    queryOptions({
      queryKey: [...base.keys.details(), id, query] as const,
      queryFn: ({ signal }) => call(api.detail, { params: { id }, query }, { signal }),
      // Another page or filter of the same import keeps its facts on screen while the rows load.
      placeholderData: (previous) => (previous?.fileImport.importId === id ? previous : undefined),
      refetchInterval: (q) => (q.state.data && working(q.state.data.fileImport.status) ? PENDING_REFRESH_MS : false),
      meta: { suppressError: true },
    }),
  types: () => base.reference('types', api.types),
};

/** The body's content type: XLSX by the file's name or type, else CSV. */
export const contentTypeOf = (file: File) =>
  /\.xlsx$/i.test(file.name) || file.type === XLSX_CONTENT_TYPE ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE;

/** Uploads a file as an import of the type: the new import's id (an ApiError with the file's problem otherwise). */
export async function uploadFile(type: FileImportType, file: File): Promise<ResponseOf<typeof api.upload>> {
  const client = await loadHttpClient();
  try {
    const res = await client.post(api.upload.path.replace(/^\//, ''), {
      body: file,
      headers: { 'Content-Type': contentTypeOf(file) },
      searchParams: { type, fileName: file.name },
      timeout: false,
    });
    return ((await res.json()) as { response: ResponseOf<typeof api.upload> }).response;
  } catch (error) {
    const response = (error as { response?: Response }).response;
    throw response ? await apiErrorOf(response) : error;
  }
}

const noProgress = () => undefined;

/** Saves a type's template. */
export const downloadTemplate = (type: FileImportType, signal: AbortSignal) =>
  downloadCsv(pathOf(api.template.path, { type }), {}, { signal, onProgress: noProgress });

/** Saves an import's failed rows and those needing a person, as CSV. */
export const downloadErrors = (id: number, signal: AbortSignal) =>
  downloadCsv(pathOf(api.errors.path, { id }), {}, { signal, onProgress: noProgress });
