/**
 * i18next with en, nl and fr. English is the default and the fallback; the environment may make Dutch
 * the default (VITE_LANGUAGE=nl) and the user's choice in settings wins. Texts are split by feature
 * (one file per namespace and language, `src/locales/{lng}/{ns}.json`): `common` (shell, lists,
 * forms, errors) loads at start, a feature's namespace with the routes that show it (their loader
 * calls `loadNamespaces`). Keys outside `common` carry their namespace: `t('product:fields.code')`.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../shared/schemas/constants';

export const DEFAULT_NAMESPACE = 'common';

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
  await i18next
    .use(initReactI18next)
    .use(lazyBackend)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next;
}

/** Loads feature namespaces (for the current and the fallback language); a language change reloads them. */
export const loadNamespaces = (...namespaces: string[]) => i18next.loadNamespaces(namespaces);

export { i18next };
