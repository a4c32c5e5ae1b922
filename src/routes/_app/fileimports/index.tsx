import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { fileImportList } from '@/features/file-import/file-import-list';
import { FileImportsPage } from '@/features/file-import/file-imports-page';

/** /fileimports: the uploaded files' imports, newest first, with the upload dialog. */
const list = listRoute(fileImportList);

export const Route = createFileRoute('/_app/fileimports/')({ ...list, component: FileImportsPage });
