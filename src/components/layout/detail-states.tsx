/**
 * The states of a detail page other than the record itself: loading (placeholders of the header and
 * the blocks, so nothing jumps when it arrives) and unavailable (no such record: a bad or unknown id,
 * or a failure, with Try again), each with the way back to its list.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';

/** Whether a detail's error means there is no such record (400: not an id; 404: none with it). */
export const isMissingRecord = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/** A detail page while it loads: the title, a header block and the body (`body`: its height class). */
export function DetailSkeleton({ body = 'h-64' }: { body?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-busy className="flex flex-col gap-4">
      <span className="sr-only">{t('list.loading')}</span>
      <Skeleton className="h-8 w-96 max-w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className={`${body} w-full`} />
    </section>
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
    <section aria-labelledby={id} className="flex flex-col items-start gap-3">
      <h1 id={id} className="text-2xl font-semibold">
        {missing ? notFoundTitle : t('errors.generic')}
      </h1>
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
