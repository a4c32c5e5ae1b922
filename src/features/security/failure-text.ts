import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/alerts';

/** What a signed-out screen says when a call failed: too many attempts, the server's reason, or the connection. */
export function failureText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  if (error.status === 429) return t('errors.tooManyRequests');
  if (error.status === 400 && error.errorMessage) return translateMessage(error.errorMessage);
  return t('errors.generic');
}

/**
 * A failed call as a form shows it: the server's refusal of `field` (an error code, on the field), or
 * else what the screen says under the fields (null while nothing failed).
 */
export function failureOf(t: TFunction, error: unknown, field: string) {
  const fieldError = error instanceof ApiError && error.fieldErrors ? error.fieldErrors[field] : undefined;
  return { fieldError, failure: error && !fieldError ? failureText(t, error) : null };
}
