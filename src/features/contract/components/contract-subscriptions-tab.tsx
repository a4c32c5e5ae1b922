/**
 * An NCE contract's licences beside the subscriptions the licence provider holds (quantity, term,
 * billing plan, renewal date): each item in sync, different (the differing values side by side) or
 * unknown at the provider. Staff with the edit right sync an item (after a confirmation naming what
 * changes; a new version) or change its seat count at the provider and on the contract together.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabSection } from '@/components/detail/tab-section';
import { columnsOf } from '@/components/data-table/columns';
import { ProductName } from '@/components/data-table/product-name';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { Toggle } from '@/components/ui/toggle';
import { formatDate } from '@/shared/dates';
import type { Contract } from '@/shared/schemas/contract';
import type { SubscriptionItem, SubscriptionState } from '@/shared/schemas/subscription';
import type { SubscriptionField } from '@/shared/subscription';
import type { Tone } from '@/shared/tone';
import { subscriptionQueries, useSyncSubscription } from '../api/subscription-api';
import { EMPTY } from '@/shared/format';

const SeatsDialog = lazy(() => import('./subscription-seats-dialog').then((m) => ({ default: m.SeatsDialog })));

const col = columnsOf<SubscriptionItem>();
const STATE_TONE: Record<SubscriptionState, Tone> = { inSync: 'success', different: 'warning', unknown: 'danger' };

export function ContractSubscriptionsTab({ contract, canEdit }: { contract: Contract; canEdit: boolean }) {
  const { t } = useTranslation();
  const [onlyDifferent, setOnlyDifferent] = useState(false);
  const [seatsOf, setSeatsOf] = useState<SubscriptionItem | null>(null);
  const items = useQuery(subscriptionQueries.ofContract(contract.contractId, onlyDifferent));
  const sync = useSyncSubscription();

  const columns = useMemo(() => {
    const shown = (field: SubscriptionField, value: unknown) => {
      if (value === null || value === undefined) return EMPTY;
      if (field === 'renewalDate') return formatDate(String(value));
      if (field === 'term') return t(`contract:subscriptions.terms.${String(value)}`);
      if (field === 'billingPlan') return t(`contract:subscriptions.plans.${String(value)}`);
      return String(value as number);
    };
    /** The contract's value, and the provider's beside it when they differ. */
    const compared = (field: SubscriptionField) => (item: SubscriptionItem) => {
      const ours = shown(field, item.contract[field]);
      const difference = item.differences.find((d) => d.field === field);
      if (!difference) return <span className="tabular-nums">{ours}</span>;
      return (
        <span className="tabular-nums">
          <span className="line-through decoration-slate-500">{ours}</span>{' '}
          <span className="font-semibold text-amber-800">
            → {shown(field, difference.provider)}
            <span className="sr-only"> {t('contract:subscriptions.atProvider')}</span>
          </span>
        </span>
      );
    };
    const cell = (field: SubscriptionField) => col(field, t(`contract:subscriptions.fields.${field}`), compared(field));
    return [
      col('product', t('contract:item.product'), { kind: 'product', grow: true }, (i) => (
        <ProductName code={i.productCode} name={i.productName} />
      )),
      col('state', t('contract:subscriptions.state'), 'status', (i) => (
        <Badge tone={STATE_TONE[i.state]}>{t(`contract:subscriptions.states.${i.state}`)}</Badge>
      )),
      cell('quantity'),
      cell('term'),
      cell('billingPlan'),
      cell('renewalDate'),
      col('subscriptionId', t('contract:subscriptions.subscriptionId'), 'code', (i) => (
        <span className="font-mono text-xs" title={i.subscriptionId}>
          {i.subscriptionId.slice(0, 8)}…
        </span>
      )),
      ...(canEdit
        ? [
            col.actions((item) => (
              <span className="flex flex-wrap justify-end gap-2">
                {item.canSync && (
                  <ConfirmPopover
                    tone="primary"
                    question={t('contract:subscriptions.syncQuestion', {
                      product: item.productName,
                      changes: item.differences
                        .map(
                          (d) =>
                            `${t(`contract:subscriptions.fields.${d.field}`)} ${shown(d.field, d.contract)} → ${shown(d.field, d.provider)}`,
                        )
                        .join(', '),
                    })}
                    confirmLabel={t('contract:subscriptions.sync')}
                    onConfirm={() => sync.mutateAsync(item.contractItemId)}
                  >
                    <Button
                      className="px-2 py-1"
                      aria-label={t('contract:subscriptions.syncItem', { product: item.productName })}
                    >
                      {t('contract:subscriptions.sync')}
                    </Button>
                  </ConfirmPopover>
                )}
                {item.provider && (
                  <Button
                    className="px-2 py-1"
                    variant="secondary"
                    aria-label={t('contract:subscriptions.seatsItem', { product: item.productName })}
                    onClick={() => setSeatsOf(item)}
                  >
                    {t('contract:subscriptions.seats')}
                  </Button>
                )}
              </span>
            )),
          ]
        : []),
    ];
  }, [t, canEdit, sync]);

  const different = items.data?.filter((i) => i.state !== 'inSync').length ?? 0;
  return (
    <TabSection
      title={t('contract:detail.tab.subscriptions')}
      actions={
        <Toggle
          checked={onlyDifferent}
          onCheckedChange={setOnlyDifferent}
          label={t('contract:subscriptions.onlyDifferent')}
        />
      }
    >
      {items.isSuccess && !onlyDifferent && (
        <p className="text-sm text-slate-700" role="status">
          {different === 0
            ? t('contract:subscriptions.allInSync')
            : t('contract:subscriptions.differentCount', { count: different })}
        </p>
      )}
      <DataTable
        caption={t('contract:subscriptions.caption', { number: contract.number })}
        data={items.data}
        columns={columns}
        getRowId={(i) => String(i.contractItemId)}
        loading={items.isPending}
        placeholderRows={3}
        empty={
          <p>
            {items.isError
              ? t('errors.generic')
              : onlyDifferent
                ? t('contract:subscriptions.noneDifferent')
                : t('contract:subscriptions.empty')}
          </p>
        }
      />
      {seatsOf && (
        <Suspense fallback={null}>
          <SeatsDialog item={seatsOf} open onClose={() => setSeatsOf(null)} />
        </Suspense>
      )}
    </TabSection>
  );
}
