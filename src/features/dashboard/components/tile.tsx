/**
 * One dashboard tile: its heading, and its figures from its own query, with its own placeholder while
 * they load and its own failure (with a retry) when they do not: one tile failing leaves the others.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/skeleton';

type Props<T> = {
  /** The tile's name, also its test id (`tile-{name}`). */
  name: string;
  title: string;
  query: UseQueryOptions<T, Error, T, QueryKey>;
  children: (data: T) => ReactNode;
};

export function Tile<T>({ name, title, query, children }: Props<T>) {
  const { t } = useTranslation();
  const { data, isError, refetch, isFetching } = useQuery(query);
  const headingId = `tile-${name}-title`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`tile-${name}`}
      className="flex min-h-40 flex-col rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {data !== undefined ? (
        children(data)
      ) : isError ? (
        <div role="alert" className="flex flex-1 flex-col items-start gap-2">
          <p className="text-sm text-slate-700">{t('dashboard:loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <Loading bars={['h-6 w-32', 'h-4 w-48', 'h-4 w-40']} className="flex flex-col gap-2" />
      )}
    </section>
  );
}

/** A figure of a tile that opens the list it counts: its label and its value, the whole a link. */
export function TileFigure({ label, value, link }: { label: string; value: string; link: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-0.5">
      <dt className="text-sm text-slate-700">{link ?? label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
