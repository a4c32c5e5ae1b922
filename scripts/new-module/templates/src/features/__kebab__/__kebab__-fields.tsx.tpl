/**
 * What the screens show of a record, field by field: the list's columns (the first one opens the
 * record's page) and the record page's facts, each labelled `__camel__:fields.<id>`. A field shown
 * is one line here.
 */
import type { ColumnMeta } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatTimestamp } from '@/shared/dates';
import type { __pascal__ } from '@/shared/schemas/__kebab__';

export type __pascal__Field = {
  id: string;
  value: (record: __pascal__) => ReactNode;
  /** The column's width rules in the list (data-table.tsx). */
  meta?: ColumnMeta<__pascal__, unknown>;
};

export const __camel__Fields = (t: TFunction): __pascal__Field[] => [
  { id: 'name', meta: { grow: true }, value: (r) => <TruncatedText text={r.name} /> },
  {
    id: 'status',
    value: (r) => (
      <Badge tone={r.status === 'active' ? 'success' : 'neutral'}>{t(`__camel__:statuses.${r.status}`)}</Badge>
    ),
  },
  { id: 'updatedAt', meta: { hideBelow: '4xl' }, value: (r) => formatTimestamp(r.updatedAt) },
];
