/**
 * A small table of an invoice's rows (its lines, its payments): it scrolls sideways when narrow, its
 * caption names it for screen readers, its headings are Columns.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A column's heading; numbers stand right. */
export function Column({ right = false, children }: { right?: boolean; children: ReactNode }) {
  return (
    <th scope="col" className={`px-3 py-1.5 whitespace-nowrap${right ? ' text-right' : ''}`}>
      {children}
    </th>
  );
}

/** The heading of a last column of row actions (named for screen readers only). */
export function ActionsColumn() {
  const { t } = useTranslation();
  return (
    <Column>
      <span className="sr-only">{t('list.actions')}</span>
    </Column>
  );
}

export function InvoiceTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-left text-slate-700">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
