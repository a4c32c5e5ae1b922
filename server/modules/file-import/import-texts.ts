/**
 * The texts of the errors CSV in the reader's language, from the same locale files as the screens:
 * a row's reason (`validation.*` and `fileImport.*` codes of the validation texts, values after `|`
 * filling `{{0}}`, `{{1}}`) and the file's headings and outcomes (the fileImport texts).
 */
import enImport from '../../../src/locales/en/fileImport.json';
import frImport from '../../../src/locales/fr/fileImport.json';
import nlImport from '../../../src/locales/nl/fileImport.json';
import enValidation from '../../../src/locales/en/validation.json';
import frValidation from '../../../src/locales/fr/validation.json';
import nlValidation from '../../../src/locales/nl/validation.json';
import type { Language } from '../../../src/shared/constants/common';

type Texts = { [key: string]: string | Texts };

const IMPORT: Record<Language, Texts> = { en: enImport, nl: nlImport, fr: frImport };
const VALIDATION: Record<Language, Texts> = { en: enValidation, nl: nlValidation, fr: frValidation };

function lookup(texts: Texts, path: string): string | null {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : null;
}

const fill = (text: string, values: readonly string[]) =>
  text.replace(/\{\{\s*(\w+)(?:\s*,\s*\w+)?\s*\}\}/g, (_, name: string) => values[Number(name)] ?? '');

/** A fileImport text (`fileImport:outcomes.failed`) in the language, else in English. */
export function importText(language: Language, key: string): string {
  const path = key.replace(/^fileImport:/, '');
  return lookup(IMPORT[language], path) ?? lookup(IMPORT.en, path) ?? path;
}

/** A reason code (`validation.max|100`, `fileImport.productNotFound|X`) as text in the language. */
export function reasonText(language: Language, reason: string): string {
  const [code = '', ...values] = reason.split('|');
  const text = lookup(VALIDATION[language], code) ?? lookup(VALIDATION.en, code);
  return text ? fill(text, values) : reason;
}
