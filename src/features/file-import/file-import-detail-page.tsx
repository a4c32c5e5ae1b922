/**
 * An import (/fileimports/{id}): its facts (type, file, how it was read, who uploaded it and when),
 * its status with its progress while it runs, its counts, and its rows a page at a time in the file's
 * order: line, outcome, the column a failure is about, the reason in the screen's language and the
 * row's cells. Filter by outcome, search, paging, all in the URL; the failures (and the rows that need
 * a person) download as CSV. A working import asks again every two seconds, so its progress shows.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDetail } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink } from '@/components/detail/links';
import { columnsOf } from '@/components/data-table/columns';
import { ToggleRow } from '@/components/runs/run-parts';
import { Block, Facts, FactsBlock } from '@/components/layout/block';
import { RecordRows } from '@/components/list-screen/record-rows';
import { useRouteListState, type RouteListState } from '@/components/list-screen/use-route-list-state';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatTimestamp } from '@/shared/dates';
import { enumLabel } from '@/shared/enumerations';
import { EMPTY } from '@/shared/format';
import { IMPORT_COLUMNS, IMPORT_ROW_FILTER_OUTCOMES } from '@/shared/constants/file-import';
import type { FileImportDetail, ImportRowItem } from '@/shared/schemas/file-import';
import { downloadErrors, fileImportQueries } from './api/file-import-api';
import { ImportStatus, ImportType, OutcomeBadge, useReasonText } from './components/import-cells';
import { importRowsList } from './file-import-list';

const col = columnsOf<ImportRowItem>();

export function FileImportDetailPage() {
  const { t } = useTranslation();
  const list = useRouteListState(importRowsList);
  return (
    <RecordDetail
      param="importId"
      query={(id) => fileImportQueries.detail(id, list.query)}
      texts="fileImport:"
      back="/fileimports"
      skeleton="h-96"
      failedText={t('fileImport:loadFailed')}
    >
      {(detail, query) => <ImportScreen detail={detail} list={list} query={query} />}
    </RecordDetail>
  );
}

type ScreenProps = {
  detail: FileImportDetail;
  list: RouteListState<(typeof importRowsList)['filters'], object, ReturnType<typeof importRowsList.query & {}>>;
  query: UseQueryResult<FileImportDetail>;
};

function ImportScreen({ detail, list, query }: ScreenProps) {
  const { t } = useTranslation();
  const item = detail.fileImport;
  const reasonText = useReasonText();
  const [downloading, setDownloading] = useState(false);
  const columnNames = useMemo(() => IMPORT_COLUMNS[item.type].map((c) => c.name), [item.type]);
  const read =
    item.format === 'xlsx'
      ? t('fileImport:upload.readXlsx')
      : t('fileImport:upload.readCsv', {
          separator: t(
            `fileImport:separators.${item.separator === ';' ? 'semicolon' : item.separator === '\t' ? 'tab' : 'comma'}`,
          ),
          decimal: t(`fileImport:decimalSigns.${item.decimalSign === ',' ? 'comma' : 'point'}`),
          encoding: item.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252',
        });

  const columns = useMemo(
    () => [
      col('line', t('fileImport:fields.line'), 'number', (r) => r.line),
      col('outcome', t('fileImport:fields.outcome'), 'status', (r) => <OutcomeBadge outcome={r.outcome} />),
      col('column', t('fileImport:fields.column'), 'code', (r) => r.column ?? EMPTY),
      col('reason', t('fileImport:fields.reason'), { grow: true }, (r) =>
        r.reason ? <TruncatedText text={reasonText(r.reason)} /> : EMPTY,
      ),
      col('cells', t('fileImport:fields.cells'), { hideBelow: '3xl' }, (r) => (
        <TruncatedText className="max-w-96" text={columnNames.map((name) => r.cells[name] ?? '').join(' · ')} />
      )),
    ],
    [t, reasonText, columnNames],
  );
  const failures = item.counts.failed + item.counts.needsReview;

  return (
    <DetailScreen
      titleId="import-title"
      back={<BackLink to="/fileimports">{t('fileImport:backToList')}</BackLink>}
      title={item.fileName}
      wrap
      line={
        <>
          <ImportType type={item.type} />
          <ImportStatus item={item} wide />
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('fileImport:blocks.file')}
          rows={[
            [t('fileImport:fields.type'), enumLabel(t, 'fileImportType', item.type)],
            [t('fileImport:fields.read'), read],
            [t('fileImport:fields.uploadedBy'), item.uploadedBy ?? t('fileImport:system')],
            [t('fileImport:fields.uploadedAt'), formatTimestamp(item.createdAt)],
            [t('fileImport:fields.finishedAt'), formatTimestamp(item.finishedAt)],
          ]}
        />
        <Block title={t('fileImport:blocks.outcome')}>
          <Facts
            rows={[
              [
                t('fileImport:fields.rows'),
                t('fileImport:progress.text', { done: item.counts.done, total: item.counts.total }),
              ],
              [t('fileImport:fields.imported'), String(item.counts.imported)],
              [t('fileImport:fields.skipped'), String(item.counts.skipped)],
              [t('fileImport:fields.failed'), String(item.counts.failed)],
              [t('fileImport:fields.needsReview'), String(item.counts.needsReview)],
            ]}
          />
          {failures > 0 && (
            <Button
              variant="secondary"
              className="mt-3"
              busy={downloading}
              onClick={() => {
                setDownloading(true);
                void downloadErrors(item.importId, new AbortController().signal).finally(() => setDownloading(false));
              }}
            >
              {t('fileImport:downloadErrors')}
            </Button>
          )}
        </Block>
      </div>
      <RecordRows
        list={list}
        title={t('fileImport:blocks.rows')}
        rows={detail.rows}
        query={query}
        columns={columns}
        rowId={(r) => String(r.rowId)}
        emptyText={t(item.status === 'finished' ? 'fileImport:rowsEmpty' : 'fileImport:rowsEmptyPending')}
        noMatchText={t('fileImport:noMatch')}
        searchPlaceholder={t('fileImport:rowSearchPlaceholder')}
        besideSearch={
          <ToggleRow
            legend={t('fileImport:fields.outcome')}
            values={IMPORT_ROW_FILTER_OUTCOMES}
            labelOf={(outcome) => enumLabel(t, 'importRowOutcome', outcome)}
            value={list.search.outcomes}
            onChange={(outcomes) => list.setFilters({ outcomes })}
          />
        }
      />
    </DetailScreen>
  );
}
