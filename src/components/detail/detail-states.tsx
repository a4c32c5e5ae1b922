/**
 * The states of a detail page other than the record itself: loading (placeholders of the header and
 * the blocks, so nothing jumps when it arrives) and unavailable (no such record: a bad or unknown id,
 * or a failure, with Try again), each with the way back to its list.
 */
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useParams, type LinkProps } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { PageHeading } from '@/components/layout/page-heading';
import { idOfSegment } from '@/lib/url';
import { TextLink } from './links';
import { RECORD_TEXTS } from './record-texts';

/** Whether a detail's error means there is no such record (400: not an id; 404: none with it). */
export const isMissingRecord = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/** A detail page while it loads: the title, a header block and the body (`body`: its height class). */
export function DetailSkeleton({ body = 'h-64' }: { body?: string }) {
  return (
    <Loading
      as="section"
      className="flex flex-col gap-4"
      bars={['h-8 w-96 max-w-full', 'h-40 w-full', `${body} w-full`]}
    />
  );
}

type UnavailableProps = {
  /** No such record (else the record could not be loaded). */
  missing: boolean;
  notFoundTitle: string;
  notFoundText: string;
  /** What failing to load says besides the generic title (default: nothing). */
  failedText?: string | undefined;
  /** Offered when loading failed: ask again. */
  onRetry?: (() => void) | undefined;
  /** The way back (a link to the list), and anything else worth offering. */
  children: ReactNode;
};

export function DetailUnavailable({
  missing,
  notFoundTitle,
  notFoundText,
  failedText,
  onRetry,
  children,
}: UnavailableProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = missing ? notFoundText : failedText;
  return (
    <section aria-labelledby={id} data-missing={missing || undefined} className="flex flex-col items-start gap-3">
      <PageHeading id={id} title={missing ? notFoundTitle : t('errors.generic')} />
      {text && <p className="text-slate-700">{text}</p>}
      <div className="flex flex-wrap items-center gap-3">
        {!missing && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * A detail page's record by the id its address names: its query, or null when the address names no
 * record (then nothing is asked).
 */
export function useRecordQuery<T, TKey extends QueryKey>(
  id: number | null,
  options: (id: number) => UseQueryOptions<T, unknown, T, TKey>,
): UseQueryResult<T> | null {
  const query = useQuery({ ...options(id ?? 0), enabled: id !== null });
  return id === null ? null : query;
}

type QueryProps<T> = Omit<UnavailableProps, 'missing' | 'onRetry'> & {
  /** The record's query; null when the address names no record (not an id). */
  query: UseQueryResult<T> | null;
  /** Whether the record that came is one this page shows (an invoice's page shows no draft); all unless told. */
  shows?: ((record: T) => boolean) | undefined;
  /** The skeleton's body height (DetailSkeleton). */
  skeleton?: string | undefined;
  /** The page once the record is there. */
  render: (record: T) => ReactNode;
};

/**
 * A detail page's record: the skeleton while it loads, the page once it is there, else unavailable
 * (no such record, or a failure with Try again) with the way back (`children`).
 */
export function DetailQuery<T>({ query, shows, skeleton, render, ...unavailable }: QueryProps<T>) {
  if (query?.isPending) return <DetailSkeleton body={skeleton} />;
  if (query?.isSuccess && (!shows || shows(query.data))) return render(query.data);
  return (
    <DetailUnavailable
      {...unavailable}
      missing={!query || query.isSuccess || isMissingRecord(query.error)}
      onRetry={() => void query?.refetch()}
    />
  );
}

type RecordDetailProps<T, TKey extends QueryKey> = Pick<QueryProps<T>, 'shows' | 'skeleton' | 'failedText'> & {
  /** The route parameter that names the record (`/contract/$contractId`: `contractId`). */
  param: string;
  /** The id the parameter names, null when it names none (default: a whole number, idOfSegment). */
  idOf?: ((segment: string) => number | null) | undefined;
  /** The record's query by its id. */
  query: (id: number) => UseQueryOptions<T, unknown, T, TKey>;
  /** The texts' key prefix (`mail:`, `access:roles.`): `notFound`, `notFoundText` (with `key`) and `backToList`. */
  texts: string;
  /** The list the way back leads to. */
  back: LinkProps['to'];
  /** The page once the record is there (and its query, for a page that pages through the rows it comes with). */
  children: (record: T, query: UseQueryResult<T>) => ReactNode;
};

/**
 * A detail page of a record its address names by id (`param`): the record's query, and DetailQuery
 * with the page's texts (`<texts>notFound`, …) and the link back to its list.
 */
export function RecordDetail<T, TKey extends QueryKey>({
  param,
  idOf = idOfSegment,
  query,
  texts,
  back,
  children,
  ...rest
}: RecordDetailProps<T, TKey>) {
  const { t } = useTranslation();
  const [notFound, notFoundText, backToList] = RECORD_TEXTS;
  const key = (useParams({ strict: false }) as Record<string, string>)[param] ?? '';
  const record = useRecordQuery(idOf(key), query);
  return (
    <DetailQuery
      {...rest}
      query={record}
      render={(found) => children(found, record!)}
      notFoundTitle={t(texts + notFound)}
      notFoundText={t(texts + notFoundText, { key })}
    >
      <TextLink to={back}>{t(texts + backToList)}</TextLink>
    </DetailQuery>
  );
}
