/**
 * A block's rows from their own query: a placeholder while they load, why not when they fail, that
 * there are none, else the rows as `children` shows them (an invoice's payments, its states).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

type Props<T> = {
  query: UseQueryResult<T[]>;
  failed: string;
  none: string;
  children: (rows: T[]) => ReactNode;
};

export function QueryRows<T>({ query, failed, none, children }: Props<T>) {
  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {failed}
      </p>
    );
  if (query.data.length === 0) return <p className="text-sm text-slate-700">{none}</p>;
  return children(query.data);
}
