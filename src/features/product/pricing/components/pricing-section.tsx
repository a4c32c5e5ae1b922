/**
 * A product's pricing list: general prices, then each customer's own
 * prices. Changes to prices are collected (the pending version shows in place of the stored one)
 * and saved together; cancel drops them; deleting a price drops its change. Selected prices can be
 * deleted together after a confirmation. The list refreshes after every change, and when a
 * colleague changes a price (the hub announces domain `prices`).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkConfirm } from '@/components/data-table/bulk-toolbar';
import { EditButton } from '@/components/data-table/edit-button';
import { columnsOf, type Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { LeaveGuard } from '@/components/layout/leave-guard';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { Badge } from '@/components/ui/badge';
import { TruncatedText } from '@/components/ui/truncated-text';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { Modal } from '@/components/ui/modal';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useSelection, type SelectionApi } from '@/hooks/use-selection';
import { alertError, showAlert, translateMessage } from '@/lib/alerts';
import { formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney } from '@/shared/format';
import type { Price, PriceUpdate } from '@/shared/schemas/price';
import { useDeletePrices, useSavePriceEdits } from '../api/price-api';
import { quantityRangeText, translateText } from '../price-explanation-text';
import { priceQueries } from '../api/price-api';
import {
  groupPrices,
  keepMine,
  pruneEdits,
  settleEdits,
  shownPrices,
  withEdit,
  withoutEdits,
  type PendingEdits,
  type ShownPrice,
} from '../price-edits';
import { priceTypeLabel } from '@/shared/enumerations';

/** The form (react-hook-form and zod) loads when a price is first added or changed. */
const PriceForm = lazy(() => import('./price-form').then((m) => ({ default: m.PriceForm })));
const col = columnsOf<ShownPrice>();

type Props = {
  productGuid: string;
  /** Why prices cannot be changed here (no edit right, the read-only full view); absent: they can. */
  readOnly?: string | undefined;
};

/** Which price the dialog changes; none: it adds one (for a customer, from the customer's group). */
type Editing = { price?: ShownPrice; customer?: { id: number; name: string } };

export function PricingSection({ productGuid, readOnly }: Props) {
  const { t } = useTranslation();
  const prices = useQuery(priceQueries.list(productGuid));
  const priceTypes = useQuery(priceQueries.priceTypes());
  const [collected, setEdits] = useState<PendingEdits>(new Map());
  const [editing, setEditing] = useState<Editing | null>(null);
  const save = useSavePriceEdits();
  const remove = useDeletePrices();

  const stored = prices.data ?? [];
  // Changes of prices a colleague deleted meanwhile are dropped.
  const edits = prices.data ? pruneEdits(collected, stored) : collected;
  const shown = shownPrices(stored, edits, priceTypes.data);
  const groups = groupPrices(shown);
  const selection = useSelection(shown.map((p) => String(p.priceId)));
  const collect = (update: PriceUpdate, entityName: string | null) => {
    const original = stored.find((p) => p.priceId === update.priceId);
    if (original) setEdits((e) => withEdit(e, original, update, entityName));
  };

  const saveAll = async () => {
    const sent = edits;
    const outcomes = await save.mutateAsync([...sent.values()].map((e) => e.update));
    setEdits((e) => settleEdits(e, sent, outcomes));
    const saved = outcomes.filter((o) => o.ok).length;
    if (saved > 0) showAlert('success', t('pricing:editsSaved', { count: saved }));
    if (saved < outcomes.length) showAlert('warning', t('pricing:editsNotSaved', { count: outcomes.length - saved }));
  };

  // A deleted row took the focus with it: it goes to "Add pricing rule" once the rows are gone.
  const addButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const shownKey = shown.map((p) => p.priceId).join(',');
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) addButton.current?.focus();
  }, [shownKey]);

  const deletePrices = async (priceIds: number[]) => {
    refocus.current = true;
    const { gone, errors } = await remove.mutateAsync(priceIds);
    if (gone.length === 0) refocus.current = false;
    setEdits((e) => withoutEdits(e, gone));
    if (gone.length > 0) showAlert('success', t('pricing:deleted', { count: gone.length }));
    errors.forEach(alertError);
  };

  const columns = usePriceColumns({
    readOnly,
    // While changes are being saved, the rows wait: a change made now would be based on the old version.
    locked: !!readOnly || save.isPending,
    onEdit: (price) => setEditing({ price }),
    onDelete: (price) => deletePrices([price.priceId]),
    onUseTheirs: (priceId) => setEdits((e) => withoutEdits(e, [priceId])),
    onKeepMine: (current) => setEdits((e) => keepMine(e, current)),
  });
  const selectedIds = [...selection.selected].map(Number);

  return (
    <div className="flex flex-col gap-4">
      <LeaveGuard when={edits.size > 0} />
      <div className="flex flex-wrap items-center gap-2">
        <Button ref={addButton} disabled={!!readOnly} title={readOnly} onClick={() => setEditing({})}>
          {t('pricing:addRule')}
        </Button>
        <BulkConfirm
          tone="danger"
          question={t('pricing:deleteSelectedQuestion', { count: selectedIds.length })}
          confirmLabel={t('actions.delete')}
          onConfirm={() => deletePrices(selectedIds)}
          disabled={!!readOnly || save.isPending || selectedIds.length === 0}
          title={readOnly}
        >
          {t('pricing:deleteSelected', { count: selectedIds.length })}
        </BulkConfirm>
        {readOnly && <p className="text-sm text-slate-700">{readOnly}</p>}
      </div>

      {/* Announced when the count of pending changes changes; the bar below shows it. */}
      <p role="status" className="sr-only">
        {edits.size > 0 ? t('pricing:pendingEdits', { count: edits.size }) : ''}
      </p>
      {edits.size > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="grow" aria-hidden>
            {t('pricing:pendingEdits', { count: edits.size })}
          </span>
          <Button variant="secondary" disabled={save.isPending} onClick={() => setEdits(new Map())}>
            {t('pricing:cancelEdits')}
          </Button>
          <Button busy={save.isPending} onClick={() => void saveAll().catch(alertError)}>
            {t('pricing:saveEdits', { count: edits.size })}
          </Button>
        </div>
      )}

      {prices.isPending ? (
        <Loading className="flex flex-col gap-2" bars={['h-32 w-full']} />
      ) : prices.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('pricing:loadFailed')}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {t('pricing:noPrices')}
        </p>
      ) : (
        <>
          {groups.general.length > 0 && (
            <PriceGroup
              title={t('pricing:generalPrices')}
              prices={groups.general}
              columns={columns}
              selection={selection.group(groups.general.map((p) => String(p.priceId)))}
              refreshing={prices.isFetching}
            />
          )}
          {groups.entities.map((g) => (
            <PriceGroup
              key={g.entityId}
              title={t('pricing:entityPrices', { name: g.entityName })}
              prices={g.prices}
              columns={columns}
              selection={selection.group(g.prices.map((p) => String(p.priceId)))}
              refreshing={prices.isFetching}
              action={
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-xs"
                  disabled={!!readOnly}
                  title={readOnly}
                  onClick={() => setEditing({ customer: { id: g.entityId, name: g.entityName } })}
                >
                  {t('pricing:addForCustomer', { name: g.entityName })}
                </Button>
              }
            />
          ))}
        </>
      )}

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing?.price
            ? t('pricing:editTitle')
            : editing?.customer
              ? t('pricing:addForTitle', { name: editing.customer.name })
              : t('pricing:addTitle')
        }
        width={640}
      >
        {editing && (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <PriceForm
              productGuid={productGuid}
              price={editing.price}
              customer={editing.customer}
              onCollect={collect}
              onDone={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}

function PriceGroup({
  title,
  prices,
  columns,
  selection,
  refreshing,
  action,
}: {
  title: string;
  /** A button beside the title (add a price for this customer). */
  action?: ReactNode;
  prices: ShownPrice[];
  columns: Column<ShownPrice>[];
  selection: SelectionApi;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={id} className="text-sm font-semibold text-slate-800">
          {title}
        </h3>
        {action}
      </div>
      <DataTable
        data={prices}
        columns={columns}
        getRowId={(p) => String(p.priceId)}
        loading={false}
        refreshing={refreshing}
        empty={t('pricing:noPrices')}
        caption={title}
        selection={{
          api: selection,
          rowLabel: (p) => priceLabel(p, t),
          allLabel: t('pricing:selectGroup', { group: title }),
        }}
      />
    </section>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** A price in words, for row labels: "general price, quantity 1–10, Sales (RRP), € 12,50, from 01/01/2026". */
function priceLabel(p: ShownPrice, t: T) {
  return t('pricing:rowLabel', {
    customer: p.entityName ?? t('pricing:generalPriceShort'),
    range: translateText(quantityRangeText(p.quantityFrom, p.quantityUntil), (key, values) => t(key, values)),
    type: priceTypeLabel(t, p),
    amount: formatMoney(p.amount),
    dateFrom: formatWireDay(p.dateFrom),
  });
}

function usePriceColumns({
  readOnly,
  locked,
  onEdit,
  onDelete,
  onUseTheirs,
  onKeepMine,
}: {
  readOnly: string | undefined;
  locked: boolean;
  onEdit: (price: ShownPrice) => void;
  onDelete: (price: ShownPrice) => Promise<unknown>;
  onUseTheirs: (priceId: number) => void;
  onKeepMine: (current: Price) => void;
}): Column<ShownPrice>[] {
  const { t } = useTranslation();
  return [
    col('quantityFrom', t('pricing:fields.quantityFrom'), 'number', (p) => p.quantityFrom ?? EMPTY),
    col('quantityUntil', t('pricing:fields.quantityUntil'), 'number', (p) => p.quantityUntil ?? EMPTY),
    col('entityName', t('pricing:fields.customer'), { grow: true }, (p) => (
      <TruncatedText text={p.entityName ?? EMPTY} />
    )),
    col('dateFrom', t('pricing:fields.dateFrom'), 'date', (p) => formatWireDay(p.dateFrom)),
    col('dateUntil', t('pricing:fields.dateUntil'), 'date', (p) => formatWireDay(p.dateUntil)),
    col('amount', t('pricing:fields.amount'), 'money', (p) => (
      <span className="tabular-nums">{formatMoney(p.amount)}</span>
    )),
    col('priceType', t('pricing:fields.priceType'), (p) => priceTypeLabel(t, p)),
    // A conflict or an error explains itself in a few lines.
    col('state', t('pricing:state'), { wrap: true }, ({ priceId, pending }) => {
      if (!pending) return null;
      const problem = pending.problem;
      return (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={problem ? 'danger' : 'warning'}>{t('pricing:unsaved')}</Badge>
          {problem?.kind === 'conflict' && (
            <ConflictNotice
              compact
              detail={t('pricing:conflict', {
                amount: formatMoney(problem.current.amount),
                from: formatWireDay(problem.current.dateFrom),
                until: formatWireDay(problem.current.dateUntil),
              })}
              onUseTheirs={() => onUseTheirs(priceId)}
              onKeepMine={() => onKeepMine(problem.current)}
            />
          )}
          {problem?.kind === 'invalid' && (
            <span className="text-xs text-red-800">{translateMessage(problem.message)}</span>
          )}
          {problem?.kind === 'failed' && <span className="text-xs text-red-800">{t('errors.generic')}</span>}
        </div>
      );
    }),
    col.actions((price) => {
      const label = priceLabel(price, t);
      return (
        <div className="flex justify-end gap-1">
          <EditButton
            label={t('pricing:editPrice', { price: label })}
            className="px-2 py-1 text-xs"
            disabled={locked}
            title={readOnly}
            onClick={() => onEdit(price)}
          />
          <ConfirmPopover
            question={t('pricing:deleteQuestion', { price: label })}
            confirmLabel={t('actions.delete')}
            onConfirm={() => onDelete(price)}
          >
            <Button
              variant="ghost"
              className="px-2 py-1 text-xs text-red-800"
              disabled={locked}
              title={readOnly}
              aria-label={t('pricing:deletePrice', { price: label })}
            >
              {t('actions.delete')}
            </Button>
          </ConfirmPopover>
        </div>
      );
    }),
  ];
}
