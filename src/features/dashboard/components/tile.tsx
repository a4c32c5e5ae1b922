/**
 * One dashboard tile: its heading, and its figures from its own query, with its own placeholder while
 * they load and its own failure (with a retry) when they do not: one tile failing leaves the others.
 * A tile's figures are a table of label and value, a label a link into the list it counts where the
 * figure has one (`TileFigures`); the dashboard and the invoicing landing page lay their tiles out alike
 * (`TilePage`).
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '@/components/detail/links';
import { PageHeading } from '@/components/layout/page-heading';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/skeleton';
import { formatCount, formatMoney } from '@/shared/format';

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
        <LoadFailed
          alert
          className="flex-1"
          text={t('dashboard:loadFailed')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Loading bars={['h-6 w-32', 'h-4 w-48', 'h-4 w-40']} className="flex flex-col gap-2" />
      )}
    </section>
  );
}

/** A figure of a tile: its label, its value, and the list it counts (a path and that list's filters) if any. */
export type Figure = { label: string; value: string; to?: LinkProps['to']; search?: Record<string, unknown> };

/** A tile's figures, each label a link into its list where the figure names one. */
export function TileFigures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl>
      {figures.map(({ label, value, to, search }) => (
        <div key={label} className="flex items-baseline justify-between gap-3 py-0.5">
          <dt className="text-sm">
            {to ? (
              <TextLink to={to} search={search as never}>
                {label}
              </TextLink>
            ) : (
              label
            )}
          </dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type FigureTileProps<T> = Omit<Props<T>, 'children'> & {
  figures: (data: T) => Figure[];
  /** The page the tile sums up, linked under its figures (the invoicing landing page's sub-pages). */
  more?: { to: LinkProps['to']; label: string } | undefined;
};

/** A tile of figures only, and the page it sums up if any. */
export function FigureTile<T>({ figures, more, ...tile }: FigureTileProps<T>) {
  return (
    <Tile {...tile}>
      {(data) => (
        <>
          <TileFigures figures={figures(data)} />
          {more && (
            <p className="mt-2 text-sm">
              <TextLink to={more.to}>{more.label}</TextLink>
            </p>
          )}
        </>
      )}
    </Tile>
  );
}

/** A count and its amount as a tile shows them (`12 · 1,234.00`). */
export const countAndAmount = (count: number, amount: number) => `${formatCount(count)} · ${formatMoney(amount)}`;

/**
 * A tile of figures only, as its component: its name, its title's key, its query, its figures from
 * the query's answer, and the page it sums up (`more`: its path and its link text's key) if any.
 */
export function figureTile<T>(
  name: string,
  title: string,
  query: () => Props<T>['query'],
  figures: (data: T, t: TFunction) => Figure[],
  more?: { to: LinkProps['to']; label: string },
) {
  return function FiguresOnlyTile() {
    const { t } = useTranslation();
    return (
      <FigureTile
        name={name}
        title={t(title)}
        query={query()}
        figures={(data) => figures(data, t)}
        more={more && { to: more.to, label: t(more.label) }}
      />
    );
  };
}

/** A page of tiles: its heading, and its tiles in a grid (`wide`: a fourth column on the widest screens). */
export function TilePage({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <PageHeading id={id} title={title}>
        {title}
      </PageHeading>
      <div
        className={
          wide
            ? 'mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4'
            : 'mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3'
        }
      >
        {children}
      </div>
    </section>
  );
}
