/**
 * The history of a role (its access audit) or of a user (the access audit about them and their
 * identity events, one timeline): when, who, what, before and after; newest first.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { RecordTable } from './record-table';
import { Block } from '@/components/layout/block';
import { formatTimestamp } from '@/shared/dates';
import type { AccessAuditEntry } from '@/shared/schemas/access';
import { auditValuesText } from '../access-labels';

const col = columnsOf<AccessAuditEntry>();

export function AccessHistory({ entries }: { entries: AccessAuditEntry[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      col('at', t('access:audit.at'), 'date', (e) => formatTimestamp(e.at)),
      col('actorName', t('access:audit.actor'), (e) => e.actorName ?? t('access:audit.system')),
      col('action', t('access:audit.action'), (e) => t(`access:audit.actions.${e.action}`)),
      col('before', t('access:audit.before'), { wrap: true }, (e) => auditValuesText(t, e.before)),
      col('after', t('access:audit.after'), { wrap: true, grow: true }, (e) => auditValuesText(t, e.after)),
    ],
    [t],
  );
  return (
    <Block title={t('access:audit.title')}>
      <RecordTable
        rows={entries}
        columns={columns}
        rowId={(e) => `${e.source}-${e.auditId}`}
        empty={t('access:audit.empty')}
        caption={t('access:audit.title')}
      />
    </Block>
  );
}
