/**
 * A statement's lines (docs/domain.md "Bank statements"): each with its number, day, amount,
 * counterparty, reference or message, outcome and reason in words, and the invoice it went to (or its
 * best proposal, with the score). The rows are reached by the keyboard: ↑ ↓ or J K move between
 * them (J from anywhere on the screen starts at the first), Enter or C confirms the focused line's
 * best proposal (a line without one: the choice of an invoice opens), O assigns it to another
 * invoice (the shortcuts modal lists them). With the invoices edit right an open line also shows its
 * Confirm and Other invoice buttons.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { InvoiceLink } from '@/components/detail/links';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useAccess } from '@/hooks/use-access';
import { showAlert } from '@/lib/alerts';
import { onShortcut, type ShortcutAction } from '@/lib/shortcuts';
import { formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney } from '@/shared/format';
import type { StatementLineItem } from '@/shared/schemas/bank-statement';
import { useConfirmLine } from '../api/statement-mutations';
import { isOpenLine, lineWords, nextRow, topProposal, whyKeys } from '../statement-words';

const ReassignDialog = lazy(() => import('./reassign-dialog').then((m) => ({ default: m.ReassignDialog })));

const col = columnsOf<StatementLineItem>();

/** The keys a focused row answers, by the shortcut they stand for. */
const ROW_KEYS: Record<string, ShortcutAction> = {
  ArrowDown: 'nextRow',
  j: 'nextRow',
  ArrowUp: 'previousRow',
  k: 'previousRow',
  Enter: 'confirmLine',
  c: 'confirmLine',
  o: 'reassignLine',
};

export function StatementLines({ lines, caption }: { lines: StatementLineItem[]; caption: string }) {
  const { t } = useTranslation();
  const canEdit = useAccess().canEdit('invoices');
  const confirm = useConfirmLine();
  const box = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const [reassigning, setReassigning] = useState<StatementLineItem | null>(null);
  const activeId = active ?? lines[0]?.lineId ?? null;

  const said = useCallback(
    (line: StatementLineItem, invoice: string) =>
      showAlert('success', t('statement:confirmed', { amount: formatMoney(line.amount), invoice })),
    [t],
  );
  const reassign = useCallback(
    (line: StatementLineItem) => {
      if (canEdit && isOpenLine(line)) setReassigning(line);
    },
    [canEdit],
  );
  /** The best proposal confirmed; an open line without one opens the choice of an invoice instead. */
  const confirmTop = useCallback(
    (line: StatementLineItem) => {
      const top = topProposal(line);
      if (!top) return reassign(line);
      if (!canEdit || confirm.isPending) return;
      confirm.mutate(
        { lineId: line.lineId, invoiceId: top.invoiceId },
        { onSuccess: (saved) => said(saved, saved.invoice?.documentNumber ?? top.documentNumber ?? '') },
      );
    },
    [canEdit, confirm, said, reassign],
  );

  /** The rows in the table's order, and the one focused (or last active). */
  const rowsNow = useCallback(() => [...(box.current?.querySelectorAll<HTMLElement>('tr[data-line-id]') ?? [])], []);
  /** The line whose row holds the focus (the row, or a button or link in it). */
  const current = useCallback(() => {
    const id = Number(document.activeElement?.closest<HTMLElement>('tr[data-line-id]')?.dataset.lineId);
    return lines.find((l) => l.lineId === id) ?? null;
  }, [lines]);
  const move = useCallback(
    (step: 1 | -1) => {
      const rows = rowsNow();
      const focused = rows.findIndex((r) => r === document.activeElement?.closest('tr[data-line-id]'));
      const next = rows[nextRow(focused, rows.length, step)];
      next?.focus();
    },
    [rowsNow],
  );
  const act = useCallback(
    (action: ShortcutAction, line: StatementLineItem | null) => {
      if (action === 'nextRow') move(1);
      else if (action === 'previousRow') move(-1);
      else if (line && action === 'confirmLine') confirmTop(line);
      else if (line && action === 'reassignLine') reassign(line);
    },
    [move, confirmTop, reassign],
  );
  // J and K from anywhere on the screen; C and O on the line focused.
  useEffect(() => {
    const actions: ShortcutAction[] = ['nextRow', 'previousRow', 'confirmLine', 'reassignLine'];
    const offs = actions.map((a) => onShortcut(a, () => act(a, current())));
    return () => offs.forEach((off) => off());
  }, [act, current]);

  const onRowKey = (line: StatementLineItem) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    const action = ROW_KEYS[event.key];
    if (!action || event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    act(action, line);
  };

  const columns = useMemo(
    () => [
      col('sequence', t('statement:line.sequence'), 'number', (l) => l.sequence),
      col('date', t('statement:line.date'), 'date', (l) => formatWireDay(l.bookingDate)),
      col('amount', t('statement:line.amount'), 'money', (l) => formatMoney(l.amount)),
      col('counterparty', t('statement:line.counterparty'), 'name', (l) => l.counterparty.name ?? EMPTY),
      col('reference', t('statement:line.reference'), { grow: true }, (l) => (
        <TruncatedText text={l.structuredReference ?? l.message ?? EMPTY} />
      )),
      col('outcome', t('statement:line.outcome'), 'status', (l) => {
        const words = lineWords(l);
        return <Badge tone={words.tone}>{t(words.outcome)}</Badge>;
      }),
      col('reason', t('statement:line.reason'), { kind: 'text', hideBelow: '5xl' }, (l) => (
        <span className="whitespace-nowrap">
          {t(lineWords(l).reason)}
          {l.returned?.reason && ` (${l.returned.reason})`}
        </span>
      )),
      col('invoice', t('statement:line.invoice'), 'code', (l) => <LineInvoice line={l} />),
      col.actions((l) =>
        canEdit && isOpenLine(l) ? (
          <span className="flex gap-2">
            {topProposal(l) && (
              <Button
                variant="secondary"
                aria-label={t('statement:actions.confirmOne', {
                  sequence: l.sequence,
                  invoice: topProposal(l)?.documentNumber,
                })}
                onClick={() => confirmTop(l)}
              >
                {t('statement:actions.confirm')}
              </Button>
            )}
            <Button
              variant="secondary"
              aria-label={t('statement:actions.reassignOne', { sequence: l.sequence })}
              onClick={() => reassign(l)}
            >
              {t('statement:actions.reassign')}
            </Button>
          </span>
        ) : null,
      ),
    ],
    [t, canEdit, confirmTop, reassign],
  );

  return (
    <div ref={box} className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{t('statement:keysHint')}</p>
      <DataTable
        caption={caption}
        data={lines}
        columns={columns}
        getRowId={(l) => String(l.lineId)}
        loading={false}
        empty={<p>{t('statement:noLines')}</p>}
        rowProps={(l) => ({
          tabIndex: l.lineId === activeId ? 0 : -1,
          'data-line-id': String(l.lineId),
          'data-outcome': l.outcome,
          onFocus: (event) => event.target === event.currentTarget && setActive(l.lineId),
          onKeyDown: onRowKey(l),
          className: 'focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600 focus:bg-brand-50',
        })}
      />
      <Suspense fallback={null}>
        {reassigning && (
          <ReassignDialog
            open
            line={reassigning}
            onConfirmed={said}
            onClose={() => {
              const id = reassigning.lineId;
              setReassigning(null);
              box.current?.querySelector<HTMLElement>(`tr[data-line-id="${id}"]`)?.focus();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The invoice a line went to, or its best proposal with its score and why. */
function LineInvoice({ line }: { line: StatementLineItem }) {
  const { t } = useTranslation();
  const top = topProposal(line);
  if (top)
    return (
      <span
        className="whitespace-nowrap"
        title={whyKeys(top.why)
          .map((k) => t(k))
          .join(', ')}
      >
        <InvoiceLink id={top.invoiceId}>{top.documentNumber ?? top.invoiceId}</InvoiceLink>{' '}
        <span className="text-slate-700">{t('statement:line.proposed', { score: top.score })}</span>
      </span>
    );
  if (line.invoice && line.outcome !== 'proposed')
    return (
      <InvoiceLink id={line.invoice.invoiceId}>{line.invoice.documentNumber ?? line.invoice.invoiceId}</InvoiceLink>
    );
  return <>{EMPTY}</>;
}
