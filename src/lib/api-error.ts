/** Errors of the API, normalised to one shape whatever the failure (HTTP, network, cancelled). */
import { onlineManager } from '@tanstack/react-query';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly errorMessage: string;
  readonly fieldErrors: FieldErrors | undefined;
  /** The body's `response` (a 409 carries the current record). */
  readonly response: unknown;

  constructor(status: number, errorMessage: string, fieldErrors?: FieldErrors, response?: unknown) {
    super(errorMessage || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorMessage = errorMessage;
    this.fieldErrors = fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
    this.response = response;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The account call's failure that the spec says to ignore silently. */
export const COULD_NOT_GET_USER = 'could not get user';

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'AbortError';
}

/** Splits `code|var1|var2` into the code and its variables before translation. */
export function splitMessage(message: string): { code: string; vars: string[] } {
  const [code = '', ...vars] = message.split('|');
  return { code: code.trim(), vars };
}

/** i18next interpolation values for the variables: `{ 0: var1, 1: var2 }`. */
export function messageValues(vars: readonly string[]): Record<string, string> {
  return Object.fromEntries(vars.map((v, i) => [String(i), v]));
}

/** Builds an ApiError from a response body, whatever shape it has. */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { errorMessage?: unknown; fieldErrors?: unknown; response?: unknown; message?: unknown };
    const message =
      typeof b.errorMessage === 'string' ? b.errorMessage : typeof b.message === 'string' ? b.message : '';
    const fieldErrors =
      b.fieldErrors && typeof b.fieldErrors === 'object'
        ? Object.fromEntries(Object.entries(b.fieldErrors as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
        : undefined;
    return new ApiError(status, message, fieldErrors, b.response);
  }
  return new ApiError(status, typeof body === 'string' ? body.slice(0, 200) : '');
}

/**
 * The current record a 409 (a save on a stale version) carries, when the error is one: the
 * colleague's version. The API tier checks every conflict record against its schema, so a light
 * check of the record's identity and version is enough here (and keeps zod out of the screens).
 */
export function conflictRecord<T extends { version: number }>(
  error: unknown,
  isSame: (record: Record<string, unknown>) => boolean = () => true,
): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const record = error.response;
  if (typeof record !== 'object' || record === null) return null;
  const fields = record as Record<string, unknown>;
  return typeof fields.version === 'number' && isSame(fields) ? (record as T) : null;
}

/**
 * An error that says the server was not reached, not that something broke: a call without an answer,
 * a screen's code that could not be fetched, or any error while the browser is offline.
 */
export function isUnreachable(error: unknown): boolean {
  if (!onlineManager.isOnline()) return true;
  if (error instanceof ApiError) return error.status === 0;
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}
