/**
 * A 400 answer's field errors on their fields. The server names a field by its
 * dot path (`translations.0.description`; `translations[0].description` is read the same way); the
 * message is an error code the field translates (`validation.unique`, `validation.max|100`).
 */
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { alertError } from '@/lib/alerts';
import { ApiError, type FieldErrors } from '@/lib/api-error';

type ErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/** `a[0].b` as `a.0.b`. */
export const toDotPath = (path: string) => path.replace(/\[(\w+)\]/g, '.$1').replace(/^\./, '');

/**
 * Puts each field error of a 400 answer on its form field and focuses the first. Errors naming no
 * field of the form are shown as alerts instead, so none is lost. Returns whether the error was such
 * an answer (then the caller shows nothing more); false for any other error.
 */
export function applyServerErrors<T extends FieldValues>(form: ErrorTarget<T>, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fieldErrors) return false;
  const values: unknown = form.getValues();
  const elsewhere: FieldErrors = {};
  let first = true;
  for (const [path, code] of Object.entries(error.fieldErrors)) {
    const name = toDotPath(path);
    if (!hasPath(values, name)) {
      elsewhere[path] = code;
      continue;
    }
    form.setError(name as FieldPath<T>, { type: 'server', message: code }, { shouldFocus: first });
    first = false;
  }
  if (Object.keys(elsewhere).length > 0) alertError(new ApiError(400, error.errorMessage, elsewhere));
  return true;
}

/** Whether a dot path names something in the form's values (a field, even an empty one). */
function hasPath(values: unknown, path: string): boolean {
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = Reflect.get(node, key);
  }
  return true;
}
