import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { importRowsList } from '@/features/file-import/file-import-list';
import { FileImportDetailPage } from '@/features/file-import/file-import-detail-page';

/** /fileimports/{id}: an import with a page of its rows and their outcomes. */
const list = listRoute(importRowsList);

export const Route = createFileRoute('/_app/fileimports/$importId')({ ...list, component: FileImportDetailPage });
