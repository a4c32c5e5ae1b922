/**
 * Manual products: search (code or description), the filters (status, active by default;
 * product type) with saved filters, server-side sorting and paging, all in the URL; with the edit
 * right, add and edit in a dialog and inactivate one product or the selected ones after a
 * confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from '@/components/data-table/edit-button';
import { columnsOf } from '@/components/data-table/columns';
import { ConfirmedSelectionBar } from '@/components/data-table/selection-bar';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useAccess } from '@/hooks/use-access';
import { useSelection } from '@/hooks/use-selection';
import { showAlert } from '@/lib/alerts';
import { formatDate } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import type { ManualProduct } from '@/shared/schemas/manual-product';
import { MANUAL_PRODUCT_DEFAULT_STATUSES } from '@/shared/constants/manual-product';
import { manualProductQueries, useSetManualProductsInactive } from './api/manual-product-api';
import { manualProductList } from './manual-product-list';

/** The form (react-hook-form + zod) loads when the dialog first opens, not with the list. */
const ManualProductDialog = lazy(() =>
  import('./components/manual-product-form').then((m) => ({ default: m.ManualProductDialog })),
);

const col = columnsOf<ManualProduct>();
const rowId = (p: ManualProduct) => String(p.manualProductId);

export function ManualProductsPage() {
  const { t } = useTranslation();
  const list = useRouteListState(manualProductList);
  const canEdit = useAccess().canEdit('manualProducts');
  const products = useQuery(manualProductQueries.list(list.query));
  const types = useQuery(manualProductQueries.productTypes());
  const items = products.data?.items;
  // The page keeps the selection: inactivating a row clears it, as the bulk action does.
  const ids = useMemo(() => (items ?? []).map(rowId), [items]);
  const selection = useSelection(ids);
  const [editing, setEditing] = useState<ManualProduct | 'new' | null>(null);
  const inactivate = useSetManualProductsInactive();

  const typeLabel = useCallback(
    (code: string, description: string) => t(`manualProduct:types.${code}`, { defaultValue: description }),
    [t],
  );

  /** Inactivates the products; the ones refused (gone meanwhile) are named in a warning. */
  const runInactivate = useCallback(
    async (ids: number[]) => {
      const { outcomes } = await inactivate.mutateAsync(ids);
      const refused = outcomes.filter((o) => !o.ok).length;
      if (refused) showAlert('warning', t('manualProduct:notInactivated', { count: refused }));
      selection.clear();
    },
    [inactivate, selection, t],
  );

  const columns = useMemo(
    () => [
      col('code', t('manualProduct:fields.code'), 'code', (p) => <span className="font-medium">{p.code}</span>),
      col('description', t('manualProduct:fields.description'), { grow: true }, (p) => (
        <TruncatedText text={p.description} />
      )),
      col('productType', t('manualProduct:fields.productType'), { hideBelow: '5xl' }, (p) =>
        typeLabel(p.productTypeCode, p.productTypeDescription),
      ),
      col('unitPrice', t('manualProduct:fields.unitPrice'), 'money', (p) => (
        <span className="tabular-nums">{formatMoney(p.unitPrice)}</span>
      )),
      col('unit', t('manualProduct:fields.unit'), { hideBelow: '6xl' }, (p) => t(`manualProduct:units.${p.unit}`)),
      col('vatRate', t('manualProduct:fields.vatRate'), { kind: 'number', hideBelow: '4xl' }, (p) => (
        <span className="tabular-nums">{`${p.vatRate} %`}</span>
      )),
      col('status', t('manualProduct:fields.status'), 'status', (p) =>
        p.active ? (
          <Badge tone="success">{t('manualProduct:statuses.active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('manualProduct:statuses.inactive')}</Badge>
        ),
      ),
      col('updatedAt', t('manualProduct:fields.updatedAt'), { kind: 'date', hideBelow: '6xl' }, (p) =>
        formatDate(p.updatedAt),
      ),
      ...(canEdit
        ? [
            col.actions((p) => (
              <div className="flex justify-end gap-1">
                <EditButton label={t('manualProduct:editNamed', { name: p.code })} onClick={() => setEditing(p)} />
                {p.active && (
                  <ConfirmPopover
                    question={t('manualProduct:confirmOne', { name: p.code })}
                    confirmLabel={t('manualProduct:inactivate')}
                    onConfirm={() => runInactivate([p.manualProductId])}
                  >
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      aria-label={t('manualProduct:inactivateNamed', { name: p.code })}
                    >
                      {t('manualProduct:inactivate')}
                    </Button>
                  </ConfirmPopover>
                )}
              </div>
            )),
          ]
        : []),
    ],
    [t, canEdit, typeLabel, runInactivate],
  );

  return (
    <ListScreen
      list={list}
      rows={products}
      columns={columns}
      rowId={rowId}
      texts="manualProduct:"
      onAdd={() => setEditing('new')}
      selection={
        canEdit
          ? {
              api: selection,
              rowLabel: (p) => p.code,
              toolbar: (selected) => (
                <ConfirmedSelectionBar
                  selection={selected}
                  label={t('manualProduct:bulkLabel')}
                  question={t('manualProduct:confirmSelected', { count: selected.count })}
                  confirmLabel={t('manualProduct:inactivate')}
                  onConfirm={() => runInactivate([...selected.selected].map(Number))}
                >
                  {t('manualProduct:inactivateSelected')}
                </ConfirmedSelectionBar>
              ),
            }
          : undefined
      }
      filters={
        <>
          <OptionFilter
            legend={t('manualProduct:fields.status')}
            {...list.codes('statuses', (s) => t(`manualProduct:statuses.${s}`), [...MANUAL_PRODUCT_DEFAULT_STATUSES])}
          />
          <OptionFilter
            legend={t('manualProduct:fields.productType')}
            options={types.data?.map((type) => ({
              id: type.productTypeId,
              label: typeLabel(type.code, type.description),
            }))}
            {...list.filter('productTypeIds')}
          />
        </>
      }
    >
      {editing !== null && (
        <Suspense fallback={null}>
          <ManualProductDialog open product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
