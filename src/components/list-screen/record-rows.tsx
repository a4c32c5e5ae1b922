/**
 * The rows a detail page's record comes with, a page at a time (a month run's log lines, an import's
 * rows): a section under its heading with a ListBody over the page the record's own query brought, so
 * the record's facts and its rows load, refresh and page together (filters, search and paging in the
 * URL, the list declaration's). The rows stay, dimmed, while another page or filter loads.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { FilterSpec } from '@/lib/list-search';
import { ListBody, type ListBodyProps } from './list-screen';

type Props<Row, S extends FilterSpec, X extends object, Q> = Omit<ListBodyProps<Row, S, X, Q>, 'rows'> & {
  /** The page of rows in the record's answer. */
  rows: { items: Row[]; totalCount: number };
  /** The record's query: whether the page shown is the one before (another page loading), and asking again. */
  query: Pick<UseQueryResult, 'isPlaceholderData' | 'refetch'>;
};

export function RecordRows<Row, S extends FilterSpec, X extends object, Q>({
  rows,
  query,
  ...body
}: Props<Row, S, X, Q>) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {body.title}
      </h2>
      <ListBody
        {...body}
        rows={{
          data: rows,
          isPending: false,
          isError: false,
          isPlaceholderData: query.isPlaceholderData,
          refetch: query.refetch,
        }}
      />
    </section>
  );
}
