/**
 * The file imports (/fileimports): every upload, newest first, with its type, file, status (a running
 * import's progress moves: its query asks again every two seconds while one on the page is working,
 * and the hub's events refresh it), its counts, who uploaded it and when. Filters by status, type and
 * "uploaded by me", search, sort and paging, all in the URL. The upload dialog loads when opened.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { Count } from '@/components/runs/run-parts';
import { RecordLink } from '@/components/data-table/record-link';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatTimestamp } from '@/shared/dates';
import { enumLabel } from '@/shared/enumerations';
import { FILE_IMPORT_STATUSES, FILE_IMPORT_TYPES } from '@/shared/constants/file-import';
import type { FileImportListItem } from '@/shared/schemas/file-import';
import { fileImportQueries } from './api/file-import-api';
import { ImportStatus, ImportType } from './components/import-cells';
import { fileImportList } from './file-import-list';

/** The dialog (and the preview's readers) load when it first opens, not with the list. */
const UploadDialog = lazy(() => import('./components/upload-dialog').then((m) => ({ default: m.UploadDialog })));

const col = columnsOf<FileImportListItem>();

export function FileImportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useRouteListState(fileImportList);
  const imports = useQuery(fileImportQueries.list(list.query));

  const columns = useMemo(
    () => [
      col('fileName', t('fileImport:fields.fileName'), { grow: true }, (r) => (
        <RecordLink to="/fileimports/$importId" params={{ importId: String(r.importId) }} strong>
          <TruncatedText text={r.fileName} />
        </RecordLink>
      )),
      col('type', t('fileImport:fields.type'), 'status', (r) => <ImportType type={r.type} />),
      col('status', t('fileImport:fields.status'), 'status', (r) => <ImportStatus item={r} />),
      col('rows', t('fileImport:fields.rows'), 'number', (r) => <Count value={r.counts.total} />),
      col('imported', t('fileImport:fields.imported'), 'number', (r) => <Count value={r.counts.imported} />),
      col('skipped', t('fileImport:fields.skipped'), { kind: 'number', hideBelow: '3xl' }, (r) => (
        <Count value={r.counts.skipped} />
      )),
      col('failed', t('fileImport:fields.failed'), 'number', (r) => <Count value={r.counts.failed} tone="danger" />),
      col('needsReview', t('fileImport:fields.needsReview'), { kind: 'number', hideBelow: '3xl' }, (r) => (
        <Count value={r.counts.needsReview} tone="warning" />
      )),
      col('uploadedBy', t('fileImport:fields.uploadedBy'), { hideBelow: '4xl' }, (r) => (
        <TruncatedText text={r.uploadedBy ?? t('fileImport:system')} />
      )),
      col('createdAt', t('fileImport:fields.uploadedAt'), 'timestamp', (r) => formatTimestamp(r.createdAt)),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      rows={imports}
      columns={columns}
      rowId={(r) => String(r.importId)}
      texts="fileImport:"
      savedFilters={false}
      addDialog={(close) => (
        <UploadDialog
          open
          onClose={close}
          onStarted={(importId) => {
            close();
            void navigate({ to: '/fileimports/$importId', params: { importId: String(importId) } });
          }}
        />
      )}
      filters={
        <>
          <OptionFilter
            legend={t('fileImport:fields.status')}
            options={FILE_IMPORT_STATUSES.map((s) => ({ id: s, label: enumLabel(t, 'fileImportStatus', s) }))}
            {...list.filter('statuses')}
          />
          <OptionFilter
            legend={t('fileImport:fields.type')}
            options={FILE_IMPORT_TYPES.map((s) => ({ id: s, label: enumLabel(t, 'fileImportType', s) }))}
            {...list.filter('types')}
          />
          <OptionFilter
            legend={t('fileImport:fields.uploadedBy')}
            {...list.codes('uploaders', (s) => t(`fileImport:uploaders.${s}`))}
          />
        </>
      }
    />
  );
}
