/**
 * What the list shows of an item, column by column, each labelled `cmsItem:fields.<id>`; the first
 * one (the title) opens the item's edit screen.
 */
import type { ColumnMeta } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate, formatTimestamp } from '@/shared/dates';
import { EMPTY } from '@/shared/format';
import type { CmsItem } from '@/shared/schemas/cms-item';

export type CmsItemField = {
  id: string;
  value: (record: CmsItem) => ReactNode;
  meta?: ColumnMeta<CmsItem, unknown>;
};

const TONES = { 0: 'neutral', 1: 'success', 2: 'warning' } as const;

/** An item's status as its badge. */
export function CmsStatusBadge({ statusId, t }: { statusId: number; t: TFunction }) {
  return <Badge tone={TONES[statusId as 0 | 1 | 2] ?? 'neutral'}>{t(`cmsItem:statuses.${statusId}`)}</Badge>;
}

export const cmsItemFields = (t: TFunction): CmsItemField[] => [
  { id: 'title', meta: { grow: true }, value: (r) => <TruncatedText text={r.title} /> },
  { id: 'kind', value: (r) => t(`cmsItem:kinds.${r.kind}`) },
  { id: 'status', value: (r) => <CmsStatusBadge statusId={r.statusId} t={t} /> },
  { id: 'languages', value: (r) => r.languages.join(', ') || EMPTY },
  {
    id: 'tags',
    meta: { hideBelow: '4xl' },
    value: (r) =>
      r.tags.length ? (
        <span className="flex flex-wrap gap-1">
          {r.tags.map((tag) => (
            <Badge key={tag.cmsTagId} tone={tag.isFeatured ? 'info' : 'neutral'}>
              {tag.name}
            </Badge>
          ))}
        </span>
      ) : (
        EMPTY
      ),
  },
  {
    id: 'window',
    meta: { hideBelow: '4xl' },
    value: (r) =>
      r.publishFrom || r.publishUntil ? `${formatDate(r.publishFrom)} – ${formatDate(r.publishUntil)}` : EMPTY,
  },
  { id: 'updatedAt', meta: { hideBelow: '4xl' }, value: (r) => formatTimestamp(r.updatedAt) },
];
