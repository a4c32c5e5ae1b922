import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PAGE_SIZES, type PageSize } from '@/shared/constants/common';

type Props = {
  pageIndex: number;
  pageSize: PageSize;
  totalCount: number | undefined;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
};

/** "x–y of total", previous/next, and the page size choices (5, 10, 20, 50, 100). */
export function Pagination({ pageIndex, pageSize, totalCount, onPageChange, onPageSizeChange }: Props) {
  const { t } = useTranslation();
  const sizeId = useId();
  const total = totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (pageIndex - 1) * pageSize + 1;
  const to = Math.min(total, pageIndex * pageSize);
  return (
    <nav
      aria-label={t('list.pagination')}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p aria-live="polite">{totalCount === undefined ? '\u00a0' : t('list.range', { from, to, total })}</p>
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{t('list.pageSize')}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value) as PageSize)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1"
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={pageIndex <= 1} onClick={() => onPageChange(pageIndex - 1)}>
          {t('list.previous')}
        </Button>
        <span>{t('list.pageOf', { page: pageIndex, pages })}</span>
        <Button variant="secondary" disabled={pageIndex >= pages} onClick={() => onPageChange(pageIndex + 1)}>
          {t('list.next')}
        </Button>
      </div>
    </nav>
  );
}
