/**
 * Any 401 (seen by a query or mutation in the query client, or by a CSV download that reads its
 * response itself) starts the one account check: signed out, the user goes to sign-in and back.
 * main.tsx registers that check here at start.
 */
import { ApiError } from './api-error';

let check: (() => void) | null = null;

/** Registers what a 401 starts (the account check: logged out when there is no account). */
export function onUnauthorized(handler: () => void): void {
  check = handler;
}

/** When `error` is a 401, starts the account check and answers true (nothing more to report). */
export function reportUnauthorized(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  check?.();
  return true;
}
