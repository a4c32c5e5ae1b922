/**
 * Bank statements (/invoices/statements): the statements imported, newest first, each with its
 * account, number, day, format and its lines counted by outcome, linked to its detail; "Upload
 * statement" opens the file upload on the bank statement type and says when the file is in (the list
 * refreshes as the hub announces the import's matches); below, the money received that is not on an
 * invoice yet, per customer.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordLink } from '@/components/data-table/record-link';
import { TextLink } from '@/components/detail/links';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UploadDialog } from '@/features/file-import';
import { useAccess } from '@/hooks/use-access';
import { STATEMENT_LINE_OUTCOMES } from '@/shared/constants/bank-statement';
import { formatWireDay } from '@/shared/dates';
import type { StatementListItem } from '@/shared/schemas/bank-statement';
import { statementQueries } from './api/statement-api';
import { UnmatchedByCustomer } from './components/unmatched-by-customer';
import { statementList } from './statement-list';
import { formatName, lineWords } from './statement-words';

const col = columnsOf<StatementListItem>();

/** A statement's lines counted by outcome: a badge per outcome it has. */
function OutcomeCounts({ counts }: { counts: StatementListItem['counts'] }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-nowrap gap-1.5">
      {STATEMENT_LINE_OUTCOMES.filter((o) => counts[o] > 0).map((outcome) => {
        const words = lineWords({ outcome, reason: 'confirmed' });
        return (
          <Badge key={outcome} tone={words.tone}>
            {t('statement:countOutcome', { count: counts[outcome], outcome: t(words.outcome).toLowerCase() })}
          </Badge>
        );
      })}
    </span>
  );
}

export function StatementsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(statementList);
  const access = useAccess();
  const canUpload = access.canEdit('invoices') && access.canEdit('fileimports');
  const statements = useQuery(statementQueries.list(list.query));
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<number | null>(null);

  const columns = useMemo(
    () => [
      col('number', t('statement:fields.number'), 'code', (s) => (
        <RecordLink
          to="/invoices/statements/$statementId"
          params={{ statementId: String(s.statementId) }}
          aria-label={t('statement:openStatement', { number: s.number, account: s.accountIban ?? s.accountNumber })}
          strong
          numeric
        >
          {s.number}
        </RecordLink>
      )),
      col('account', t('statement:fields.account'), { kind: 'name' }, (s) => (
        <span className="tabular-nums">{s.accountIban ?? s.accountNumber}</span>
      )),
      col('createdOn', t('statement:fields.createdOn'), 'date', (s) => formatWireDay(s.createdOn)),
      col('format', t('statement:fields.format'), 'code', (s) => formatName(s.format)),
      col('lines', t('statement:fields.lines'), { grow: true }, (s) => <OutcomeCounts counts={s.counts} />),
    ],
    [t],
  );

  return (
    <ListScreen
      list={list}
      title={t('statement:title')}
      rows={statements}
      columns={columns}
      rowId={(s) => String(s.statementId)}
      texts="statement:"
      savedFilters={false}
      actions={
        <>
          <TextLink to="/invoices/invoices" className="text-sm">
            {t('statement:toInvoices')}
          </TextLink>
          {canUpload && <Button onClick={() => setUploading(true)}>{t('statement:upload')}</Button>}
        </>
      }
      above={
        uploaded !== null && (
          <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
            {t('statement:uploaded')}{' '}
            <TextLink to="/fileimports/$importId" params={{ importId: String(uploaded) }}>
              {t('statement:followImport')}
            </TextLink>
          </p>
        )
      }
    >
      <UnmatchedByCustomer />
      {uploading && (
        <Suspense fallback={null}>
          <UploadDialog
            open
            initialType="bankStatement"
            onClose={() => setUploading(false)}
            onStarted={(importId) => {
              setUploading(false);
              setUploaded(importId);
            }}
          />
        </Suspense>
      )}
    </ListScreen>
  );
}
