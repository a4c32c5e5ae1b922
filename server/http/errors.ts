/** The wire envelope and error shapes of docs/endpoints.md ("Wire conventions"). */

export type FieldErrors = Record<string, string>;

/** An answer other than success: thrown by handlers, rendered by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorMessage: string,
    readonly fieldErrors?: FieldErrors,
    readonly response?: unknown,
  ) {
    super(errorMessage);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = (code = 'forbidden') => new HttpError(403, code);
/** The owner rule refused: another's record the caller sees (routes with `{ authenticated: true, owner: true }`). */
export const notOwner = () => forbidden('notOwner');
export const notFound = () => new HttpError(404, 'notFound');
/** The value, or a 404 when there is none. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
export const conflict = (current: unknown) => new HttpError(409, 'versionConflict', undefined, current);
export const badRequest = (errorMessage: string, fieldErrors?: FieldErrors) =>
  new HttpError(400, errorMessage, fieldErrors);

export function envelope<T>(response: T) {
  return { isSuccesful: true as const, response };
}

export function errorBody(error: HttpError) {
  return {
    isSuccesful: false as const,
    errorMessage: error.errorMessage,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.response !== undefined ? { response: error.response } : {}),
  };
}
