/**
 * A contract's items: one line each (product, domain or description, status, quantity and factor,
 * price, dates), multi-selection with the status moves every selected item allows (one request, then
 * a summary of what changed and what was refused, and why), and, with the edit right, add and edit
 * in a dialog.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '@/components/data-table/edit-button';
import { TabSection } from '@/components/detail/tab-section';
import { columnsOf } from '@/components/data-table/columns';
import { ProductName } from '@/components/data-table/product-name';
import { DataTable } from '@/components/data-table/data-table';
import { SelectionBar } from '@/components/data-table/selection-bar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useSelection } from '@/hooks/use-selection';
import { translateMessage } from '@/lib/alerts';
import { contractStatusTone } from '@/shared/contract-status';
import { formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney, formatNumber, formatPercent } from '@/shared/format';
import { Link } from '@tanstack/react-router';
import type { Contract, ContractItem } from '@/shared/schemas/contract';
import { useContractItemsTransition } from '../api/contract-mutations';
import { itemLabel } from '../contract-item-values';
import { MOVE_TARGET } from '@/shared/contract-transitions';
import { movesAllowedForAll, summariseOutcomes } from '../contract-moves';
import type { ContractTransition } from '@/shared/constants/contract';

/** The item dialog (zod) loads when first opened. */
const ContractItemDialog = lazy(() => import('./contract-item-form').then((m) => ({ default: m.ContractItemDialog })));

const col = columnsOf<ContractItem>();

/** What the summary of the last move tells. */
type MoveSummary = { changed: number; refused: { label: string; reason: string }[] };

export function ContractItemsTab({ contract, canEdit }: { contract: Contract; canEdit: boolean }) {
  const { t } = useTranslation();
  const items = contract.items;
  const ids = useMemo(() => items.map((i) => String(i.contractItemId)), [items]);
  const selection = useSelection(ids);
  const selected = items.filter((i) => selection.selected.has(String(i.contractItemId)));
  const moves = canEdit ? movesAllowedForAll(selected) : [];
  const [editing, setEditing] = useState<ContractItem | 'new' | null>(null);
  const [summary, setSummary] = useState<MoveSummary | null>(null);
  const transition = useContractItemsTransition();
  const status = (s: ContractItem['status']) => t(`contract:statuses.${s}`);

  const runMove = async (move: ContractTransition) => {
    const chosen = selected;
    const answer = await transition.mutateAsync({
      move,
      contractId: contract.contractId,
      version: contract.version,
      contractItemIds: chosen.map((i) => i.contractItemId),
    });
    const { changed, refused } = summariseOutcomes(answer.outcomes);
    setSummary({
      changed,
      refused: refused.map((r) => {
        const item = chosen.find((i) => i.contractItemId === r.contractItemId);
        return {
          label: item ? itemLabel(item) : `#${r.contractItemId}`,
          reason: translateMessage(r.error ?? 'validation.transitionNotAllowed'),
        };
      }),
    });
    selection.clear();
  };

  const columns = useMemo(
    () => [
      col('product', t('contract:item.product'), 'product', (i) => (
        <ProductName code={i.productCode} name={i.productName} />
      )),
      col('description', t('contract:item.descriptionOrDomain'), { grow: true }, (i) => (
        <TruncatedText text={i.domain ?? i.description ?? EMPTY} />
      )),
      col('status', t('contract:fields.status'), 'status', (i) => (
        <Badge tone={contractStatusTone(i.status)}>{t(`contract:statuses.${i.status}`)}</Badge>
      )),
      col('quantity', t('contract:item.quantity'), 'number', (i) => (
        <span className="tabular-nums">{formatNumber(i.quantity)}</span>
      )),
      col('factor', t('contract:item.factor'), { kind: 'number', hideBelow: '4xl' }, (i) => (
        <span className="tabular-nums">{formatNumber(i.factor)}</span>
      )),
      // The price links to the explanation of exactly the question it was asked ("why this price").
      col('unitPrice', t('contract:item.unitPrice'), 'money', (i) => <UnitPrice item={i} contract={contract} />),
      col('monthlyAmount', t('contract:fields.monthlyAmount'), 'money', (i) => (
        <span className="tabular-nums">{formatMoney(i.monthlyAmount)}</span>
      )),
      col('dateStart', t('contract:fields.dateStart'), { kind: 'date', hideBelow: '3xl' }, (i) =>
        formatWireDay(i.dateStart),
      ),
      col('dateEnd', t('contract:fields.dateEnd'), { kind: 'date', hideBelow: '5xl' }, (i) => formatWireDay(i.dateEnd)),
      col('invoicedUntil', t('contract:item.invoicedUntil'), { kind: 'date', hideBelow: '6xl' }, (i) =>
        formatWireDay(i.invoicedUntil),
      ),
      ...(canEdit
        ? [
            col.actions((i) => (
              <EditButton label={t('contract:item.editNamed', { name: itemLabel(i) })} onClick={() => setEditing(i)} />
            )),
          ]
        : []),
    ],
    [t, canEdit, setEditing, contract],
  );

  const fromStatuses = [...new Set(selected.map((i) => i.status))].map(status).join(', ');
  return (
    <TabSection
      title={t('contract:item.title', { count: items.length })}
      actions={canEdit && <Button onClick={() => setEditing('new')}>{t('contract:item.add')}</Button>}
    >
      {summary && (
        <div
          role="status"
          className="flex items-start justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
        >
          <div>
            <p>{t('contract:moves.changed', { count: summary.changed })}</p>
            {summary.refused.length > 0 && (
              <>
                <p className="mt-1 font-medium">{t('contract:moves.refused', { count: summary.refused.length })}</p>
                <ul className="ml-5 list-disc">
                  {summary.refused.map((r) => (
                    <li key={r.label}>
                      {r.label}: {r.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <Button variant="ghost" className="px-2 py-1" onClick={() => setSummary(null)}>
            {t('actions.close')}
          </Button>
        </div>
      )}
      <SelectionBar selection={selection} label={t('contract:moves.bulkLabel')}>
        {canEdit && moves.length === 0 && <span className="text-slate-700">{t('contract:moves.noneForAll')}</span>}
        {moves.map((move) => (
          <ConfirmPopover
            key={move}
            tone="primary"
            question={t('contract:moves.confirmItems', {
              count: selected.length,
              from: fromStatuses,
              to: status(MOVE_TARGET[move]),
            })}
            confirmLabel={t(`contract:moves.${move}`)}
            onConfirm={() => runMove(move)}
          >
            <Button variant="secondary" className="px-2 py-1">
              {t(`contract:moves.${move}`)}
            </Button>
          </ConfirmPopover>
        ))}
      </SelectionBar>
      <DataTable
        caption={t('contract:item.caption', { number: contract.number })}
        data={items}
        columns={columns}
        getRowId={(i) => String(i.contractItemId)}
        loading={false}
        placeholderRows={3}
        selection={canEdit ? { api: selection, rowLabel: itemLabel } : undefined}
        empty={<p>{t('contract:item.empty')}</p>}
      />
      {editing !== null && (
        <Suspense fallback={null}>
          <ContractItemDialog
            open
            contract={contract}
            item={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </TabSection>
  );
}

/** Whose price the question asks for: the customer (end-user price) or the reseller (partner price). */
function entityName(contract: Contract, entityId: number | null) {
  if (entityId === null) return undefined;
  return entityId === contract.resellerId ? (contract.resellerName ?? undefined) : contract.customerName;
}

/** An item's unit price, or "no price", linked to the product's price explanation for its question. */
function UnitPrice({ item, contract }: { item: ContractItem; contract: Contract }) {
  const { t } = useTranslation();
  const q = item.priceQuestion;
  const name = entityName(contract, q.entityId);
  return (
    <span className="inline-flex flex-col">
      <Link
        to="/products/$productId"
        params={{ productId: String(item.productId) }}
        search={{
          explainDate: q.date,
          explainQuantity: q.quantity,
          explainPriceTypeId: q.priceTypeId,
          ...(q.entityId !== null ? { explainEntityId: q.entityId, ...(name ? { explainEntityName: name } : {}) } : {}),
        }}
        aria-label={t('contract:item.whyPriceOf', {
          price: item.unitPrice === null ? t('contract:item.noPrice') : formatMoney(item.unitPrice),
          name: item.productCode,
        })}
        className="tabular-nums text-brand-700 underline decoration-dotted underline-offset-2"
      >
        {item.unitPrice === null ? t('contract:item.noPrice') : formatMoney(item.unitPrice)}
      </Link>
      {item.rebatePercentage !== null && (
        <span className="text-xs text-slate-700">
          {t('contract:item.rebateOff', { percentage: formatPercent(item.rebatePercentage) })}
        </span>
      )}
    </span>
  );
}
