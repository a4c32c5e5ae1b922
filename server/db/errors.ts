/** PostgreSQL errors the repositories turn into answers; drivers may wrap them in `cause`. */

/** Whether the error (or one it wraps) has this SQLSTATE. */
function hasCode(error: unknown, code: string): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  )
    if (e.code === code) return true;
  return false;
}

export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');

/** Two rows an exclusion constraint keeps apart (23P01): two IP ranges sharing an address. */
export const isExclusionViolation = (error: unknown) => hasCode(error, '23P01');
