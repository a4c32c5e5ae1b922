/** PostgreSQL errors the repositories turn into answers; drivers may wrap them in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  )
    if (e.code === '23505') return true;
  return false;
}
