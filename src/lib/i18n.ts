/**
 * i18next with en, nl and fr. English is the default and the fallback; the environment may make Dutch
 * the default (VITE_LANGUAGE=nl) and the user's choice in settings wins. Texts are split by feature
 * (one file per namespace and language, `src/locales/{lng}/{ns}.json`): `common` (shell, lists,
 * forms, errors) loads at start, `validation` just after it, a feature's namespace with the routes that show it (their loader
 * calls `loadNamespaces`). Keys outside `common` carry their namespace: `t('product:fields.code')`.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/constants/common';
import { setFormatLanguage } from '@/shared/format';

export const DEFAULT_NAMESPACE = 'common';
/**
 * The validation texts (`validation.required`, the server's refusals): their own namespace, wrapped
 * in a top-level `validation` key and read through `fallbackNS`, so every `t('validation.x')` and
 * `translateMessage` finds them as before. They load just after start (`preloadValidationTexts`),
 * not before the first paint, so start-up does not grow with every module's rules; a field's error
 * waits for them (useErrorText).
 */
export const VALIDATION_NAMESPACE = 'validation';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** The namespaces, read from the files (`../locales/en/<ns>.json`): a feature's new file needs no list. */
export const NAMESPACES = [...new Set(Object.keys(loaders).map((file) => file.replace(/^.*\/|\.json$/g, '')))];

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No locale ${language}/${namespace}`), false);
    load().then(
      (m) => callback(null, m.default),
      (e: Error) => callback(e, false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The user's choice, else the environment language, else English. */
export function pickLanguage(choice: string | null | undefined, environment: string | undefined): Language {
  if (isLanguage(choice)) return choice;
  const env = environment?.toLowerCase();
  return isLanguage(env) ? env : 'en';
}

export async function initI18n(language: Language) {
  // Figures, country and language names follow the interface language (src/shared/format.ts); a
  // component showing them re-renders on a change through useTranslation.
  setFormatLanguage(language);
  i18next.on('languageChanged', setFormatLanguage);
  await i18next
    .use(initReactI18next)
    .use(lazyBackend)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: VALIDATION_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    i18next.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
  }
  return i18next;
}

/** Loads feature namespaces (for the current and the fallback language); a language change reloads them. */
export const loadNamespaces = (...namespaces: string[]) => i18next.loadNamespaces(namespaces);

/**
 * The validation texts, once the first screen has painted (then at idle time, at most half a second
 * later): the first paint never waits for them, however slow the machine. A browser without paint
 * timing loads them at the first idle time.
 */
export function preloadValidationTexts() {
  const load = () => void loadNamespaces(VALIDATION_NAMESPACE);
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(load, { timeout: 500 }) : setTimeout(load, 500);
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return void whenIdle();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    whenIdle();
  }).observe({ type: 'paint', buffered: true });
}

export { i18next };
