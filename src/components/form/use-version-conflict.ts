/**
 * One way to meet a stale save (409) in every form: the form keeps what the user typed and shows the
 * colleague's version beside it (ConflictNotice); the user then either uses theirs (the form shows
 * it, its version becomes the base) or keeps their own (the next save, based on the colleague's
 * version, overwrites it knowingly). Nothing is ever overwritten silently.
 */
import { useState } from 'react';
import { conflictRecord } from '@/lib/api-error';

export function useVersionConflict<T extends { version: number }>(version: number | undefined) {
  const [base, setBase] = useState(version);
  const [current, setCurrent] = useState<T | null>(null);
  return {
    /** The version the next save sends. */
    version: base,
    /** The colleague's record, when the last save met it. */
    current,
    /** Whether a failed save was a conflict (then the notice shows); call it in the save's catch. */
    caught: (error: unknown): boolean => {
      const record = conflictRecord<T>(error);
      setCurrent(record);
      return record !== null;
    },
    /** Shows the colleague's version: `load` puts it in the form. */
    useTheirs: (load: (record: T) => void) => {
      if (!current) return;
      load(current);
      setBase(current.version);
      setCurrent(null);
    },
    /** Keeps the user's input; the next save overwrites the colleague's version. */
    keepMine: () => {
      if (!current) return;
      setBase(current.version);
      setCurrent(null);
    },
    /** Forgets a conflict (a new save starts). */
    clear: () => setCurrent(null),
  };
}
