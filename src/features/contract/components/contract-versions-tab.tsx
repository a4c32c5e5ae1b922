/**
 * A contract's versions, newest first: the contract's own history (who, when, what, and the monthly
 * amount after it). The customer's timeline tells the same changes among the company's other ones;
 * a link leads there.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TabSection } from '@/components/detail/tab-section';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatTimestamp } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import type { Contract, ContractVersion } from '@/shared/schemas/contract';
import { contractQueries } from '../api/contract-api';
import { ContractDifference } from './contract-difference';

/** The actions a version can name (its `action` in src/shared/schemas/contract.ts); another shows as the server wrote it. */
const KNOWN_ACTIONS = new Set([
  'created',
  'updated',
  'itemAdded',
  'itemUpdated',
  'itemsUpdated',
  'statusChanged',
  'pricesCalculated',
  'transferred',
  'subscriptionUpdated',
  'subscriptionSynced',
]);

const col = columnsOf<ContractVersion>();

export function ContractVersionsTab({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const versions = useQuery(contractQueries.versions(contract.contractId));
  const columns = useMemo(
    () => [
      col('versionNumber', t('contract:versions.number'), 'number', (v) => (
        <span className="tabular-nums">{v.versionNumber}</span>
      )),
      col('createdAt', t('contract:versions.when'), 'timestamp', (v) => formatTimestamp(v.createdAt)),
      col('userName', t('contract:versions.who'), (v) => v.userName ?? t('contract:versions.system')),
      col('action', t('contract:versions.action'), (v) =>
        KNOWN_ACTIONS.has(v.action) ? t(`contract:versions.actions.${v.action}`) : v.action,
      ),
      col('summary', t('contract:versions.summary'), { grow: true }, (v) => <TruncatedText text={v.summary} />),
      col('monthlyAmount', t('contract:fields.monthlyAmount'), 'money', (v) => (
        <span className="tabular-nums">{formatMoney(v.monthlyAmount)}</span>
      )),
    ],
    [t],
  );
  return (
    <TabSection
      title={t('contract:detail.tab.versions')}
      actions={
        <Link
          to="/company/$subroute"
          params={{ subroute: String(contract.customerId) }}
          search={{ tab: 'timeline' }}
          className="text-sm text-brand-700 underline underline-offset-2"
        >
          {t('contract:versions.companyTimeline', { name: contract.customerName })}
        </Link>
      }
    >
      <DataTable
        caption={t('contract:versions.caption', { number: contract.number })}
        data={versions.data}
        columns={columns}
        getRowId={(v) => String(v.contractVersionId)}
        loading={versions.isPending}
        placeholderRows={3}
        empty={<p>{versions.isError ? t('errors.generic') : t('contract:versions.empty')}</p>}
      />
      {versions.data && <ContractDifference contract={contract} versions={versions.data} />}
    </TabSection>
  );
}
