/**
 * The one way a form saves a record, so that a dialog or page holds only its fields, its values and
 * its save call:
 * - react-hook-form on the shared zod schema (the server's), each field judged once touched
 *   (`mode: 'onTouched'`); with `toBody`, the schema judges the body the values become;
 * - a save sends the version the form is based on; a 409 keeps what was typed and offers the
 *   colleague's version beside it, theirs or mine (useVersionConflict; SaveForm shows ConflictNotice),
 *   or, in a form without that notice, is said by `onStale`;
 * - a 400's field errors land on their fields, the input kept (applyServerErrors); any other failure
 *   is an alert;
 * - only a save that succeeded moves on (`onSaved`: close, say it, open what was made).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { alertError } from '@/lib/alerts';
import { ApiError } from '@/lib/api-error';
import { bodyResolver } from './body-resolver';
import { applyServerErrors } from './server-errors';
import { useFormDraft, type DraftState } from './use-form-draft';
import { useVersionConflict } from './use-version-conflict';

/** What judges the values: the schema itself, or the schema on the body the values become. */
export type Judge<TValues extends FieldValues, TOutput> =
  | { schema: z.ZodType<TOutput, TValues>; toBody?: undefined }
  | { schema: z.ZodType<TOutput>; toBody: (values: TValues) => unknown };

/** Saves the valid values on the version the form is based on (undefined for a new record). */
export type Save<TOutput, TResult> = (values: TOutput, version: number | undefined) => Promise<TResult>;

export type SaveFormOptions<TValues extends FieldValues, TOutput, TResult, TRecord extends { version: number }> = Judge<
  TValues,
  TOutput
> & {
  defaultValues: DefaultValues<NoInfer<TValues>>;
  /** The version of the record the form edits: what the first save is based on. */
  version?: number | undefined;
  save: Save<TOutput, TResult>;
  /** After a save that succeeded, with its answer. */
  onSaved: (result: TResult) => void;
  /** Puts a colleague's record (met by a 409) in the form when the user takes theirs; without it a 409 shows no notice. */
  showTheirs?: ((theirs: TRecord, form: UseFormReturn<TValues, unknown, TOutput>) => void) | undefined;
  /** What of a failed save holds the colleague's record: the error itself unless told; null when none does. */
  conflictOf?: ((error: unknown) => unknown) | undefined;
  /** A 409 in a form that shows no notice: say it (and close); without it, an alert like any failure. */
  onStale?: (() => void) | undefined;
  /**
   * The form of one record (`company:12`, `company:new`): what is typed is kept in the browser until
   * saved or cancelled, and offered back when this form opens again on the same version (useFormDraft).
   */
  draft?: string | undefined;
};

export type SaveFormState<TRecord> = {
  /** The form's submit handler: judge, save, then move on or show what went wrong. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** While a save runs (the save buttons show it and take no second click). */
  busy: boolean;
  /** A colleague's version met by the last save (null when none), and the user's two answers. */
  conflict: { current: TRecord | null; takeTheirs: () => void; keepMine: () => void };
  /** Values left unsaved in this form before (a reload, a closed tab), offered back; `discard` also on cancel. */
  draft: DraftState;
};

const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useSaveForm<
  TValues extends FieldValues,
  TOutput,
  TResult,
  TRecord extends { version: number } = { version: number },
>(
  options: SaveFormOptions<TValues, TOutput, TResult, TRecord>,
): SaveFormState<TRecord> & {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The same submit with another save (a second save button: "save and ..."). */
  submitWith: (save: Save<TOutput, TResult>) => (event?: BaseSyntheticEvent) => Promise<void>;
} {
  const { version, onSaved, showTheirs, conflictOf, onStale } = options;
  const conflict = useVersionConflict<TRecord>(version);
  const [busy, setBusy] = useState(false);
  const form = useForm<TValues, unknown, TOutput>({
    resolver: options.toBody ? bodyResolver(options.schema, options.toBody) : zodResolver(options.schema),
    mode: 'onTouched',
    defaultValues: options.defaultValues,
  });
  const draft = useFormDraft(form, options.draft, conflict.version);

  const run = async (values: TOutput, save: Save<TOutput, TResult>) => {
    conflict.clear();
    setBusy(true);
    try {
      const result = await save(values, conflict.version);
      draft.drop();
      onSaved(result);
    } catch (error) {
      if (showTheirs && conflict.caught(conflictOf ? conflictOf(error) : error)) return;
      if (onStale && isStale(error)) onStale();
      else if (!applyServerErrors(form, error)) alertError(error);
    } finally {
      setBusy(false);
    }
  };
  const submitWith = (save: Save<TOutput, TResult>) => form.handleSubmit((values) => run(values, save));

  return {
    form,
    submit: submitWith(options.save),
    submitWith,
    busy,
    conflict: {
      current: conflict.current,
      takeTheirs: () => conflict.useTheirs((theirs) => showTheirs?.(theirs, form)),
      keepMine: conflict.keepMine,
    },
    draft: { offered: draft.offered, restore: draft.restore, discard: draft.discard },
  };
}

/** An edit's id and the version its save is based on. */
export type Edit<TRecord, K extends keyof TRecord> = Pick<TRecord, K> & { version: number };

export type RecordFormOptions<
  TValues extends FieldValues,
  TOutput,
  TResult,
  TRecord extends { version: number },
  K extends keyof TRecord,
> = Judge<TValues, TOutput> &
  Pick<SaveFormOptions<TValues, TOutput, TResult, TRecord>, 'onSaved' | 'conflictOf'> & {
    /** The form's name (`contact`): what is typed is kept per record (SaveFormOptions' `draft`). */
    draft?: string | undefined;
    /** The record the form edits; none for a new one. */
    record: TRecord | null | undefined;
    /** The key of its id, which an edit's save sends with the version it is based on. */
    id: K;
    /** The form's values for a record, or for a new one (null); a colleague's record (409) is shown through it too. */
    valuesOf: (record: TRecord | null) => DefaultValues<NoInfer<TValues>>;
    /**
     * Saves the valid values: a new record's as they are, an edit's with its `edit` (id and version);
     * or the mutation that takes them so (`{ ...values, ...edit }`).
     */
    save:
      | ((values: TOutput, edit: Edit<TRecord, K> | undefined) => Promise<TResult>)
      | SaveMutation<TOutput, TResult, Edit<TRecord, K>>;
  };

/** A mutation that saves a record's values, with an edit's id and version. */
type SaveMutation<TOutput, TResult, TEdit> = {
  mutateAsync(body: TOutput & Partial<TEdit>): Promise<TResult>;
};

/**
 * useSaveForm for a record that is made or edited: the form starts from the record's values (or a
 * new one's), an edit saves with the record's id on the version it is based on, and a colleague's
 * version met by a 409 is shown in the form when the user takes theirs.
 */
export function useRecordForm<
  TValues extends FieldValues,
  TOutput,
  TResult,
  TRecord extends { version: number },
  K extends keyof TRecord,
>(options: RecordFormOptions<TValues, TOutput, TResult, TRecord, K>) {
  const { record, id, valuesOf, save } = options;
  return useSaveForm<TValues, TOutput, TResult, TRecord>({
    ...options,
    draft: options.draft && `${options.draft}:${record ? String(record[id]) : 'new'}`,
    defaultValues: valuesOf(record ?? null),
    version: record?.version,
    save: (values, version) => {
      const edit = record ? ({ [id]: record[id], version: version ?? record.version } as Edit<TRecord, K>) : undefined;
      if (typeof save === 'function') return save(values, edit);
      return save.mutateAsync({ ...values, ...edit } as TOutput & Partial<Edit<TRecord, K>>);
    },
    showTheirs: (theirs, form) => form.reset(valuesOf(theirs)),
  });
}
