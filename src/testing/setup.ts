import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from '../lib/i18n';
import { setFormatLanguage } from '../shared/format';
// Radix popovers and menus need a few browser APIs jsdom lacks.
import './dom-polyfills';

// Most test files share one document and module graph per worker (vite.config.ts, project unit):
// the texts load once, and each file starts from English, no stored preferences and the UI store's
// defaults, whatever the file before it left.
if (!i18next.isInitialized) {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'validation',
    resources: {
      en: Object.fromEntries(
        await Promise.all(NAMESPACES.map(async (ns) => [ns, (await import(`../locales/en/${ns}.json`)).default])),
      ),
    },
    interpolation: { escapeValue: false },
  });
  // As src/lib/i18n.ts: figures follow the interface language.
  i18next.on('languageChanged', setFormatLanguage);
}
const { afterEach, beforeAll } = await import('vitest');
const { useUiStore } = await import('../stores/ui-store');
const shared = globalThis as { uiDefaults?: ReturnType<typeof useUiStore.getState> };
shared.uiDefaults ??= { ...useUiStore.getState() };
beforeAll(async () => {
  localStorage.clear();
  useUiStore.setState(shared.uiDefaults!);
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  setFormatLanguage('en');
});

// Unmount what a test rendered (Vitest runs without globals, so testing-library cannot do it itself).
const { cleanup, configure } = await import('@testing-library/react');
// findBy/waitFor wait for what a person would see; on a busy machine a lazily loaded part (the date
// inputs, a dialog's form) can take longer than the library's one second, so the ceiling is ten.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => cleanup());
