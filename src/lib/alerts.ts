/**
 * Alerts on sonner: small, accessible (aria-live), well kept. Every message that
 * reaches the user goes through translation here, after `code|var1|var2` is split.
 * sonner loads with the first alert (most screens, the login page among them, paint without one):
 * alerts wait for the toaster to be mounted, so none is lost.
 */
import { i18next } from './i18n';
import { ApiError, COULD_NOT_GET_USER, isAbort, messageValues, splitMessage } from './api-error';

export type AlertType = 'success' | 'danger' | 'warning' | 'info';

/**
 * A message code translated, after `code|var1|var2` is split: an i18n key (`validation.max|100`), or
 * a bare code of the server's (`csrf`, `notFound`) read as `errors.<code>`. Unknown: the generic text.
 */
export function translateMessage(message: string): string {
  const { code, vars } = splitMessage(message);
  const key = /[.:]/.test(code) ? code : `errors.${code}`;
  return i18next.t(key, { ...messageValues(vars), defaultValue: i18next.t('errors.generic') });
}

export const loadSonner = () => import('sonner');

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the toaster once it listens. */
export const onToasterMounted = () => markMounted();

/** Whether an alert has asked for the toaster yet (read by the app's toaster slot). */
let toasterWanted = false;
const wantListeners = new Set<() => void>();
export const toasterRequest = {
  subscribe: (listener: () => void) => {
    wantListeners.add(listener);
    return () => void wantListeners.delete(listener);
  },
  get: () => toasterWanted,
};

export function showAlert(type: AlertType, message: string) {
  if (!toasterWanted) {
    toasterWanted = true;
    wantListeners.forEach((l) => l());
  }
  void toasterMounted.then(loadSonner).then(({ toast }) => {
    if (type === 'success') toast.success(message);
    else if (type === 'danger') toast.error(message);
    else if (type === 'warning') toast.warning(message);
    else toast.info(message);
  });
}

/**
 * The label of a field the server named by its path (`translations.0.description`): the label of the
 * path without its item numbers (`fields.translations_description`), else of its last part
 * (`fields.description`), with the item's number when it is one of a list ("Description (1)");
 * the path itself only when no label exists.
 */
export function fieldLabel(path: string): string {
  const parts = path.split('.');
  const names = parts.filter((p) => !/^\d+$/.test(p));
  const index = parts.find((p) => /^\d+$/.test(p));
  const label = [names.join('_'), names.at(-1) ?? path]
    .map((key) => `fields.${key}`)
    .find((key) => i18next.exists(key));
  if (!label) return path;
  const text = i18next.t(label);
  return index === undefined ? text : i18next.t('fields.item', { label: text, number: Number(index) + 1 });
}

/** The error catalogue in one place: which alerts an error gives. Returns what it showed (for tests). */
export function alertsForError(error: unknown): { type: AlertType; message: string }[] {
  if (isAbort(error)) return [];
  if (!(error instanceof ApiError)) return [{ type: 'danger', message: i18next.t('errors.generic') }];
  if (error.errorMessage === COULD_NOT_GET_USER || error.status === 401) return [];
  const prefix = i18next.t('errors.prefix');
  if (error.status === 400 && error.fieldErrors) {
    return Object.entries(error.fieldErrors).map(([path, code]) => ({
      type: 'danger' as const,
      message: `${fieldLabel(path)}: ${prefix} ${translateMessage(code)}`,
    }));
  }
  if (error.status === 400 && error.errorMessage) {
    return [{ type: 'danger', message: `${prefix} ${translateMessage(error.errorMessage)}` }];
  }
  if (error.status === 403) return [{ type: 'danger', message: translateMessage(error.errorMessage || 'forbidden') }];
  if (error.status === 409) return [{ type: 'warning', message: i18next.t('errors.versionConflict') }];
  if (error.status === 429) return [{ type: 'danger', message: i18next.t('errors.tooManyRequests') }];
  if (error.status === 502) return [{ type: 'danger', message: i18next.t('errors.upstreamUnavailable') }];
  if (error.status === 0) return [{ type: 'danger', message: i18next.t('errors.network') }];
  return [{ type: 'danger', message: i18next.t('errors.generic') }];
}

export function alertError(error: unknown) {
  for (const a of alertsForError(error)) showAlert(a.type, a.message);
}
