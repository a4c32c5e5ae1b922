/**
 * The screens' labels where the server writes for people (the CSV exports): a shared enumeration's
 * value (src/shared/enumerations.ts) in the reader's language, read from the same src/locales texts
 * the screens show, by the same `enumLabel`.
 */
import enCompany from '../../src/locales/en/company.json';
import enContract from '../../src/locales/en/contract.json';
import enEnums from '../../src/locales/en/enums.json';
import frCompany from '../../src/locales/fr/company.json';
import frContract from '../../src/locales/fr/contract.json';
import frEnums from '../../src/locales/fr/enums.json';
import nlCompany from '../../src/locales/nl/company.json';
import nlContract from '../../src/locales/nl/contract.json';
import nlEnums from '../../src/locales/nl/enums.json';
import type { Language } from '../../src/shared/constants/common';
import { enumLabel, type EnumerationName, type Translate } from '../../src/shared/enumerations';
import type { CsvValue } from './csv';

/** The namespaces whose enumerations the server writes (ENUMERATIONS' keys name them). */
const TEXTS: Record<Language, Record<string, unknown>> = {
  en: { company: enCompany, contract: enContract, enums: enEnums },
  nl: { company: nlCompany, contract: nlContract, enums: nlEnums },
  fr: { company: frCompany, contract: frContract, enums: frEnums },
};

/** What `enumLabel` asks of i18next's `t`, in `language`: the text of `ns:a.b`, else the default value. */
export function translatorOf(language: Language): Translate {
  return (key, { defaultValue }) => {
    const [ns = '', path = ''] = key.split(':');
    let node: unknown = TEXTS[language][ns];
    for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as never)[part] : undefined;
    return typeof node === 'string' ? node : defaultValue;
  };
}

/**
 * The CSV cells of enumeration columns (`{ status: 'companyStatus' }`): each value written as its
 * label in `language`, as the screens show it; an empty value stays empty.
 */
export function enumCells<C extends string>(language: Language, columns: Partial<Record<C, EnumerationName>>) {
  const t = translatorOf(language);
  return Object.fromEntries(
    Object.entries<EnumerationName | undefined>(columns).map(([column, name]) => [
      column,
      (value: CsvValue) => (value === null || value === '' ? value : enumLabel(t, name!, String(value))),
    ]),
  ) as Partial<Record<C, (value: CsvValue) => CsvValue>>;
}
