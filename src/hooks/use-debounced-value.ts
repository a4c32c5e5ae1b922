import { useEffect, useState } from 'react';

/** How long typing in a search box rests before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has rested for `delayMs` (a search box asks the server after a pause in typing). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
