/**
 * A contract's detail under /contract/{id}, its tab in the URL: the header (parties, type, status,
 * dates, how it is invoiced, its metadata), the status moves the server allows for the whole contract
 * (each after a confirmation naming the statuses), the items with their own moves, and the versions
 * (who changed what, when). A missing contract shows a not-found state.
 */
import { RecordDetail } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, CompanyLink, TabLink, TabNav } from '@/components/detail/links';

import { useQuery } from '@tanstack/react-query';

import { getRouteApi } from '@tanstack/react-router';

import { lazy, Suspense, useState } from 'react';

import { useTranslation } from 'react-i18next';

import { Block, Facts, FactsBlock } from '@/components/layout/block';

import { Badge } from '@/components/ui/badge';

import { Button } from '@/components/ui/button';

import { ConfirmPopover } from '@/components/ui/confirm-popover';

import { Skeleton } from '@/components/ui/skeleton';

import { contractStatusTone } from '@/shared/contract-status';

import { formatTimestamp, formatWireDay } from '@/shared/dates';

import { EMPTY, formatMoney } from '@/shared/format';

import type { Contract } from '@/shared/schemas/contract';
import { useAccess } from '@/hooks/use-access';

import { contractQueries } from './api/contract-api';

import { useCalculatePrices, useContractTransition } from './api/contract-mutations';

import { ContractItemsTab } from './components/contract-items-tab';

import { MOVE_TARGET } from '@/shared/contract-transitions';

import { CONTRACT_TABS } from './contract-view';
import { CONTRACT_TYPE_CODE } from '@/shared/constants/contract';
import { enumLabel, metadataName, metadataValueText } from '@/shared/enumerations';

const route = getRouteApi('/_app/contract/$contractId');
/** The header dialog (zod) loads when first opened; the versions when their tab is. */
const ContractDialog = lazy(() => import('./components/contract-form').then((m) => ({ default: m.ContractDialog })));
const ContractTransferDialog = lazy(() =>
  import('./components/contract-transfer').then((m) => ({ default: m.ContractTransferDialog })),
);
const MainContractDialog = lazy(() =>
  import('./components/main-contract-dialog').then((m) => ({ default: m.MainContractDialog })),
);
const ContractSubscriptionsTab = lazy(() =>
  import('./components/contract-subscriptions-tab').then((m) => ({ default: m.ContractSubscriptionsTab })),
);
const ContractVersionsTab = lazy(() =>
  import('./components/contract-versions-tab').then((m) => ({ default: m.ContractVersionsTab })),
);

export function ContractDetailPage() {
  return (
    <RecordDetail param="contractId" query={contractQueries.detail} texts="contract:detail." back="/contract">
      {(found) => <ContractScreen contract={found} />}
    </RecordDetail>
  );
}

function ContractScreen({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const canEdit = useAccess().canEdit('contract');
  const search = route.useSearch();
  const nce = contract.contractTypeCode === CONTRACT_TYPE_CODE.nce;
  const tabs = CONTRACT_TABS.filter((name) => name !== 'subscriptions' || nce);
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : 'items';
  const [editing, setEditing] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [linking, setLinking] = useState(false);
  const move = useContractTransition();
  const calculate = useCalculatePrices();
  const status = (s: Contract['status']) => t(`contract:statuses.${s}`);
  return (
    <DetailScreen
      titleId="contract-title"
      back={<BackLink to="/contract">{t('contract:detail.backToList')}</BackLink>}
      title={t('contract:detail.title', { number: contract.number })}
      badge={<Badge tone={contractStatusTone(contract.status)}>{status(contract.status)}</Badge>}
      rest={
        <>
          <p className="w-full text-slate-700">
            <CompanyLink id={contract.customerId}>{contract.customerName}</CompanyLink>
            {' · '}
            {enumLabel(t, 'contractType', contract.contractTypeCode, contract.contractTypeDescription)}
            {' · '}
            {t('contract:detail.monthly', { amount: formatMoney(contract.monthlyAmount) })}
          </p>
          {canEdit && (
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('contract:detail.actions')}>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('contract:detail.edit')}
              </Button>
              {contract.status !== 'INACTIVE' && (
                <Button variant="secondary" onClick={() => setLinking(true)}>
                  {t('contract:main.action')}
                </Button>
              )}
              {contract.status !== 'INACTIVE' && (
                <Button variant="secondary" onClick={() => setTransferring(true)}>
                  {t('contract:transfer.action')}
                </Button>
              )}
              {contract.status !== 'INACTIVE' && contract.items.length > 0 && (
                <ConfirmPopover
                  tone="primary"
                  question={t('contract:detail.calculatePricesQuestion', { number: contract.number })}
                  confirmLabel={t('contract:detail.calculatePrices')}
                  onConfirm={() =>
                    calculate.mutateAsync({ contractId: contract.contractId, version: contract.version })
                  }
                >
                  <Button variant="secondary">{t('contract:detail.calculatePrices')}</Button>
                </ConfirmPopover>
              )}
              {contract.allowedActions.map((action) => (
                <ConfirmPopover
                  key={action}
                  tone="primary"
                  question={t('contract:moves.confirmContract', {
                    number: contract.number,
                    from: status(contract.status),
                    to: status(MOVE_TARGET[action]),
                  })}
                  confirmLabel={t(`contract:moves.${action}`)}
                  onConfirm={() =>
                    move.mutateAsync({ move: action, contractId: contract.contractId, version: contract.version })
                  }
                >
                  <Button variant="secondary">{t(`contract:moves.${action}`)}</Button>
                </ConfirmPopover>
              ))}
            </div>
          )}
        </>
      }
    >
      {editing && (
        <Suspense fallback={null}>
          <ContractDialog open contract={contract} onOpenChange={setEditing} />
        </Suspense>
      )}
      {linking && (
        <Suspense fallback={null}>
          <MainContractDialog open contract={contract} onOpenChange={setLinking} />
        </Suspense>
      )}
      {transferring && (
        <Suspense fallback={null}>
          <ContractTransferDialog open contract={contract} onOpenChange={setTransferring} />
        </Suspense>
      )}
      <HeaderFacts contract={contract} />
      <TabNav label={t('contract:detail.tabs')}>
        {tabs.map((name) => (
          <TabLink
            key={name}
            to="/contract/$contractId"
            params={{ contractId: String(contract.contractId) }}
            // The versions compared stay in the URL: back on the versions tab, the same compare shows.
            search={({ from, to }) => ({ ...(name === 'items' ? {} : { tab: name }), from, to })}
            // Exact: the items tab's empty search would otherwise match every tab's.
            activeOptions={{ exact: true }}
            aria-current={tab === name ? 'page' : undefined}
          >
            {t(`contract:detail.tab.${name}`)}
          </TabLink>
        ))}
      </TabNav>
      {tab === 'versions' ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ContractVersionsTab contract={contract} />
        </Suspense>
      ) : tab === 'subscriptions' ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ContractSubscriptionsTab contract={contract} canEdit={canEdit} />
        </Suspense>
      ) : (
        <ContractItemsTab contract={contract} canEdit={canEdit} />
      )}
    </DetailScreen>
  );
}

/** The header's facts: parties and type, dates and invoicing, and the metadata staff may see. */
function HeaderFacts({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const definitions = useQuery(contractQueries.contractMetadatas());
  const shownMetadata = contract.metadatas.filter((m) => m.accessibility !== 'Hidden');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <FactsBlock
        title={t('contract:detail.parties')}
        rows={[
          [t('contract:fields.number'), contract.number],
          [
            t('contract:fields.customer'),
            <CompanyLink key="customer" id={contract.customerId}>
              {contract.customerName}
            </CompanyLink>,
          ],
          [
            t('contract:fields.reseller'),
            contract.resellerId !== null ? (
              <CompanyLink key="reseller" id={contract.resellerId}>
                {contract.resellerName}
              </CompanyLink>
            ) : (
              EMPTY
            ),
          ],
          [
            t('contract:fields.contractType'),
            enumLabel(t, 'contractType', contract.contractTypeCode, contract.contractTypeDescription),
          ],
          [t('contract:form.mainContract'), contract.mainContractName ?? EMPTY],
          [t('contract:form.reference'), contract.reference ?? EMPTY],
          [t('contract:form.description'), contract.description ?? EMPTY],
        ]}
      />
      <FactsBlock
        title={t('contract:detail.invoicing')}
        rows={[
          [t('contract:fields.dateStart'), formatWireDay(contract.dateStart)],
          [t('contract:fields.dateEnd'), formatWireDay(contract.dateEnd)],
          [t('contract:form.calculationType'), t(`contract:calculationTypes.${contract.calculationType}`)],
          [t('contract:form.priceType'), t(`contract:priceTypes.${contract.priceType}`)],
          [t('contract:fields.monthlyAmount'), formatMoney(contract.monthlyAmount)],
          [t('contract:fields.updatedAt'), formatTimestamp(contract.updatedAt)],
        ]}
      />
      <Block title={t('metadata.title')}>
        {shownMetadata.length === 0 ? (
          <p className="text-sm text-slate-700">{t('metadata.none')}</p>
        ) : (
          <Facts
            rows={shownMetadata.map((m) => {
              const definition = definitions.data?.find((d) => d.metadataId === m.metadataId);
              return [
                metadataName(t, m),
                metadataValueText(t, { ...m, availableValues: definition?.availableValues }, m.value),
              ] as const;
            })}
          />
        )}
      </Block>
    </div>
  );
}
