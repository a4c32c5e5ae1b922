/**
 * A form's unsaved values kept in the browser while the user types (form-draft.ts), offered back when
 * the same record's form opens again: `offered` until the user restores or discards them.
 */
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { securityQueries } from '@/lib/security-queries';
import type { Account } from '@/shared/schemas/security';
import { draftKey, draftOn, dropDraft, readDraft, storedDraft, writeDraft } from './form-draft';

export type DraftState = {
  /** When the kept values were typed (ISO), while they are offered. */
  offered: string | null;
  restore: () => void;
  discard: () => void;
};

/**
 * `name`: the form of one record (`company:12`, `company:new`); none keeps nothing. `version`: the
 * version the form is based on now (a colleague's, once the user took theirs).
 */
export function useFormDraft<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  name: string | undefined,
  version: number | undefined,
): DraftState & { drop: () => void } {
  const userId = useContext(QueryClientContext)?.getQueryData<Account>(securityQueries.account().queryKey)?.userId;
  const key = name && userId !== undefined ? draftKey(userId, name) : null;
  // What was kept when the form opened, read in the browser only (the server renders no offer, and the
  // page takes that over before it shows one); what the user types afterwards is not an offer.
  const [opened] = useState<{ text?: string | null }>({});
  const text = useSyncExternalStore(
    noChanges,
    () => (key ? (opened.text ??= storedDraft(key)) : null),
    () => null,
  );
  const [answered, setAnswered] = useState(false);
  const found = draftOn<TValues>(text, version ?? null);
  const offered = answered ? null : found;
  const base = useEffectEvent(() => version ?? null);

  useEffect(() => {
    if (!key) return;
    readDraft(key, base()); // one typed on another version is dropped
    const typed = form.watch((values, { type }) => {
      if (type === 'change') writeDraft(key, base(), values);
    });
    return () => typed.unsubscribe();
  }, [form, key]);

  const drop = () => {
    if (key) dropDraft(key);
    setAnswered(true);
  };
  return {
    offered: offered?.savedAt ?? null,
    restore: () => {
      if (!offered || !key) return;
      form.reset(offered.values, { keepDefaultValues: true });
      writeDraft(key, version ?? null, offered.values);
      setAnswered(true);
    },
    discard: drop,
    drop,
  };
}

const noChanges = () => () => {};
