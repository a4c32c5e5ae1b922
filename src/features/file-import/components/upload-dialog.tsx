/**
 * The file upload modal: the type (with its template), the file (dropped on the zone or picked), a
 * preview of its first rows read in the browser with the separator, decimal sign and encoding found
 * and what is wrong with its header, then start: the file goes up as it is, and the screen moves to
 * the new import's progress. The server's refusal (too large, the same file again...) is shown here.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSelect } from '@/components/form/plain-select';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError, messageValues, splitMessage } from '@/lib/api-error';
import { enumLabel } from '@/shared/enumerations';
import {
  FILE_IMPORT_TYPES,
  MAX_IMPORT_BYTES,
  STATEMENT_IMPORT_TYPES,
  type FileImportType,
} from '@/shared/constants/file-import';
import { downloadTemplate, fileImportQueries, uploadFile } from '../api/file-import-api';
import { previewFile, type Preview } from './file-preview';
import { STATEMENT_PREVIEW_COLUMNS, statementPreview, type StatementPreview } from './statement-preview';

type Props = {
  open: boolean;
  onClose: () => void;
  onStarted: (importId: number) => void;
  /** The type chosen when the dialog opens (the bank statements screen's: `bankStatement`). */
  initialType?: FileImportType | undefined;
};

const isStatement = (type: FileImportType) => (STATEMENT_IMPORT_TYPES as readonly string[]).includes(type);

/** A spreadsheet's preview, or a bank statement's (its movements). */
type Previewed = { kind: 'sheet'; preview: Preview } | { kind: 'statement'; preview: StatementPreview };

const previewOf = async (file: File, type: FileImportType): Promise<Previewed> =>
  isStatement(type)
    ? { kind: 'statement', preview: await statementPreview(file) }
    : { kind: 'sheet', preview: await previewFile(file, type) };

const SEPARATOR_NAMES = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;
const DECIMAL_NAMES = { ',': 'comma', '.': 'point' } as const;

export function UploadDialog({ open, onClose, onStarted, initialType = 'prices' }: Props) {
  const { t } = useTranslation(['fileImport', 'validation']);
  const queryClient = useQueryClient();
  const types = useQuery(fileImportQueries.types());
  const allowed = FILE_IMPORT_TYPES.filter((type) => types.data?.find((x) => x.type === type)?.allowed ?? true);
  const [type, setType] = useState<FileImportType>(initialType);
  const [file, setFile] = useState<File | null>(null);
  const [previewed, setPreviewed] = useState<{ file: File; type: FileImportType; preview: Previewed | null } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const text = (code: string) => {
    const { code: key, vars } = splitMessage(code);
    return t(key, { ...messageValues(vars), ns: 'validation' });
  };

  useEffect(() => {
    if (!file) return;
    let current = true;
    void previewOf(file, type).then(
      (preview) => current && setPreviewed({ file, type, preview }),
      () => current && setPreviewed({ file, type, preview: null }),
    );
    return () => {
      current = false;
    };
  }, [file, type]);
  const shown = previewed && previewed.file === file && previewed.type === type ? previewed : null;
  const preview = shown?.preview ?? null;
  const tooLarge =
    file && file.size > MAX_IMPORT_BYTES ? `fileImport.tooLarge|${MAX_IMPORT_BYTES / 1024 / 1024}` : null;
  const unreadable = shown && !shown.preview ? 'fileImport.notText' : null;

  const choose = (files: FileList | null) => {
    if (!files?.[0]) return;
    setFile(files[0]);
    setProblem(null);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };
  const start = async () => {
    if (!file) return;
    setSending(true);
    setProblem(null);
    try {
      const { importId } = await uploadFile(type, file);
      await queryClient.invalidateQueries({ queryKey: fileImportQueries.all() });
      onStarted(importId);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? (error.fieldErrors?.file ?? error.fieldErrors?.type ?? error.message)
          : 'fileImport.rowError',
      );
    } finally {
      setSending(false);
    }
  };
  const problems = [...new Set([problem, tooLarge, unreadable, ...(preview?.preview.problems ?? [])])].filter(
    (p): p is string => !!p,
  );
  const ready = file !== null && preview !== null && problems.length === 0;

  return (
    <Modal
      open={open}
      description={isStatement(type) ? t('fileImport:upload.statementText') : undefined}
      onOpenChange={(o) => !o && onClose()}
      title={t('fileImport:upload.title')}
      width={820}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void start()} busy={sending} disabled={!ready}>
            {t('fileImport:upload.start')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 px-5 pb-5">
        <div className="flex flex-wrap items-end gap-3">
          <PlainSelect
            label={t('fileImport:fields.type')}
            value={type}
            onChange={(value) => {
              setType(value as FileImportType);
              setProblem(null);
            }}
            options={allowed.map((x) => ({ value: x, label: enumLabel(t, 'fileImportType', x) }))}
          />
          {!isStatement(type) && (
            <Button variant="secondary" onClick={() => void downloadTemplate(type, new AbortController().signal)}>
              {t('fileImport:upload.template')}
            </Button>
          )}
        </div>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="drop-zone"
          className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm text-slate-700 ${
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
          }`}
        >
          <p>{isStatement(type) ? t('fileImport:upload.dropStatement') : t('fileImport:upload.drop')}</p>
          <label htmlFor={inputId} className="cursor-pointer font-medium text-brand-700 underline">
            {t('fileImport:upload.pick')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={
              isStatement(type)
                ? '.cod,.coda,.txt,.xml,text/plain,application/xml,text/xml'
                : '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            }
            className="sr-only"
            onChange={(event) => choose(event.target.files)}
          />
          {file && (
            <p className="font-medium text-slate-900">
              {t('fileImport:upload.chosen', { name: file.name, size: Math.max(1, Math.ceil(file.size / 1024)) })}
            </p>
          )}
        </div>
        {problems.length > 0 && (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <ul className="flex flex-col gap-1">
              {problems.map((p) => (
                <li key={p}>{text(p)}</li>
              ))}
            </ul>
          </div>
        )}
        {preview?.kind === 'sheet' && preview.preview.header.length > 0 && <PreviewTable preview={preview.preview} />}
        {preview?.kind === 'statement' && preview.preview.lines > 0 && <StatementTable preview={preview.preview} />}
      </div>
    </Modal>
  );
}

function StatementTable({ preview }: { preview: StatementPreview }) {
  const { t } = useTranslation();
  return (
    <PreviewRows
      read={t('fileImport:upload.readStatement', {
        format: preview.format === 'coda' ? 'CODA' : 'CAMT.053',
        count: preview.lines,
      })}
      header={STATEMENT_PREVIEW_COLUMNS.map((c) => t(`fileImport:statementColumns.${c}`))}
      rows={preview.rows}
    />
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const read =
    preview.format === 'xlsx'
      ? t('fileImport:upload.readXlsx')
      : t('fileImport:upload.readCsv', {
          separator: t(`fileImport:separators.${SEPARATOR_NAMES[preview.separator ?? ',']}`),
          decimal: t(`fileImport:decimalSigns.${DECIMAL_NAMES[preview.decimalSign]}`),
          encoding: preview.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252',
        });
  return <PreviewRows read={read} header={preview.header} rows={preview.rows} />;
}

/** The preview: how the file is read, then its first rows under their header. */
function PreviewRows({ read, header, rows }: { read: string; header: readonly string[]; rows: readonly string[][] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-2">
      <h3 id="preview-title" className="text-sm font-semibold">
        {t('fileImport:upload.preview')}
      </h3>
      <p className="text-sm text-slate-700" data-testid="preview-read">
        {read}
      </p>
      <div
        className="max-h-64 overflow-auto rounded-md border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={t('fileImport:upload.preview')}
      >
        <table className="min-w-full text-left text-xs">
          <caption className="sr-only">{t('fileImport:upload.preview')}</caption>
          <thead className="bg-slate-50">
            <tr>
              {header.map((cell, i) => (
                <th key={i} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-t border-slate-100">
                {header.map((_, c) => (
                  <td key={c} className="px-2 py-1 whitespace-nowrap">
                    {row[c] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
