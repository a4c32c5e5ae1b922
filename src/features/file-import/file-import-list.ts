/**
 * The file imports' lists. The imports (/fileimports): status, type and "uploaded by me", search
 * (file name, who uploaded it), sort and paging, newest first. An import's rows
 * (/fileimports/{id}): their outcome, search (reason, cells) and paging, in the file's order.
 */
import { defineList, recordRowsQueries } from '@/components/list-screen/list-route';
import { definedOf, listQueryOf, type ListSearchOf } from '@/lib/list-search';
import type { PageSize } from '@/shared/constants/common';
import {
  FILE_IMPORT_SORT_COLUMNS,
  FILE_IMPORT_STATUSES,
  FILE_IMPORT_TYPES,
  IMPORT_ROW_FILTER_OUTCOMES,
} from '@/shared/constants/file-import';

/** Who uploaded it: only "me" is a choice (the list is the team's). */
export const UPLOADER_CHOICES = ['mine'] as const;

const IMPORT_FILTERS = {
  statuses: FILE_IMPORT_STATUSES,
  types: FILE_IMPORT_TYPES,
  uploaders: UPLOADER_CHOICES,
} as const;
const ROW_FILTERS = { outcomes: IMPORT_ROW_FILTER_OUTCOMES } as const;

export function fileImportListQueryOf(search: ListSearchOf<typeof IMPORT_FILTERS>, pageSize: PageSize) {
  const { uploaders, ...query } = listQueryOf(search, IMPORT_FILTERS, pageSize);
  return { ...query, ...(uploaders?.includes('mine') ? { mine: 'true' as const } : {}) };
}

export const importRowsQueryOf = (search: ListSearchOf<typeof ROW_FILTERS>, pageSize: PageSize) =>
  definedOf(listQueryOf(search, ROW_FILTERS, pageSize));

export const fileImportList = defineList({
  route: '/_app/fileimports/',
  module: 'fileimports',
  namespaces: ['fileImport'],
  filters: IMPORT_FILTERS,
  sortColumns: FILE_IMPORT_SORT_COLUMNS,
  query: fileImportListQueryOf,
  queries: async () => {
    const { fileImportQueries } = await import('./api/file-import-api');
    return (query) => [fileImportQueries.list(query)];
  },
});

export const importRowsList = defineList({
  route: '/_app/fileimports/$importId',
  module: 'fileimports',
  namespaces: ['fileImport'],
  filters: ROW_FILTERS,
  sortColumns: [],
  query: importRowsQueryOf,
  queries: async () => {
    const { fileImportQueries } = await import('./api/file-import-api');
    return recordRowsQueries('importId', fileImportQueries.detail);
  },
});
