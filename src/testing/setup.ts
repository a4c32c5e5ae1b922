import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
// Radix popovers and menus need a few browser APIs jsdom lacks.
import './dom-polyfills';

await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: en } },
  interpolation: { escapeValue: false },
});

// Unmount what a test rendered (Vitest runs without globals, so testing-library cannot do it itself).
const { cleanup } = await import('@testing-library/react');
const { afterEach } = await import('vitest');
afterEach(() => cleanup());
