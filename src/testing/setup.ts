import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from '../lib/i18n';
// Radix popovers and menus need a few browser APIs jsdom lacks.
import './dom-polyfills';

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

// Unmount what a test rendered (Vitest runs without globals, so testing-library cannot do it itself).
const { cleanup } = await import('@testing-library/react');
const { afterEach } = await import('vitest');
afterEach(() => cleanup());
